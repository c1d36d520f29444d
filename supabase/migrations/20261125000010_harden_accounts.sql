-- Deactivated accounts (issue 17 point 6): every write of a deactivated
-- signed-in caller is refused, on every table. The other points of issue 17 handled
-- with it live beside what they guard: who counts as the server
-- (private.is_server_caller, point 9) and coordinators who must still be
-- active staff (private.is_active_staff, point 6) in 20261122030000 and
-- 20261122030100, coordinator assignments that reveal nothing to non-admins
-- (private.check_coordinator_role, point 7) in 20261122030100, the read-only
-- admin registrations view (point 12) in 20261123090000. Photo writes:
-- 20261122031500.

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
-- Execute rights
-- =====================================================================

revoke all on function private.assert_active_account(), private.refuse_inactive_account() from public;
grant execute on function private.assert_active_account() to anon, authenticated, service_role;
