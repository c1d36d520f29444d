-- A lapsed offer keeps its place for the waiting list until it is passed on
-- (issue 24 point 2, decision 0051). As 20261127100000, except that an offer
-- past its deadline but not yet marked 'expired' (the sweep runs every minute,
-- and at once on any waiting-list action) still counts as held for everyone,
-- the family that let it lapse included: in that gap the place goes to the
-- next in line, never to whoever registers first. Only a family's own LIVE
-- offer is not held against it.

create or replace function private.program_places_held(p_program_id uuid, p_except_participant uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.program_id = p_program_id and e.status = 'offered'
    and not (e.participant_id is not distinct from p_except_participant and e.offer_expires_at > now())
$$;

create or replace function private.tier_places_held(p_tier_id uuid, p_except_participant uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.price_tier_id = p_tier_id and e.status = 'offered'
    and not (e.participant_id is not distinct from p_except_participant and e.offer_expires_at > now())
$$;

create or replace function private.program_places_held_against(p_program_id uuid, p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.program_id = p_program_id and e.status = 'offered'
    and not (e.user_id is not distinct from p_user_id and e.offer_expires_at > now())
$$;

create or replace function private.tier_places_held_against(p_tier_id uuid, p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.price_tier_id = p_tier_id and e.status = 'offered'
    and not (e.user_id is not distinct from p_user_id and e.offer_expires_at > now())
$$;
