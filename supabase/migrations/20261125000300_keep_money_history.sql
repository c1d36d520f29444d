-- Money history is never removed by a family's action (issue 17 point 4).
-- A family cannot delete a participant who holds a pending or approved
-- registration with money paid, or one in a program that has started; any
-- other participant can go, and their registrations stay as history: active
-- ones are cancelled (spots freed, a refund log line each), all are detached
-- from the participant and keep the name. Foreign keys no longer cascade from
-- participants to registrations, nor from registrations to refund logs, and a
-- registration with payment history cannot be deleted at all.

-- =====================================================================
-- Registrations that outlive their participant
-- =====================================================================

-- When and who: the name the registration was made for.
alter table public.registrations
  add column participant_removed_at timestamptz,
  add column removed_participant_name text
    constraint registrations_removed_participant_name_length check (char_length(removed_participant_name) <= 201);

-- Exactly one person, or none once the participant was removed.
alter table public.registrations drop constraint registrations_one_person;
alter table public.registrations add constraint registrations_one_person check (
  num_nonnulls(participant_id, volunteer_id) = 1
  or (participant_id is null and volunteer_id is null and participant_removed_at is not null));

-- No cascade from participants: the delete trigger below detaches first.
alter table public.registrations drop constraint registrations_participant_id_fkey;
alter table public.registrations add constraint registrations_participant_id_fkey
  foreign key (participant_id) references public.participants (id) on delete restrict;

-- Refund logs keep their registration.
alter table public.refund_logs drop constraint refund_logs_registration_id_fkey;
alter table public.refund_logs add constraint refund_logs_registration_id_fkey
  foreign key (registration_id) references public.registrations (id) on delete restrict;

-- =====================================================================
-- Deleting a participant
-- =====================================================================

-- Refuses a family's delete while money or a started program is at stake
-- (hints participant_has_paid_registration, participant_in_started_program);
-- then, for every caller, cancels the active registrations (a refund log
-- line each: nothing is refunded here, an admin decides) and detaches all of
-- them. Security definer: the family cannot update registrations itself.
create or replace function private.participant_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_family boolean := not (private.is_admin() or private.is_server_caller());
  v_name text := nullif(btrim(concat_ws(' ', old.first_name, old.last_name)), '');
begin
  if v_family then
    if exists (select 1 from public.registrations r
               where r.participant_id = old.id and r.status in ('pending', 'approved') and r.amount_paid > 0) then
      raise exception '% has a paid registration: cancel it first, or contact an administrator', v_name
        using errcode = '23503', hint = 'participant_has_paid_registration';
    end if;
    if exists (select 1 from public.registrations r join public.programs p on p.id = r.program_id
               where r.participant_id = old.id and r.status in ('pending', 'approved')
                 and p.start_date <= private.toronto_today()) then
      raise exception '% is registered in a program that has started: contact an administrator', v_name
        using errcode = '23503', hint = 'participant_in_started_program';
    end if;
  end if;

  insert into public.refund_logs (registration_id, user_id, action, refund_amount, refund_reason, processed_by)
  select r.id, r.user_id, 'cancelled', 0, 'participant_removed', auth.uid()
  from public.registrations r
  where r.participant_id = old.id and r.status in ('pending', 'approved');

  update public.registrations r
  set status = case when r.status in ('pending', 'approved', 'draft') then 'cancelled' else r.status end,
      refund_reason = case when r.status in ('pending', 'approved', 'draft') then 'participant_removed'
                           else r.refund_reason end,
      participant_removed_at = now(),
      removed_participant_name = left(v_name, 201),
      participant_id = null
  where r.participant_id = old.id;
  return old;
end;
$$;

-- Every delete of a participant: direct, by delete_participant_cascade, or
-- cascading from an account an admin removes.
create trigger participants_before_delete
  before delete on public.participants
  for each row execute function private.participant_before_delete();

-- =====================================================================
-- Registrations with payment history are not deleted
-- =====================================================================

-- Money paid, a refund, a checkout or a refund log: kept for good
-- (hint registration_has_payment_history). Free, untouched rows can still be
-- deleted by an admin.
create or replace function private.keep_paid_registration()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.amount_paid > 0 or coalesce(old.refund_amount, 0) > 0 or old.checkout_session_id is not null
     or old.payment_intent_id is not null
     or exists (select 1 from public.refund_logs l where l.registration_id = old.id) then
    raise exception 'This registration has payment history and cannot be deleted'
      using errcode = '23503', hint = 'registration_has_payment_history';
  end if;
  return old;
end;
$$;

-- Every delete, whoever runs it.
create trigger registrations_keep_paid
  before delete on public.registrations
  for each row execute function private.keep_paid_registration();

-- =====================================================================
-- delete_participant_cascade
-- =====================================================================

-- Same contract as before ({ success, error }, spec 1 section 7) plus a code
-- the screen translates: participant_has_paid_registration,
-- participant_in_started_program, account_inactive, not_owner, not_found.
-- The participant's emergency contacts go with it (foreign key); its
-- registrations stay, as the trigger above leaves them.
create or replace function public.delete_participant_cascade(participant_uuid uuid, user_uuid uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin boolean := private.is_admin() or private.is_server_caller();
  v_hint text;
  v_message text;
begin
  if not v_admin and (auth.uid() is null or user_uuid is distinct from auth.uid()) then
    return jsonb_build_object('success', false, 'code', 'not_owner',
      'error', 'You do not have permission to delete this participant');
  end if;
  if not exists (
    select 1 from public.participants p
    where p.id = participant_uuid and (v_admin or p.user_id = user_uuid or p.parent_guardian_id = user_uuid)
  ) then
    return jsonb_build_object('success', false, 'code', 'not_found', 'error', 'Participant not found');
  end if;
  begin
    delete from public.participants where id = participant_uuid;
  exception when others then
    get stacked diagnostics v_hint = pg_exception_hint, v_message = message_text;
    if v_hint in ('participant_has_paid_registration', 'participant_in_started_program', 'account_inactive') then
      return jsonb_build_object('success', false, 'code', v_hint, 'error', v_message);
    end if;
    raise;
  end;
  return jsonb_build_object('success', true, 'error', null);
end;
$$;

revoke all on function private.participant_before_delete(), private.keep_paid_registration() from public;
