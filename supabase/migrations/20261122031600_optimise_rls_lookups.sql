-- Faster policies for long lists (ARCHITECTURE section 8 budgets): per-row
-- helper calls become "column in (select private.my_...())", which Postgres
-- runs once per query (a hashed subplan) instead of once per row. Same rules
-- as 20261122030700..030900; the RLS matrix test checks they still hold.

-- =====================================================================
-- Set-returning helpers (security definer, fixed search_path)
-- =====================================================================

-- Participants the caller owns or is guardian of.
create or replace function private.my_participant_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.participants p
  where p.user_id = auth.uid() or p.parent_guardian_id = auth.uid()
$$;

-- The caller's volunteer profile (zero or one).
create or replace function private.my_volunteer_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select v.id from public.volunteer_profiles v where v.user_id = auth.uid()
$$;

-- Programs the caller actively coordinates.
create or replace function private.my_coordinated_program_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.program_id from public.program_coordinators c
  where c.user_id = auth.uid() and c.is_active
$$;

-- Registrations the caller owns (made them, owns/guards the participant, or
-- is the volunteer).
create or replace function private.my_registration_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.id from public.registrations r
  where r.user_id = auth.uid()
     or r.participant_id in (select private.my_participant_ids())
     or r.volunteer_id in (select private.my_volunteer_ids())
$$;

-- Programs in which the caller has a registration (any status).
create or replace function private.my_registered_program_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct r.program_id from public.registrations r
  where r.id in (select private.my_registration_ids())
$$;

-- Participants and volunteers actively registered in programs the caller coordinates.
create or replace function private.coordinated_participant_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.participant_id from public.registrations r
  where r.participant_id is not null and r.status in ('pending', 'approved')
    and r.program_id in (select private.my_coordinated_program_ids())
$$;

-- Volunteers actively registered in programs the caller coordinates.
create or replace function private.coordinated_volunteer_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.volunteer_id from public.registrations r
  where r.volunteer_id is not null and r.status in ('pending', 'approved')
    and r.program_id in (select private.my_coordinated_program_ids())
$$;

-- Only for policies: API roles may execute, PUBLIC may not.
revoke all on function
  private.my_participant_ids(), private.my_volunteer_ids(), private.my_coordinated_program_ids(),
  private.my_registration_ids(), private.my_registered_program_ids(),
  private.coordinated_participant_ids(), private.coordinated_volunteer_ids()
  from public;
grant execute on function
  private.my_participant_ids(), private.my_volunteer_ids(), private.my_coordinated_program_ids(),
  private.my_registration_ids(), private.my_registered_program_ids(),
  private.coordinated_participant_ids(), private.coordinated_volunteer_ids()
  to anon, authenticated, service_role;

-- =====================================================================
-- Policies rewritten with the set helpers
-- =====================================================================

-- participants: owner, guardian, admins, coordinators.
alter policy "Participants are viewable by their owner, guardian, coordinators and admins"
  on public.participants
  using (
    user_id = (select auth.uid())
    or parent_guardian_id = (select auth.uid())
    or (select private.is_admin())
    or id in (select private.coordinated_participant_ids())
  );

-- volunteer_profiles: owner, admins, coordinators.
alter policy "Volunteer profiles are viewable by their owner, coordinators and admins"
  on public.volunteer_profiles
  using (
    user_id = (select auth.uid())
    or (select private.is_admin())
    or id in (select private.coordinated_volunteer_ids())
  );

-- emergency_contacts: owner side and coordinator side.
alter policy "Emergency contacts are viewable by their owner, coordinators and admins"
  on public.emergency_contacts
  using (
    (select private.is_admin())
    or participant_id in (select private.my_participant_ids())
    or volunteer_id in (select private.my_volunteer_ids())
    or participant_id in (select private.coordinated_participant_ids())
    or volunteer_id in (select private.coordinated_volunteer_ids())
  );

-- registrations: owner, admins, coordinators (pending/approved of their programs).
alter policy "Registrations are viewable by their owner, coordinators and admins"
  on public.registrations
  using (
    user_id = (select auth.uid())
    or (select private.is_admin())
    or participant_id in (select private.my_participant_ids())
    or volunteer_id in (select private.my_volunteer_ids())
    or (status in ('pending', 'approved') and program_id in (select private.my_coordinated_program_ids()))
  );

-- registration_responses and code links: owner of the registration, admins.
alter policy "Responses are viewable by the registration owner and admins"
  on public.registration_responses
  using ((select private.is_admin()) or registration_id in (select private.my_registration_ids()));

alter policy "Code links are viewable by the registration owner and admins"
  on public.registration_assistance_codes
  using ((select private.is_admin()) or registration_id in (select private.my_registration_ids()));

-- programs, tiers, questions: still readable by coordinators and registrants.
alter policy "Programs are viewable by admins, their coordinators and registrants"
  on public.programs
  using (
    (select private.is_admin())
    or id in (select private.my_coordinated_program_ids())
    or id in (select private.my_registered_program_ids())
  );

alter policy "Price tiers are viewable by admins and registrants"
  on public.program_price_tiers
  using ((select private.is_admin()) or program_id in (select private.my_registered_program_ids()));

alter policy "Questions are viewable by admins and registrants"
  on public.registration_questions
  using ((select private.is_admin()) or program_id in (select private.my_registered_program_ids()));
