-- supabase/schemas (the current schema; supabase/README.md): concussion, part 4 of 6.

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
revoke all on function private.keep_concussion_history() from public;

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
revoke all on function private.removed_participant_identity() from public;

create trigger participants_removed_identity
  before insert or update on public.participants
  for each row execute function private.removed_participant_identity();
