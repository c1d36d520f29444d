-- Accounts and callers (issue 17 points 6, 7, 9 and 12): who counts as the
-- server, what a deactivated or demoted account may still do, coordinator
-- assignments that reveal nothing to non-admins, and the grants of the admin
-- registrations view.

-- =====================================================================
-- Who is the server (point 9)
-- =====================================================================

-- True for the server only: a request whose JWT says role service_role, or a
-- direct database session with no JWT claims at all (migrations, seed, the
-- local auth server) as a role other than anon/authenticated. A JWT without
-- a role claim (storage signed-URL tokens are such JWTs) is NOT the server,
-- even inside a security definer function. Security invoker on purpose:
-- current_user must be the caller's role.
create or replace function private.is_server_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when nullif(current_setting('request.jwt.claims', true), '') is null
         and nullif(current_setting('request.jwt.claim.role', true), '') is null
         and nullif(current_setting('request.jwt.claim.sub', true), '') is null
      then current_user not in ('anon', 'authenticated')
    else coalesce(auth.role(), '') = 'service_role'
  end
$$;

-- =====================================================================
-- Deactivated accounts (point 6)
-- =====================================================================

-- Raises 'account_inactive' when the signed-in caller's profile is
-- deactivated. The server (no auth.uid()) and anonymous callers pass.
create or replace function private.assert_active_account()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and exists (
    select 1 from public.user_profiles p where p.id = auth.uid() and not p.is_active
  ) then
    raise exception 'This account is deactivated. Please contact an administrator.'
      using errcode = '42501', hint = 'account_inactive';
  end if;
end;
$$;

-- Statement trigger: every write to a table is refused for a deactivated
-- caller, whether it comes straight from the API or from inside a function.
create or replace function private.refuse_inactive_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.assert_active_account();
  return null;
end;
$$;

-- On every table an API caller can write, directly or through a function.
do $$
declare
  t text;
begin
  foreach t in array array[
    'user_profiles', 'participants', 'volunteer_profiles', 'emergency_contacts',
    'programs', 'program_price_tiers', 'financial_assistance_codes', 'registration_questions',
    'program_coordinators', 'registrations', 'registration_responses', 'registration_assistance_codes',
    'refund_logs', 'saved_payment_methods', 'email_outbox', 'events', 'equipment_inventory', 'equipment_loans'
  ] loop
    execute format(
      'create trigger %I before insert or update or delete on public.%I '
      'for each statement execute function private.refuse_inactive_account()',
      t || '_refuse_inactive_account', t);
  end loop;
end;
$$;

-- =====================================================================
-- Coordinators must still be active staff (point 6)
-- =====================================================================

-- The caller's profile is active with a role that may coordinate.
create or replace function private.is_active_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_profiles p
    where p.id = auth.uid() and p.is_active and p.role in ('volunteer', 'coach', 'admin')
  )
$$;

-- The caller has an active coordinator assignment for the program and is
-- still active staff (a deactivated or demoted coordinator loses the roster).
create or replace function private.is_coordinator_of(p_program_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_active_staff() and exists (
    select 1 from public.program_coordinators c
    where c.program_id = p_program_id and c.user_id = auth.uid() and c.is_active
  )
$$;

-- Programs the caller actively coordinates (none unless active staff).
create or replace function private.my_coordinated_program_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.program_id from public.program_coordinators c
  where c.user_id = auth.uid() and c.is_active and private.is_active_staff()
$$;

-- The per-row helpers coordinates_participant/coordinates_volunteer have had
-- no caller since the set helpers of 20261122031600 replaced them in every
-- policy: dropped rather than kept as a second, unused form of this rule.
drop function private.coordinates_participant(uuid);
drop function private.coordinates_volunteer(uuid);

-- =====================================================================
-- Coordinator assignments reveal nothing to non-admins (point 7)
-- =====================================================================

-- Admins (or the server) only, checked BEFORE the role lookup: a non-admin's
-- insert is refused the same way whatever the role of the user it names.
create or replace function private.check_coordinator_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (private.is_admin() or private.is_server_caller()) then
    raise exception 'Only an administrator can assign coordinators' using errcode = '42501', hint = 'admin_only';
  end if;
  if not exists (
    select 1 from public.user_profiles p
    where p.id = new.user_id and p.role in ('volunteer', 'coach', 'admin')
  ) then
    raise exception 'Coordinators must have the role volunteer, coach or admin'
      using errcode = '23514', hint = 'coordinator_role';
  end if;
  return new;
end;
$$;

-- =====================================================================
-- Admin registrations view: read only (point 12)
-- =====================================================================

-- Default privileges had granted insert/update/delete to authenticated.
revoke all on public.admin_registration_rows from anon, authenticated, public;
grant select on public.admin_registration_rows to authenticated;

-- =====================================================================
-- Execute rights
-- =====================================================================

revoke all on function private.assert_active_account(), private.refuse_inactive_account(),
  private.is_active_staff() from public;
grant execute on function private.assert_active_account(), private.is_active_staff()
  to anon, authenticated, service_role;
