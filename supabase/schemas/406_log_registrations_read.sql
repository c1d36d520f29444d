-- supabase/schemas (the current schema; supabase/README.md): registrations, part 7 of 7.

-- =====================================================================
-- Admin registrations: the page and Export All log their reads
-- =====================================================================

-- One record of a read of these registrations' people (participants and
-- volunteers), with the filters as scope. p_what is what was read (decision
-- 0064): 'emergency_contacts' for a page of the screen, 'medical_and_emergency'
-- for an export.
create function private.log_registrations_read(p_ids uuid[], p_what text, p_program_id uuid, p_reason text, p_scope jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.log_data_access('read', p_what,
    coalesce((select array_agg(r.participant_id order by u.ord) from unnest(p_ids) with ordinality u(id, ord)
              join public.registrations r on r.id = u.id where r.participant_id is not null), '{}'),
    p_program_id, p_reason,
    coalesce((select array_agg(r.volunteer_id order by u.ord) from unnest(p_ids) with ordinality u(id, ord)
              join public.registrations r on r.id = u.id where r.volunteer_id is not null), '{}'),
    p_scope)
$$;
revoke all on function private.log_registrations_read(p_ids uuid[], p_what text, p_program_id uuid, p_reason text, p_scope jsonb) from public;

create policy "Responses are viewable by the registration owner, and by admins unless sensitive"
  on public.registration_responses for select to authenticated
  using (
    registration_id in (select private.my_registration_ids())
    or ((select private.is_admin()) and not private.is_sensitive_question(question_id))
  );

create policy "Responses other than sensitive ones can be added by admins"
  on public.registration_responses for insert to authenticated
  with check ((select private.is_admin()) and not private.is_sensitive_question(question_id));

create policy "Responses other than sensitive ones are editable by admins"
  on public.registration_responses for update to authenticated
  using ((select private.is_admin()) and not private.is_sensitive_question(question_id))
  with check ((select private.is_admin()) and not private.is_sensitive_question(question_id));

create policy "Responses other than sensitive ones are deletable by admins"
  on public.registration_responses for delete to authenticated
  using ((select private.is_admin()) and not private.is_sensitive_question(question_id));

-- =====================================================================
-- A write of a sensitive answer from outside the family: one record a row
-- =====================================================================
create function private.log_sensitive_answer_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reg public.registrations;
begin
  if nullif(current_setting('request.jwt.claims', true), '') is null
     and nullif(current_setting('request.jwt.claim.role', true), '') is null
     and nullif(current_setting('request.jwt.claim.sub', true), '') is null then
    return null; -- a migration, pg_cron or an operator
  end if;
  if not private.is_sensitive_question(new.question_id) then
    return null;
  end if;
  if tg_op = 'UPDATE' and new.response_value is not distinct from old.response_value
     and new.question_id = old.question_id then
    return null;
  end if;
  if auth.uid() is not null and new.registration_id in (select private.my_registration_ids()) then
    return null; -- the family's own answer
  end if;
  select * into v_reg from public.registrations r where r.id = new.registration_id;
  perform private.log_data_access('write', 'sensitive_answers',
    case when v_reg.participant_id is null then '{}'::uuid[] else array[v_reg.participant_id] end,
    v_reg.program_id, 'registration_responses',
    case when v_reg.volunteer_id is null then '{}'::uuid[] else array[v_reg.volunteer_id] end,
    jsonb_build_object('operation', lower(tg_op), 'question_ids', jsonb_build_array(new.question_id))
      || case when auth.uid() is null and private.is_server_caller()
              then jsonb_build_object('caller', 'service_role') else '{}'::jsonb end);
  return null;
end;
$$;
revoke all on function private.log_sensitive_answer_write() from public;

create trigger registration_responses_log_sensitive_write
  after insert or update on public.registration_responses
  for each row execute function private.log_sensitive_answer_write();
