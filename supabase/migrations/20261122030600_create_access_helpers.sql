-- Role helpers used by every policy (ARCHITECTURE section 3). Security definer
-- so they can read user_profiles/program_coordinators past RLS without
-- recursion; fixed empty search_path; used in policies as (select private.fn()).

-- =====================================================================
-- Helpers
-- =====================================================================

-- The caller is an active admin.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_profiles p
    where p.id = auth.uid() and p.role = 'admin' and p.is_active
  )
$$;

-- The caller has an active coordinator assignment for the program.
create or replace function private.is_coordinator_of(p_program_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.program_coordinators c
    where c.program_id = p_program_id and c.user_id = auth.uid() and c.is_active
  )
$$;

-- The caller owns the participant (their own record or their child's).
create or replace function private.owns_participant(p_participant_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.participants p
    where p.id = p_participant_id
      and (p.user_id = auth.uid() or p.parent_guardian_id = auth.uid())
  )
$$;

-- The caller owns the volunteer profile.
create or replace function private.owns_volunteer(p_volunteer_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.volunteer_profiles v
    where v.id = p_volunteer_id and v.user_id = auth.uid()
  )
$$;

-- The caller coordinates a program in which this participant has an active
-- (pending/approved) registration.
create or replace function private.coordinates_participant(p_participant_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.registrations r
    join public.program_coordinators c on c.program_id = r.program_id
    where r.participant_id = p_participant_id
      and r.status in ('pending', 'approved')
      and c.user_id = auth.uid() and c.is_active
  )
$$;

-- Same for a volunteer registered in a coordinated program.
create or replace function private.coordinates_volunteer(p_volunteer_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.registrations r
    join public.program_coordinators c on c.program_id = r.program_id
    where r.volunteer_id = p_volunteer_id
      and r.status in ('pending', 'approved')
      and c.user_id = auth.uid() and c.is_active
  )
$$;

-- The caller can see a registration as its owner: made it, owns the
-- participant, or is the volunteer.
create or replace function private.owns_registration(p_registration_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.registrations r
    where r.id = p_registration_id
      and (
        r.user_id = auth.uid()
        or exists (select 1 from public.participants p
                   where p.id = r.participant_id
                     and (p.user_id = auth.uid() or p.parent_guardian_id = auth.uid()))
        or exists (select 1 from public.volunteer_profiles v
                   where v.id = r.volunteer_id and v.user_id = auth.uid())
      )
  )
$$;

-- The caller has a registration (any status) in the program, so it can still
-- read the program, tier and questions after the program is deactivated.
create or replace function private.has_registration_in(p_program_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.registrations r
    left join public.participants p on p.id = r.participant_id
    left join public.volunteer_profiles v on v.id = r.volunteer_id
    where r.program_id = p_program_id
      and (r.user_id = auth.uid() or p.user_id = auth.uid()
           or p.parent_guardian_id = auth.uid() or v.user_id = auth.uid())
  )
$$;

-- Helpers are for policies only: not callable by PUBLIC, only by API roles.
revoke all on all functions in schema private from public;
grant execute on function
  private.is_admin(), private.is_coordinator_of(uuid), private.owns_participant(uuid),
  private.owns_volunteer(uuid), private.coordinates_participant(uuid),
  private.coordinates_volunteer(uuid), private.owns_registration(uuid),
  private.has_registration_in(uuid), private.is_server_caller(), private.is_direct_client(),
  private.toronto_today()
  to anon, authenticated, service_role;
