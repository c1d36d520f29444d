-- supabase/schemas (the current schema; supabase/README.md): waitlist, part 3 of 6.

-- Every program with an offer due or someone waiting (service role: pg_cron,
-- local-supabase's schedule). Returns {programs, offered}.
create or replace function public.process_waitlist_offers()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_program uuid;
  v_programs integer := 0;
  v_offered integer := 0;
begin
  for v_program in
    select distinct e.program_id from public.waitlist_entries e
    where (e.status = 'offered' and e.offer_expires_at <= now())
       or (e.status = 'waiting' and exists (
             select 1 from public.programs p
             where p.id = e.program_id and p.is_active and p.end_date >= private.toronto_today()))
  loop
    v_offered := v_offered + private.process_waitlist(v_program);
    v_programs := v_programs + 1;
  end loop;
  return jsonb_build_object('programs', v_programs, 'offered', v_offered);
end;
$$;
revoke all on function public.process_waitlist_offers() from public, anon, authenticated;

-- =====================================================================
-- When places free
-- =====================================================================

-- A registration that leaves pending/approved, changes tier or program, or is
-- deleted frees a place: the program is locked FIRST (before the tier rows the
-- registration triggers update), the order the registration gate takes them
-- in, so a cancellation and a registration never deadlock.
create or replace function private.registration_frees_place(p_old public.registrations, p_new public.registrations)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_old.status in ('pending', 'approved') and (
    p_new.id is null
    or p_new.status not in ('pending', 'approved')
    or p_new.price_tier_id is distinct from p_old.price_tier_id
    or p_new.program_id is distinct from p_old.program_id
    or p_new.participant_id is distinct from p_old.participant_id)
$$;
revoke all on function private.registration_frees_place(p_old public.registrations, p_new public.registrations) from public;

create or replace function private.waitlist_lock_program()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new public.registrations;
begin
  if tg_op = 'UPDATE' then
    v_new := new;
  end if;
  if private.registration_frees_place(old, v_new) then
    perform 1 from public.programs where id = old.program_id for update;
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
revoke all on function private.waitlist_lock_program() from public;

-- Named to fire before registrations_before_update (triggers fire by name).
create trigger registrations_a_waitlist_lock_program
  before update or delete on public.registrations
  for each row execute function private.waitlist_lock_program();

create or replace function private.waitlist_after_registration_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new public.registrations;
begin
  if tg_op = 'UPDATE' then
    v_new := new;
  end if;
  if private.registration_frees_place(old, v_new) then
    perform private.process_waitlist(old.program_id);
  end if;
  return null;
end;
$$;
revoke all on function private.waitlist_after_registration_change() from public;

create trigger registrations_waitlist_process
  after update or delete on public.registrations
  for each row execute function private.waitlist_after_registration_change();

-- Registering while an entry is active (the offer accepted, or a place found
-- some other way) closes it: accepted, with the registration.
create or replace function private.waitlist_after_registration_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.participant_id is not null and new.status in ('pending', 'approved') then
    update public.waitlist_entries
    set status = 'accepted', registration_id = new.id, offer_expires_at = null, closed_at = now(),
        closed_by = auth.uid()
    where program_id = new.program_id and participant_id = new.participant_id
      and status in ('waiting', 'offered');
  end if;
  return null;
end;
$$;
revoke all on function private.waitlist_after_registration_insert() from public;

create trigger registrations_waitlist_accept
  after insert on public.registrations
  for each row execute function private.waitlist_after_registration_insert();

-- A program's capacity raised or removed.
create or replace function private.waitlist_after_program_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.process_waitlist(new.id);
  return null;
end;
$$;
revoke all on function private.waitlist_after_program_change() from public;

create trigger programs_waitlist_process
  after update of max_participants, is_active, end_date on public.programs
  for each row
  when ((old.max_participants is not null
         and (new.max_participants is null or new.max_participants > old.max_participants))
        or (new.is_active and not old.is_active)
        or new.end_date > old.end_date)
  execute function private.waitlist_after_program_change();

-- A tier added, its limit raised or removed, or its window changed.
create or replace function private.waitlist_after_tier_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.process_waitlist(new.program_id);
  return null;
end;
$$;
revoke all on function private.waitlist_after_tier_change() from public;

create trigger program_price_tiers_waitlist_process
  after update on public.program_price_tiers
  for each row
  when ((old.max_spots is not null and (new.max_spots is null or new.max_spots > old.max_spots))
        or new.available_from is distinct from old.available_from
        or new.available_until is distinct from old.available_until)
  execute function private.waitlist_after_tier_change();

create trigger program_price_tiers_waitlist_insert
  after insert on public.program_price_tiers
  for each row execute function private.waitlist_after_tier_change();

-- An offered entry that disappears (its participant deleted) passes its place on.
create or replace function private.waitlist_after_entry_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'offered' then
    perform private.process_waitlist(old.program_id);
  end if;
  return null;
end;
$$;
revoke all on function private.waitlist_after_entry_delete() from public;

create trigger waitlist_entries_after_delete
  after delete on public.waitlist_entries
  for each row execute function private.waitlist_after_entry_delete();
