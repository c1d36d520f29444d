-- Removals from sport, clearances and concussion confirmations are health and
-- safety records (issue 33 point 2, decisions 0052, 0053, 0055). Deleting a
-- participant cascaded an open removal away: the family re-added the child and
-- registered with no removal shown. Now:
-- * a participant with any removal (open or cleared) or any confirmation is
--   never deleted, by anyone, on any path (a family's delete, the delete
--   procedure, an admin through the table, an auth user removed with the
--   service key): hints participant_removed_from_sport (an open removal) and
--   participant_has_concussion_history. Deleting the account anonymises the
--   participant instead (private.delete_account); purge_expired_records
--   deletes the records once their retention is over, and the person after;
-- * no link from a concussion record cascades or is cleared by a delete: every
--   foreign key of concussion_confirmations and concussion_removals refuses
--   (restrict), so who confirmed, recorded and cleared, and where, stays;
-- * the removal follows the person within the family's account: while a
--   participant is removed from sport, the family cannot add a participant
--   with the same name and birth date (hint removed_participant_exists), nor
--   change the removed participant's name or birth date
--   (hint removed_participant_identity); an administrator can.

-- =====================================================================
-- Foreign keys: no cascade, no set null
-- =====================================================================

alter table public.concussion_removals
  drop constraint concussion_removals_participant_id_fkey,
  add constraint concussion_removals_participant_id_fkey
    foreign key (participant_id) references public.participants (id) on delete restrict,
  drop constraint concussion_removals_program_id_fkey,
  add constraint concussion_removals_program_id_fkey
    foreign key (program_id) references public.programs (id) on delete restrict,
  drop constraint concussion_removals_recorded_by_fkey,
  add constraint concussion_removals_recorded_by_fkey
    foreign key (recorded_by) references public.user_profiles (id) on delete restrict,
  drop constraint concussion_removals_cleared_by_fkey,
  add constraint concussion_removals_cleared_by_fkey
    foreign key (cleared_by) references public.user_profiles (id) on delete restrict;

alter table public.concussion_confirmations
  drop constraint concussion_confirmations_participant_id_fkey,
  add constraint concussion_confirmations_participant_id_fkey
    foreign key (participant_id) references public.participants (id) on delete restrict,
  drop constraint concussion_confirmations_user_id_fkey,
  add constraint concussion_confirmations_user_id_fkey
    foreign key (user_id) references public.user_profiles (id) on delete restrict,
  drop constraint concussion_confirmations_guardian_id_fkey,
  add constraint concussion_confirmations_guardian_id_fkey
    foreign key (guardian_id) references public.user_profiles (id) on delete restrict,
  drop constraint concussion_confirmations_confirmed_by_fkey,
  add constraint concussion_confirmations_confirmed_by_fkey
    foreign key (confirmed_by) references public.user_profiles (id) on delete restrict;

-- =====================================================================
-- A participant with concussion history is not deleted
-- =====================================================================

-- Every delete, whoever runs it (the purge deletes the records first, so it
-- never meets one). Named to fire before participants_before_delete (triggers
-- fire in name order), so the family reads this reason first.
create or replace function private.keep_concussion_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := coalesce(nullif(btrim(concat_ws(' ', old.first_name, old.last_name)), ''), 'This participant');
begin
  if exists (select 1 from public.concussion_removals c where c.participant_id = old.id and c.cleared_at is null) then
    raise exception '% is removed from sport until an administrator records the medical clearance; this record cannot be deleted', v_name
      using errcode = '23503', hint = 'participant_removed_from_sport';
  end if;
  if exists (select 1 from public.concussion_removals c where c.participant_id = old.id)
     or exists (select 1 from public.concussion_confirmations c where c.participant_id = old.id) then
    raise exception '% has concussion safety records, which are kept; this participant cannot be deleted', v_name
      using errcode = '23503', hint = 'participant_has_concussion_history';
  end if;
  return old;
end;
$$;

create trigger participants_0_keep_concussion_history
  before delete on public.participants
  for each row execute function private.keep_concussion_history();

-- =====================================================================
-- The removal follows the person within the account
-- =====================================================================

-- A family (not an admin, not the server) cannot add a second record of a
-- child removed from sport (same name and birth date, case and spaces
-- ignored) to the same account, nor rename or re-date the removed record.
-- Anonymisation by the account deletion (anonymised_at set) is not a rename.
create or replace function private.removed_participant_identity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_same_person boolean;
begin
  if private.is_admin() or private.is_server_caller() or new.anonymised_at is not null then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    if (lower(btrim(new.first_name)), lower(btrim(new.last_name)), new.date_of_birth)
         is distinct from (lower(btrim(old.first_name)), lower(btrim(old.last_name)), old.date_of_birth)
       and exists (select 1 from public.concussion_removals c where c.participant_id = old.id and c.cleared_at is null)
    then
      raise exception 'The name and birth date of a participant removed from sport can be changed only by an administrator'
        using errcode = '42501', hint = 'removed_participant_identity';
    end if;
    return new;
  end if;
  select exists (
    select 1 from public.participants p join public.concussion_removals c on c.participant_id = p.id
    where c.cleared_at is null and p.anonymised_at is null
      and (p.user_id = new.user_id or p.parent_guardian_id = new.user_id
           or (new.parent_guardian_id is not null
               and (p.user_id = new.parent_guardian_id or p.parent_guardian_id = new.parent_guardian_id)))
      and lower(btrim(p.first_name)) = lower(btrim(new.first_name))
      and lower(btrim(p.last_name)) = lower(btrim(new.last_name))
      and p.date_of_birth is not distinct from new.date_of_birth
  ) into v_same_person;
  if v_same_person then
    raise exception '% % is already on this account and removed from sport until an administrator records the medical clearance',
      new.first_name, new.last_name
      using errcode = '23505', hint = 'removed_participant_exists';
  end if;
  return new;
end;
$$;

create trigger participants_removed_identity
  before insert or update on public.participants
  for each row execute function private.removed_participant_identity();

revoke all on function private.keep_concussion_history(), private.removed_participant_identity()
  from public, anon, authenticated;

-- =====================================================================
-- delete_participant_cascade
-- =====================================================================

-- As 20261125000300, plus the codes participant_removed_from_sport and
-- participant_has_concussion_history, which the participants screen explains.
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
    if v_hint in ('participant_has_paid_registration', 'participant_in_started_program', 'account_inactive',
                  'participant_removed_from_sport', 'participant_has_concussion_history') then
      return jsonb_build_object('success', false, 'code', v_hint, 'error', v_message);
    end if;
    raise;
  end;
  return jsonb_build_object('success', true, 'error', null);
end;
$$;
