-- supabase/schemas (the current schema; supabase/README.md): access log, part 2 of 2.

-- =====================================================================
-- my_participant_access: who outside the family read a participant's data
-- =====================================================================

-- The records naming the caller's participant (own record or child) whose
-- actor is not the participant's account or guardian, newest first, at most
-- 200 rows (under max_rows, so rows rather than one jsonb value: the generated
-- types describe them). actor_name and actor_role are null for an account
-- since removed, the program names without a program. The owner or guardian
-- only (42501 otherwise, also for a participant that does not exist). Not
-- logged.
create function public.my_participant_access(p_participant_id uuid)
returns table (
  at timestamptz,
  actor_name text,
  actor_role text,
  action text,
  what text,
  reason text,
  program_name text,
  program_name_fr text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_guardian uuid;
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  select p.user_id, p.parent_guardian_id into v_user, v_guardian
  from public.participants p
  where p.id = p_participant_id and (p.user_id = auth.uid() or p.parent_guardian_id = auth.uid());
  if not found then
    raise exception 'This is not one of your participants' using errcode = '42501', hint = 'not_owner';
  end if;
  return query
    select l.at, nullif(concat_ws(' ', u.first_name, u.last_name), ''),
           l.actor_role, l.action, l.what, l.reason, g.name, g.name_fr
    from (
      select x.* from public.data_access_log x
      where x.participant_ids @> array[p_participant_id]
        and x.actor_id is distinct from v_user
        and x.actor_id is distinct from v_guardian
      order by x.at desc, x.id desc
      limit 200
    ) l
    left join public.user_profiles u on u.id = l.actor_id
    left join public.programs g on g.id = l.program_id
    order by l.at desc, l.id desc;
end;
$$;
revoke all on function public.my_participant_access(p_participant_id uuid) from public, anon;

-- Issue 33 point 5 (decision 0057): a write to a medical column by someone
-- outside the family leaves one data_access_log record per row changed.
--
-- Medical columns (decision 0053): participants.allergies, .medical_conditions,
-- .visual_condition, .visual_condition_other; volunteer_profiles.medical_conditions.
-- Admins may still change them through the table (the row policies and column
-- grants are unchanged), but each row an insert or update really changes (a
-- value set to what it was is no change) writes, in the same transaction:
--   action 'write', what 'medical', reason 'participant_record' or
--   'volunteer_profile', participant_ids or volunteer_ids = that row, scope =
--   {operation, columns: the medical columns changed} (never the values), plus
--   caller 'service_role' when the service key wrote it (no account to name).
-- Not logged:
-- * the family's own writes: the participant's account or guardian, the
--   volunteer's own account (as auth.uid(), directly or through a function);
-- * the anonymisation of a deleted account (anonymised_at set in the same
--   update): the deletion functions record the deletion themselves;
-- * a database session without any request (migrations, pg_cron, an
--   operator at psql): there is no caller to name and such a session could
--   erase the log anyway.
-- Deleting a person is not a write to a medical column (the deletion and
-- retention rules of 0053/0055 apply).
--
-- The log stays closed: the trigger function is security definer (the caller
-- has no insert grant on data_access_log and keeps none), and a trigger
-- function cannot be called on its own.
create function private.log_medical_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else '{}'::jsonb end;
  v_owner jsonb := case when tg_op = 'UPDATE' then v_old else v_new end;
  v_participant boolean := tg_table_name = 'participants';
  v_columns text[] := case when tg_table_name = 'participants'
    then array['allergies', 'medical_conditions', 'visual_condition', 'visual_condition_other']
    else array['medical_conditions'] end;
  v_changed text[];
  v_server boolean;
begin
  -- No request at all: a migration, pg_cron or an operator.
  if nullif(current_setting('request.jwt.claims', true), '') is null
     and nullif(current_setting('request.jwt.claim.role', true), '') is null
     and nullif(current_setting('request.jwt.claim.sub', true), '') is null then
    return null;
  end if;
  -- The family's own write.
  if auth.uid() is not null
     and auth.uid()::text in (v_owner ->> 'user_id', coalesce(v_owner ->> 'parent_guardian_id', '')) then
    return null;
  end if;
  -- The anonymisation of a deleted account.
  if tg_op = 'UPDATE' and (v_new ->> 'anonymised_at') is distinct from (v_old ->> 'anonymised_at') then
    return null;
  end if;
  select coalesce(array_agg(c order by o), '{}') into v_changed
  from unnest(v_columns) with ordinality as x(c, o)
  where (v_new ->> c) is distinct from (v_old ->> c);
  if cardinality(v_changed) = 0 then
    return null;
  end if;
  v_server := auth.uid() is null and private.is_server_caller();
  perform private.log_data_access('write', 'medical',
    case when v_participant then array[(v_new ->> 'id')::uuid] else '{}'::uuid[] end, null,
    case when v_participant then 'participant_record' else 'volunteer_profile' end,
    case when v_participant then '{}'::uuid[] else array[(v_new ->> 'id')::uuid] end,
    jsonb_build_object('operation', lower(tg_op), 'columns', to_jsonb(v_changed))
      || case when v_server then jsonb_build_object('caller', 'service_role') else '{}'::jsonb end);
  return null;
end;
$$;
revoke all on function private.log_medical_write() from public;

create trigger participants_log_medical_write
  after insert or update of allergies, medical_conditions, visual_condition, visual_condition_other
  on public.participants
  for each row execute function private.log_medical_write();

create trigger volunteer_profiles_log_medical_write
  after insert or update of medical_conditions
  on public.volunteer_profiles
  for each row execute function private.log_medical_write();
