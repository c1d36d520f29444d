-- supabase/schemas (the current schema; supabase/README.md): accounts, part 3 of 6.

-- Profiles and participants (issue 5): each screen's save in one transaction,
-- so a failed step never leaves half a profile (e.g. a participant record
-- without its emergency contact, which would already count as "complete").
-- Security invoker on purpose: row security, column grants and the rules
-- of 20261123010000_add_profile_rules.sql apply to the caller as for any
-- browser write; these functions only add atomicity and the required-field
-- checks of the completion forms.
--   p_profile:     { first_name, last_name, phone }
--   p_participant: participants columns (json names = column names)
--   p_volunteer:   volunteer_profiles columns
--   p_contact:     { name, relationship, relationship_other, phone, email }

-- =====================================================================
-- Helpers
-- =====================================================================

-- Raises the spec's 'Please fill in ...' error when a required key is blank.
create or replace function private.require_keys(p_values jsonb, p_keys text[], p_hint text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  k text;
begin
  foreach k in array p_keys loop
    if nullif(btrim(coalesce(p_values ->> k, '')), '') is null then
      raise exception 'Please fill in the % field', k using errcode = '23502', hint = p_hint;
    end if;
  end loop;
end;
$$;
revoke all on function private.require_keys(p_values jsonb, p_keys text[], p_hint text) from public;
grant execute on function private.require_keys(p_values jsonb, p_keys text[], p_hint text) to authenticated, service_role;

-- Updates the caller's names and phone (required, at least 10 characters).
create or replace function private.save_own_basics(p_profile jsonb)
returns public.user_profiles
language plpgsql
set search_path = ''
as $$
declare
  v_row public.user_profiles;
begin
  if auth.uid() is null then
    raise exception 'No active session found' using errcode = '42501';
  end if;
  perform private.require_keys(p_profile, array['first_name', 'last_name', 'phone'], 'profile_required_fields');
  update public.user_profiles
     set first_name = btrim(p_profile ->> 'first_name'),
         last_name = btrim(p_profile ->> 'last_name'),
         phone = btrim(p_profile ->> 'phone')
   where id = auth.uid()
  returning * into v_row;
  if v_row.id is null then
    raise exception 'Profile not found' using errcode = 'P0002';
  end if;
  return v_row;
end;
$$;
revoke all on function private.save_own_basics(p_profile jsonb) from public;
grant execute on function private.save_own_basics(p_profile jsonb) to authenticated, service_role;

-- Inserts the primary emergency contact of a participant or volunteer.
create or replace function private.insert_primary_contact(p_contact jsonb, p_participant uuid, p_volunteer uuid)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.require_keys(p_contact, array['name', 'relationship', 'phone'], 'emergency_contact_required_fields');
  insert into public.emergency_contacts (participant_id, volunteer_id, name, relationship, relationship_other,
                                         phone, email, is_primary)
  values (p_participant, p_volunteer, p_contact ->> 'name', p_contact ->> 'relationship',
          p_contact ->> 'relationship_other', p_contact ->> 'phone', p_contact ->> 'email', true);
end;
$$;
revoke all on function private.insert_primary_contact(p_contact jsonb, p_participant uuid, p_volunteer uuid) from public;
grant execute on function private.insert_primary_contact(p_contact jsonb, p_participant uuid, p_volunteer uuid) to authenticated, service_role;

-- =====================================================================
-- complete_participant_profile
-- =====================================================================

-- The participant completion wizard (spec 1 sections 2, 4, 5): names and
-- phone on user_profiles, the caller's own participants row (name and
-- e-mail from the account) and its primary emergency contact. Returns the
-- participant id.
create or replace function public.complete_participant_profile(p_profile jsonb, p_participant jsonb, p_contact jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_profile public.user_profiles := private.save_own_basics(p_profile);
  v_id uuid;
begin
  perform private.require_keys(p_participant,
    array['date_of_birth', 'address', 'city', 'postal_code', 'gender_identity', 'visual_classification',
          'position', 'skating_experience'], 'participant_required_fields');
  v_id := private.insert_participant(
    p_participant || jsonb_build_object('first_name', v_profile.first_name, 'last_name', v_profile.last_name,
                                        'email', v_profile.email),
    null);
  perform private.insert_primary_contact(p_contact, v_id, null);
  return v_id;
end;
$$;
-- Signed-in users only; the private helpers run inside these (invoker).
revoke all on function public.complete_participant_profile(p_profile jsonb, p_participant jsonb, p_contact jsonb) from public, anon;

-- =====================================================================
-- create_participant
-- =====================================================================

-- The add-participant wizard (spec 1 section 2): a participant in the
-- caller's account (a parent is recorded as guardian) with its primary
-- emergency contact. Returns the participant id.
create or replace function public.create_participant(p_participant jsonb, p_contact jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_role text;
  v_id uuid;
begin
  if auth.uid() is null then
    raise exception 'No active session found' using errcode = '42501';
  end if;
  perform private.require_keys(p_participant,
    array['first_name', 'last_name', 'date_of_birth', 'address', 'city', 'postal_code', 'gender_identity',
          'visual_classification', 'position', 'skating_experience'], 'participant_required_fields');
  select p.role into v_role from public.user_profiles p where p.id = auth.uid();
  v_id := private.insert_participant(p_participant,
    case when v_role = 'parent_guardian' then auth.uid() end);
  perform private.insert_primary_contact(p_contact, v_id, null);
  return v_id;
end;
$$;
revoke all on function public.create_participant(p_participant jsonb, p_contact jsonb) from public, anon;

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
revoke all on function private.assert_active_account() from public;
grant execute on function private.assert_active_account() to anon, authenticated, service_role;

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
revoke all on function private.refuse_inactive_account() from public;

create trigger user_profiles_refuse_inactive_account before insert or delete or update on public.user_profiles for each statement execute function private.refuse_inactive_account();

-- Accounts an administrator can manage (issue 21 point 1): change a user's role
-- and deactivate / reactivate an account through two admin-only functions that
-- record who changed what and when in account_changes. They are the only way:
-- an admin's direct update of role or is_active is refused, so every change
-- has its history line. The last active administrator cannot be demoted or
-- deactivated (the account would have no one left to run it).

-- =====================================================================
-- account_changes
-- =====================================================================

-- One line per change of role or account status, newest read first.
create table public.account_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  changed_by uuid references public.user_profiles (id) on delete set null,
  field text not null check (field in ('role', 'is_active')),
  old_value text not null check (char_length(old_value) <= 40),
  new_value text not null check (char_length(new_value) <= 40),
  changed_at timestamptz not null default now()
);
alter table public.account_changes enable row level security;
-- Admins read; only the functions below write (no insert/update/delete grant).
revoke all on table public.account_changes from anon, authenticated;
grant select on table public.account_changes to authenticated;

-- A deactivated caller's writes are refused on this table too.
create trigger account_changes_refuse_inactive_account
  before insert or update or delete on public.account_changes
  for each statement execute function private.refuse_inactive_account();

-- The history of a user (newest first) and the foreign key of the changer.
create index account_changes_user_id_idx on public.account_changes (user_id, changed_at desc);

create index account_changes_changed_by_idx on public.account_changes (changed_by);
