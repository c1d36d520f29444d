-- supabase/schemas (the current schema; supabase/README.md): waitlist, part 2 of 6.

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
    - p.places_taken
    - private.program_places_held_against(p.id, p_user_id), 0) end
  from public.programs p where p.id = p_program_id
$$;
revoke all on function private.program_places_left(p_program_id uuid, p_user_id uuid) from public;
grant execute on function private.program_places_left(p_program_id uuid, p_user_id uuid) to service_role;

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
revoke all on function public.places_left_for(p_program_id uuid, p_user_id uuid) from public, anon, authenticated;

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
revoke all on function public.tier_spots_left_for(p_tier_id uuid, p_user_id uuid) from public, anon, authenticated;

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
    (p.max_participants is null
      or p.places_taken + private.program_places_held(p.id, p_participant) < p.max_participants)
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
revoke all on function private.waitlist_wish_fits(p_program_id uuid, p_tier_id uuid, p_participant uuid) from public;

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
revoke all on function private.waitlist_position(p_entry_id uuid) from public;

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
revoke all on function private.queue_waitlist_offer_email(p_entry_id uuid) from public;

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
    exit when v_program.max_participants is not null
      and v_program.places_taken + private.program_places_held(p_program_id, null) >= v_program.max_participants;
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
revoke all on function private.process_waitlist(p_program_id uuid) from public;
