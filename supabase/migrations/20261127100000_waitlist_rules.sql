-- Waiting lists (issue 24 points 1-4): the rules, all in the database.
-- docs/decisions/0051-waitlist-offers.md explains them.
--
--   * Holds: an offer that has not lapsed (status 'offered', offer_expires_at
--     > now()) holds one place of its program, and one spot of its tier when
--     it names one. The registration gate (20261127000000) already adds
--     private.program_places_held / private.tier_places_held, stubs until
--     here; public.is_full, public.get_available_price_tiers and the
--     checkout's counts (public.places_left_for, public.tier_spots_left_for)
--     count them too, never the caller's own offer.
--   * Offering: private.process_waitlist(program), under the program's row
--     lock (the lock the gate takes): lapsed offers expire, then the waiting
--     entries are walked in line order and each one whose wish fits a free
--     place is offered it (the place is held for programs.waitlist_offer_hours,
--     an e-mail 'waitlist_offer' is queued in the family's language). Entries
--     that do not fit are skipped, never dropped.
--   * It runs after a registration leaves pending/approved (or changes tier
--     or program) or is deleted, after a capacity or tier limit is raised or a
--     tier's window changes, after an entry is declined, left, removed or an
--     offered entry disappears, and every minute for every program with
--     offers due or entries waiting (public.process_waitlist_offers: pg_cron
--     on a hosted project, local-supabase's schedule locally).
--   * Accepting is registering normally while the offer is live (the gate
--     does not count the family's own hold); a trigger after the insert marks
--     the entry accepted.
--   * The family's and the admins' functions (security definer; no browser
--     writes on waitlist_entries).

-- =====================================================================
-- Holds
-- =====================================================================

-- Places held by live offers of a program, not counting p_except_participant's.
create or replace function private.program_places_held(p_program_id uuid, p_except_participant uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.program_id = p_program_id and e.status = 'offered' and e.offer_expires_at > now()
    and e.participant_id is distinct from p_except_participant
$$;

-- Spots of a tier held by live offers naming it, not counting p_except_participant's.
create or replace function private.tier_places_held(p_tier_id uuid, p_except_participant uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.price_tier_id = p_tier_id and e.status = 'offered' and e.offer_expires_at > now()
    and e.participant_id is distinct from p_except_participant
$$;

-- The same counts seen by an account: its own offers are not held against it
-- (the screens of the family that received the offer show the place as theirs).
create or replace function private.program_places_held_against(p_program_id uuid, p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.program_id = p_program_id and e.status = 'offered' and e.offer_expires_at > now()
    and e.user_id is distinct from p_user_id
$$;

create or replace function private.tier_places_held_against(p_tier_id uuid, p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.price_tier_id = p_tier_id and e.status = 'offered' and e.offer_expires_at > now()
    and e.user_id is distinct from p_user_id
$$;

-- Participant places left in a program for an account (null: no limit).
create or replace function private.program_places_left(p_program_id uuid, p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when p.max_participants is null then null else greatest(
    p.max_participants
    - (select count(*)::integer from public.registrations r
       where r.program_id = p.id and r.participant_id is not null and r.status in ('pending', 'approved'))
    - private.program_places_held_against(p.id, p_user_id), 0) end
  from public.programs p where p.id = p_program_id
$$;

revoke all on function private.program_places_held(uuid, uuid) from public;
revoke all on function private.tier_places_held(uuid, uuid) from public;
grant execute on function private.program_places_held(uuid, uuid) to anon, authenticated, service_role;
grant execute on function private.tier_places_held(uuid, uuid) to anon, authenticated, service_role;
revoke all on function private.program_places_held_against(uuid, uuid), private.tier_places_held_against(uuid, uuid),
  private.program_places_left(uuid, uuid) from public, anon, authenticated;
grant execute on function private.program_places_held_against(uuid, uuid), private.tier_places_held_against(uuid, uuid),
  private.program_places_left(uuid, uuid) to service_role;

-- For the checkout's order builder (server only): participant places left in
-- a program for the paying account, its own live offers not counted (null:
-- no limit); and the spots left in a tier the same way.
create or replace function public.places_left_for(p_program_id uuid, p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$ select private.program_places_left(p_program_id, p_user_id) $$;

create or replace function public.tier_spots_left_for(p_tier_id uuid, p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when t.max_spots is null then null
    else greatest(t.max_spots - t.spots_taken - private.tier_places_held_against(t.id, p_user_id), 0) end
  from public.program_price_tiers t where t.id = p_tier_id
$$;
revoke all on function public.places_left_for(uuid, uuid), public.tier_spots_left_for(uuid, uuid)
  from public, anon, authenticated;
grant execute on function public.places_left_for(uuid, uuid), public.tier_spots_left_for(uuid, uuid) to service_role;

-- =====================================================================
-- 'Full' and the tiers' spots count holds
-- =====================================================================

-- As 20261125610000, with live offers held against everyone but their family.
create or replace function public.is_full(p public.programs)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    (p.max_participants is not null and (
      select count(*) from public.registrations r
      where r.program_id = p.id and r.participant_id is not null and r.status in ('pending', 'approved')
    ) + private.program_places_held_against(p.id, auth.uid()) >= p.max_participants)
    or (
      exists (select 1 from public.program_price_tiers t where t.program_id = p.id)
      and not exists (
        select 1 from public.program_price_tiers t
        where t.program_id = p.id
          and (t.available_until is null or t.available_until >= private.toronto_today())
          and (t.max_spots is null
               or t.spots_taken + private.tier_places_held_against(t.id, auth.uid()) < t.max_spots)
      )
    )
$$;
revoke all on function public.is_full(public.programs) from public;
grant execute on function public.is_full(public.programs) to anon, authenticated;

-- As 20261125830000 (same columns), spots_left and is_sold_out counting the
-- spots held by other families' live offers; spots_taken stays the count of
-- registrations.
create or replace function public.get_available_price_tiers(program_uuid uuid, check_date date default null)
returns table (
  id uuid, program_id uuid, name text, description text, name_fr text, description_fr text, price integer,
  available_from date, available_until date, max_spots integer, spots_taken integer,
  spots_left integer, is_sold_out boolean, is_default boolean, display_order integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, t.program_id, t.name, t.description, t.name_fr, t.description_fr, t.price,
         t.available_from, t.available_until, t.max_spots, t.spots_taken,
         case when t.max_spots is null then null
              else greatest(t.max_spots - t.spots_taken - h.held, 0) end,
         t.max_spots is not null and t.spots_taken + h.held >= t.max_spots,
         t.is_default, t.display_order
  from public.program_price_tiers t
  join public.programs p on p.id = t.program_id
  cross join lateral (select private.tier_places_held_against(t.id, auth.uid()) as held) h
  where t.program_id = program_uuid
    and (p.is_active or private.is_admin())
    and (t.available_from is null or t.available_from <= coalesce(check_date, private.toronto_today()))
    and (t.available_until is null or t.available_until >= coalesce(check_date, private.toronto_today()))
  order by t.display_order, t.created_at
$$;
revoke all on function public.get_available_price_tiers(uuid, date) from public, anon, authenticated;
grant execute on function public.get_available_price_tiers(uuid, date) to anon, authenticated, service_role;

-- =====================================================================
-- Does a wish fit a free place?
-- =====================================================================

-- True when the program has a participant place for p_participant (its own
-- live offer not counted) and, with p_tier_id, that tier is open today with a
-- spot; without p_tier_id, in a program with tiers, when some open tier has a
-- spot.
create or replace function private.waitlist_wish_fits(p_program_id uuid, p_tier_id uuid, p_participant uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    (p.max_participants is null or (
      select count(*) from public.registrations r
      where r.program_id = p.id and r.participant_id is not null and r.status in ('pending', 'approved')
    ) + private.program_places_held(p.id, p_participant) < p.max_participants)
    and exists (
      select 1 from public.program_price_tiers t
      where t.program_id = p.id
        and (p_tier_id is null or t.id = p_tier_id)
        and (t.available_from is null or t.available_from <= private.toronto_today())
        and (t.available_until is null or t.available_until >= private.toronto_today())
        and (t.max_spots is null or t.spots_taken + private.tier_places_held(t.id, p_participant) < t.max_spots)
      union all
      select 1 where p_tier_id is null
        and not exists (select 1 from public.program_price_tiers t where t.program_id = p.id)
    )
  from public.programs p where p.id = p_program_id
$$;
revoke all on function private.waitlist_wish_fits(uuid, uuid, uuid) from public, anon, authenticated;

-- 1-based place in line of a waiting entry (null when not waiting).
create or replace function private.waitlist_position(p_entry_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when e.status <> 'waiting' then null else (
    select count(*)::integer from public.waitlist_entries o
    where o.program_id = e.program_id and o.status = 'waiting'
      and (o.sort_key, o.joined_at, o.id) <= (e.sort_key, e.joined_at, e.id)) end
  from public.waitlist_entries e where e.id = p_entry_id
$$;
revoke all on function private.waitlist_position(uuid) from public, anon, authenticated;

-- =====================================================================
-- The offer e-mail
-- =====================================================================

-- To the account that joined, in its preferred language; a plain-text
-- subject and body (what is sent when rendering has no data) and the payload
-- deliver-emails renders the 'waitlist_offer' template from.
create or replace function private.queue_waitlist_offer_email(p_entry_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries;
  v_program public.programs;
  v_tier public.program_price_tiers;
  v_to public.user_profiles;
  v_person text;
  v_lang text;
  v_name text;
  v_tier_name text;
  v_deadline text;
  v_subject text;
  v_body text;
begin
  select * into v_e from public.waitlist_entries where id = p_entry_id;
  if not found or v_e.status <> 'offered' then
    return;
  end if;
  select * into v_program from public.programs where id = v_e.program_id;
  select * into v_tier from public.program_price_tiers where id = v_e.price_tier_id;
  select nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') into v_person
  from public.participants p where p.id = v_e.participant_id;
  select u.* into v_to from public.user_profiles u where u.id = v_e.user_id;
  if v_to.id is null or coalesce(v_to.email, '') = '' then
    return;
  end if;
  v_lang := coalesce(v_to.preferred_language, 'en');
  v_deadline := to_char(v_e.offer_expires_at at time zone 'America/Toronto', 'YYYY-MM-DD HH24:MI');

  if v_lang = 'fr' then
    v_name := coalesce(v_program.name_fr, v_program.name);
    v_tier_name := coalesce(v_tier.name_fr, v_tier.name);
    v_subject := 'Une place est libre : ' || v_name;
    v_body := 'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'Une place s''est libérée pour ' || coalesce(v_person, '') || ' au programme ' || v_name
      || case when v_tier_name is not null then ' (' || v_tier_name || ')' else '' end || E'.\n'
      || 'Elle vous est réservée jusqu''au ' || v_deadline || E' (heure de Toronto).\n\n'
      || 'Pour l''accepter ou la refuser, ouvrez votre tableau de bord : /dashboard' || E'\n'
      || 'Sans réponse d''ici là, la place sera offerte à la personne suivante sur la liste d''attente.'
      || E'\n\nL''équipe de Canadian Blind Hockey';
  else
    v_name := v_program.name;
    v_tier_name := v_tier.name;
    v_subject := 'A place is available: ' || v_name;
    v_body := 'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'A place is available for ' || coalesce(v_person, '') || ' in ' || v_name
      || case when v_tier_name is not null then ' (' || v_tier_name || ')' else '' end || E'.\n'
      || 'It is held for you until ' || v_deadline || E' (Toronto time).\n\n'
      || 'To accept or decline it, open your dashboard: /dashboard' || E'\n'
      || 'If you do nothing by then, the place is offered to the next person on the waiting list.'
      || E'\n\nCanadian Blind Hockey';
  end if;

  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    null, v_to.email, v_lang, 'waitlist_offer', v_subject, v_body,
    jsonb_build_object(
      'entry_id', v_e.id, 'program_id', v_program.id, 'participant_name', v_person,
      'program_name', v_program.name, 'program_name_fr', v_program.name_fr,
      'tier_name', v_tier.name, 'tier_name_fr', v_tier.name_fr,
      'offer_expires_at', v_e.offer_expires_at));
end;
$$;
revoke all on function private.queue_waitlist_offer_email(uuid) from public, anon, authenticated;

-- =====================================================================
-- Offering
-- =====================================================================

-- Under the program's row lock: lapsed offers expire; then each waiting entry,
-- in line order, whose wish fits a free place is offered it, until no place
-- is free. Returns the number of offers made. Nothing is offered for an
-- inactive or finished program (lapsed offers still expire).
create or replace function private.process_waitlist(p_program_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_program public.programs;
  v_e public.waitlist_entries;
  v_offered integer := 0;
begin
  select * into v_program from public.programs where id = p_program_id for update;
  if not found then
    return 0;
  end if;

  update public.waitlist_entries
  set status = 'expired', offer_expires_at = null, closed_at = now()
  where program_id = p_program_id and status = 'offered' and offer_expires_at <= now();

  if not v_program.is_active or v_program.end_date < private.toronto_today() then
    return 0;
  end if;

  for v_e in
    select * from public.waitlist_entries
    where program_id = p_program_id and status = 'waiting'
    order by sort_key, joined_at, id
  loop
    -- No participant place left: nobody further down can fit either.
    exit when v_program.max_participants is not null and (
      select count(*) from public.registrations r
      where r.program_id = p_program_id and r.participant_id is not null and r.status in ('pending', 'approved')
    ) + private.program_places_held(p_program_id, null) >= v_program.max_participants;
    -- Already registered some other way: nothing to offer (the registration trigger closes it).
    continue when exists (
      select 1 from public.registrations r
      where r.program_id = p_program_id and r.participant_id = v_e.participant_id
        and r.status in ('pending', 'approved'));
    if private.waitlist_wish_fits(p_program_id, v_e.price_tier_id, v_e.participant_id) then
      update public.waitlist_entries
      set status = 'offered', offered_at = now(),
          offer_expires_at = now() + make_interval(hours => v_program.waitlist_offer_hours),
          offered_by = null
      where id = v_e.id;
      perform private.queue_waitlist_offer_email(v_e.id);
      v_offered := v_offered + 1;
    end if;
  end loop;
  return v_offered;
end;
$$;
revoke all on function private.process_waitlist(uuid) from public, anon, authenticated;

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
grant execute on function public.process_waitlist_offers() to service_role;

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
revoke all on function private.registration_frees_place(public.registrations, public.registrations)
  from public, anon, authenticated;

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
revoke all on function private.waitlist_lock_program() from public, anon, authenticated;

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
revoke all on function private.waitlist_after_registration_change() from public, anon, authenticated;

-- Named to fire before registrations_before_update (triggers fire by name).
create trigger registrations_a_waitlist_lock_program
  before update or delete on public.registrations
  for each row execute function private.waitlist_lock_program();

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
revoke all on function private.waitlist_after_registration_insert() from public, anon, authenticated;

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
revoke all on function private.waitlist_after_program_change() from public, anon, authenticated;

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
revoke all on function private.waitlist_after_tier_change() from public, anon, authenticated;

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
revoke all on function private.waitlist_after_entry_delete() from public, anon, authenticated;

create trigger waitlist_entries_after_delete
  after delete on public.waitlist_entries
  for each row execute function private.waitlist_after_entry_delete();

-- =====================================================================
-- The family's functions
-- =====================================================================

-- Join the line for one or more participants: [{participant_id, price_tier_id}]
-- -> [{id, participant_id, status, position}].
create or replace function public.join_waitlist(p_program_id uuid, p_items jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_program public.programs;
  v_item jsonb;
  v_participant uuid;
  v_tier uuid;
  v_lang text;
  v_id uuid;
  v_ids uuid[] := '{}';
begin
  if v_uid is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0
     or jsonb_array_length(p_items) > 20 then
    raise exception 'Choose who joins the waiting list' using errcode = '22023', hint = 'invalid_request';
  end if;

  select * into v_program from public.programs where id = p_program_id for update;
  if not found or not v_program.is_active or v_program.end_date < private.toronto_today() then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;
  -- Lapsed offers move on first, so 'full' is judged on today's line.
  perform private.process_waitlist(p_program_id);

  select coalesce(u.preferred_language, 'en') into v_lang from public.user_profiles u where u.id = v_uid;

  for v_item in select value from jsonb_array_elements(p_items)
  loop
    if jsonb_typeof(v_item) <> 'object' then
      raise exception 'Choose who joins the waiting list' using errcode = '22023', hint = 'invalid_request';
    end if;
    begin
      v_participant := (v_item ->> 'participant_id')::uuid;
      v_tier := nullif(v_item ->> 'price_tier_id', '')::uuid;
    exception when invalid_text_representation then
      raise exception 'Choose who joins the waiting list' using errcode = '22023', hint = 'invalid_request';
    end;
    if v_participant is null or not private.owns_participant(v_participant) then
      raise exception 'You do not have permission to register this person'
        using errcode = '42501', hint = 'not_owner';
    end if;
    if v_tier is not null and not exists (
      select 1 from public.program_price_tiers t
      where t.id = v_tier and t.program_id = p_program_id
        and (t.available_from is null or t.available_from <= private.toronto_today())
        and (t.available_until is null or t.available_until >= private.toronto_today())) then
      raise exception 'Invalid price option' using errcode = '23503', hint = 'invalid_price_tier';
    end if;
    if exists (select 1 from public.registrations r
               where r.program_id = p_program_id and r.participant_id = v_participant
                 and r.status in ('pending', 'approved')) then
      raise exception 'This participant is already registered in this program' using hint = 'already_registered';
    end if;
    if exists (select 1 from public.waitlist_entries e
               where e.program_id = p_program_id and e.participant_id = v_participant
                 and e.status in ('waiting', 'offered')) then
      raise exception 'This participant is already on the waiting list' using hint = 'already_on_waitlist';
    end if;
    if private.waitlist_wish_fits(p_program_id, v_tier, v_participant) then
      raise exception 'A place is free: register now' using hint = 'waitlist_not_full';
    end if;
    insert into public.waitlist_entries (program_id, participant_id, price_tier_id, user_id, language)
    values (p_program_id, v_participant, v_tier, v_uid, v_lang)
    returning id into v_id;
    v_ids := v_ids || v_id;
  end loop;

  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', e.id, 'participant_id', e.participant_id, 'status', e.status,
      'position', private.waitlist_position(e.id)) order by x.ord), '[]'::jsonb)
    from unnest(v_ids) with ordinality x(id, ord)
    join public.waitlist_entries e on e.id = x.id);
end;
$$;

-- The entry of the caller's family (the account that joined or the
-- participant's owner), locked; not_owner otherwise (also when it does not exist).
create or replace function private.own_waitlist_entry(p_entry_id uuid)
returns public.waitlist_entries
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries;
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  select * into v_e from public.waitlist_entries where id = p_entry_id;
  if not found or not (v_e.user_id = auth.uid() or private.owns_participant(v_e.participant_id)) then
    raise exception 'This waiting-list entry is not yours' using errcode = '42501', hint = 'not_owner';
  end if;
  -- The program first (the order every writer takes), then the entry again.
  perform 1 from public.programs where id = v_e.program_id for update;
  select * into v_e from public.waitlist_entries where id = p_entry_id for update;
  return v_e;
end;
$$;
revoke all on function private.own_waitlist_entry(uuid) from public, anon, authenticated;

-- Leave the line (waiting or offered -> left; an offered place passes on).
create or replace function public.leave_waitlist(p_entry_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries := private.own_waitlist_entry(p_entry_id);
begin
  if v_e.status not in ('waiting', 'offered') then
    raise exception 'This waiting-list entry is closed' using hint = 'waitlist_entry_closed';
  end if;
  update public.waitlist_entries
  set status = 'left', offer_expires_at = null, closed_at = now(), closed_by = auth.uid()
  where id = v_e.id;
  perform private.process_waitlist(v_e.program_id);
end;
$$;

-- Decline a live offer (offered -> declined; the place passes on).
create or replace function public.decline_waitlist_offer(p_entry_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries := private.own_waitlist_entry(p_entry_id);
begin
  if v_e.status <> 'offered' or v_e.offer_expires_at <= now() then
    raise exception 'This offer is no longer open' using hint = 'waitlist_offer_not_open';
  end if;
  update public.waitlist_entries
  set status = 'declined', offer_expires_at = null, closed_at = now(), closed_by = auth.uid()
  where id = v_e.id;
  perform private.process_waitlist(v_e.program_id);
end;
$$;

-- The caller's active entries (line order) and its last 20 closed ones.
create or replace function public.my_waitlist()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  return (
    with mine as (
      select e.* from public.waitlist_entries e
      where e.user_id = v_uid
         or e.participant_id in (select p.id from public.participants p
                                 where p.user_id = v_uid or p.parent_guardian_id = v_uid)
    ), picked as (
      (select m.*, 0 as grp from mine m where m.status in ('waiting', 'offered'))
      union all
      (select m.*, 1 as grp from mine m where m.status not in ('waiting', 'offered')
       order by m.closed_at desc limit 20)
    )
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', e.id, 'program_id', e.program_id, 'program_name', pr.name, 'program_name_fr', pr.name_fr,
      'participant_id', e.participant_id,
      'participant_name', nullif(trim(concat_ws(' ', pa.first_name, pa.last_name)), ''),
      'price_tier_id', e.price_tier_id, 'tier_name', t.name, 'tier_name_fr', t.name_fr,
      'status', e.status, 'position', private.waitlist_position(e.id),
      'joined_at', e.joined_at, 'offered_at', e.offered_at, 'offer_expires_at', e.offer_expires_at,
      'closed_at', e.closed_at)
      order by e.grp, case when e.grp = 0 then e.offer_expires_at end nulls last,
               case when e.grp = 0 then e.joined_at end, e.closed_at desc), '[]'::jsonb)
    from picked e
    join public.programs pr on pr.id = e.program_id
    join public.participants pa on pa.id = e.participant_id
    left join public.program_price_tiers t on t.id = e.price_tier_id);
end;
$$;

-- =====================================================================
-- The admins' functions
-- =====================================================================

create or replace function private.assert_waitlist_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_active_account();
  if not private.is_admin() then
    raise exception 'Only an administrator can do this' using errcode = '42501', hint = 'admin_only';
  end if;
end;
$$;
revoke all on function private.assert_waitlist_admin() from public, anon, authenticated;

-- A program's waiting list: active entries in line order, then the closed
-- ones (newest first, at most 200).
create or replace function public.admin_waitlist(p_program_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_program public.programs;
begin
  perform private.assert_waitlist_admin();
  select * into v_program from public.programs where id = p_program_id;
  if not found then
    raise exception 'Program not found' using errcode = 'P0002', hint = 'program_not_found';
  end if;
  return jsonb_build_object(
    'program', jsonb_build_object(
      'id', v_program.id, 'name', v_program.name, 'name_fr', v_program.name_fr,
      'max_participants', v_program.max_participants, 'waitlist_offer_hours', v_program.waitlist_offer_hours,
      'places_left', private.program_places_left(v_program.id, null)),
    'entries', (
      with picked as (
        (select e.*, 0 as grp from public.waitlist_entries e
         where e.program_id = p_program_id and e.status in ('waiting', 'offered'))
        union all
        (select e.*, 1 as grp from public.waitlist_entries e
         where e.program_id = p_program_id and e.status not in ('waiting', 'offered')
         order by e.closed_at desc limit 200)
      )
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', e.id, 'position', private.waitlist_position(e.id), 'status', e.status,
        'participant_id', e.participant_id,
        'participant_name', nullif(trim(concat_ws(' ', pa.first_name, pa.last_name)), ''),
        'family_name', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
        'family_email', u.email,
        'price_tier_id', e.price_tier_id, 'tier_name', t.name,
        'joined_at', e.joined_at, 'offered_at', e.offered_at, 'offer_expires_at', e.offer_expires_at,
        'offered_by_name', nullif(trim(concat_ws(' ', ob.first_name, ob.last_name)), ''))
        order by e.grp, case when e.grp = 0 then e.sort_key end, case when e.grp = 0 then e.joined_at end,
                 e.closed_at desc, e.id), '[]'::jsonb)
      from picked e
      join public.participants pa on pa.id = e.participant_id
      left join public.user_profiles u on u.id = e.user_id
      left join public.program_price_tiers t on t.id = e.price_tier_id
      left join public.user_profiles ob on ob.id = e.offered_by));
end;
$$;

-- The entry, its program locked first, for an admin action.
create or replace function private.admin_waitlist_entry(p_entry_id uuid)
returns public.waitlist_entries
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries;
begin
  perform private.assert_waitlist_admin();
  select * into v_e from public.waitlist_entries where id = p_entry_id;
  if not found then
    raise exception 'Waiting-list entry not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  perform 1 from public.programs where id = v_e.program_id for update;
  select * into v_e from public.waitlist_entries where id = p_entry_id for update;
  return v_e;
end;
$$;
revoke all on function private.admin_waitlist_entry(uuid) from public, anon, authenticated;

-- Move a waiting entry to a place in line (1-based among the waiting ones;
-- clamped to the line). The program's waiting entries keep their set of
-- sort keys, given out again in the new order.
create or replace function public.admin_move_waitlist_entry(p_entry_id uuid, p_position integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries := private.admin_waitlist_entry(p_entry_id);
  v_keys bigint[];
  v_order uuid[];
  v_pos integer;
begin
  if v_e.status <> 'waiting' then
    raise exception 'Only a waiting entry can be moved' using hint = 'waitlist_entry_closed';
  end if;
  if p_position is null then
    raise exception 'Choose a place in line' using errcode = '22023', hint = 'invalid_request';
  end if;
  select array_agg(e.sort_key order by e.sort_key, e.joined_at, e.id),
         array_agg(e.id order by e.sort_key, e.joined_at, e.id) filter (where e.id <> v_e.id)
    into v_keys, v_order
  from public.waitlist_entries e
  where e.program_id = v_e.program_id and e.status = 'waiting';
  v_order := coalesce(v_order, '{}');
  v_pos := least(greatest(p_position, 1), cardinality(v_order) + 1);
  v_order := v_order[1:v_pos - 1] || v_e.id || v_order[v_pos:];
  update public.waitlist_entries e set sort_key = v_keys[x.ord]
  from unnest(v_order) with ordinality x(id, ord) where e.id = x.id;
end;
$$;

-- Offer a place now (an admin's decision, even when none is free): offered_by
-- is the admin, the e-mail is queued. An entry already offered is left as it is.
create or replace function public.admin_offer_waitlist_place(p_entry_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries := private.admin_waitlist_entry(p_entry_id);
  v_hours integer;
begin
  if v_e.status = 'offered' and v_e.offer_expires_at > now() then
    return;
  end if;
  if v_e.status not in ('waiting', 'offered') then
    raise exception 'This waiting-list entry is closed' using hint = 'waitlist_entry_closed';
  end if;
  if exists (select 1 from public.registrations r
             where r.program_id = v_e.program_id and r.participant_id = v_e.participant_id
               and r.status in ('pending', 'approved')) then
    raise exception 'This participant is already registered in this program' using hint = 'already_registered';
  end if;
  select p.waitlist_offer_hours into v_hours from public.programs p where p.id = v_e.program_id;
  update public.waitlist_entries
  set status = 'offered', offered_at = now(), offer_expires_at = now() + make_interval(hours => v_hours),
      offered_by = auth.uid()
  where id = v_e.id;
  perform private.queue_waitlist_offer_email(v_e.id);
end;
$$;

-- Remove an entry (waiting or offered -> removed; an offered place passes on).
create or replace function public.admin_remove_waitlist_entry(p_entry_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries := private.admin_waitlist_entry(p_entry_id);
begin
  if v_e.status not in ('waiting', 'offered') then
    raise exception 'This waiting-list entry is closed' using hint = 'waitlist_entry_closed';
  end if;
  update public.waitlist_entries
  set status = 'removed', offer_expires_at = null, closed_at = now(), closed_by = auth.uid()
  where id = v_e.id;
  perform private.process_waitlist(v_e.program_id);
end;
$$;

-- The waiting lists (active entries) of one program or all, for the CSV:
-- [{program_id, program_name, program_name_fr, participant_name, family_name,
--   family_email, tier_name, status, position, joined_at, offer_expires_at}].
create or replace function public.admin_waitlist_export(p_program_id uuid default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_waitlist_admin();
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'program_id', e.program_id, 'program_name', pr.name, 'program_name_fr', pr.name_fr,
      'participant_name', nullif(trim(concat_ws(' ', pa.first_name, pa.last_name)), ''),
      'family_name', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
      'family_email', u.email, 'tier_name', t.name, 'status', e.status,
      'position', private.waitlist_position(e.id), 'joined_at', e.joined_at,
      'offer_expires_at', e.offer_expires_at)
      order by pr.start_date, pr.name, e.program_id, e.sort_key, e.joined_at, e.id), '[]'::jsonb)
    from public.waitlist_entries e
    join public.programs pr on pr.id = e.program_id
    join public.participants pa on pa.id = e.participant_id
    left join public.user_profiles u on u.id = e.user_id
    left join public.program_price_tiers t on t.id = e.price_tier_id
    where e.status in ('waiting', 'offered')
      and (p_program_id is null or e.program_id = p_program_id));
end;
$$;

revoke all on function public.join_waitlist(uuid, jsonb), public.leave_waitlist(uuid),
  public.decline_waitlist_offer(uuid), public.my_waitlist(), public.admin_waitlist(uuid),
  public.admin_move_waitlist_entry(uuid, integer), public.admin_offer_waitlist_place(uuid),
  public.admin_remove_waitlist_entry(uuid), public.admin_waitlist_export(uuid)
  from public, anon;
grant execute on function public.join_waitlist(uuid, jsonb), public.leave_waitlist(uuid),
  public.decline_waitlist_offer(uuid), public.my_waitlist(), public.admin_waitlist(uuid),
  public.admin_move_waitlist_entry(uuid, integer), public.admin_offer_waitlist_place(uuid),
  public.admin_remove_waitlist_entry(uuid), public.admin_waitlist_export(uuid)
  to authenticated, service_role;
