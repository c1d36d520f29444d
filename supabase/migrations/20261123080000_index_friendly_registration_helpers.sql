-- Benchmarks (issue 12): the set helpers behind the programs, price tiers,
-- questions, responses and code-link policies read every registration for a
-- non-admin caller. "user_id = me OR participant_id IN (...) OR volunteer_id
-- IN (...)" cannot use an index (an OR with hashed subplans), so each embedded
-- program on "my registrations" and the dashboard cost a sequential scan of
-- the whole table (two per query: my_registration_ids inside
-- my_registered_program_ids). Same rows as 20261122031600, written as a UNION
-- of arms that each use an index (registrations_user_id_idx,
-- registrations_participant_id_idx, registrations_volunteer_id_idx).
-- Security definer with an empty search_path, as before; grants unchanged.

create or replace function private.my_registration_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.id from public.registrations r where r.user_id = (select auth.uid())
  union
  select r.id from public.registrations r
  where r.participant_id = any (array(select private.my_participant_ids()))
  union
  select r.id from public.registrations r
  where r.volunteer_id = any (array(select private.my_volunteer_ids()))
$$;

create or replace function private.my_registered_program_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.program_id from public.registrations r where r.user_id = (select auth.uid())
  union
  select r.program_id from public.registrations r
  where r.participant_id = any (array(select private.my_participant_ids()))
  union
  select r.program_id from public.registrations r
  where r.volunteer_id = any (array(select private.my_volunteer_ids()))
$$;
