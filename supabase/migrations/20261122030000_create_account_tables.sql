-- Accounts: user profiles, participants, volunteer profiles, emergency contacts.
-- Spec 1 section 3 (entities), ARCHITECTURE sections 3 and 9 (codes, rules).
-- Each table comes with its indexes, triggers, grants and row-level security
-- policies, and with the access helpers its policies use. Supabase's default
-- grants (all to anon/authenticated) are revoked right after each table and
-- re-granted per need before its policies.
-- Who sees what (ARCHITECTURE section 3, "Who sees what"): a user sees and
-- edits their own profile, participants (own and children), volunteer profile
-- and emergency contacts; admins see and change all. Coordinators read the
-- people actively registered in their programs: those read policies need the
-- registrations table and live in 20261122030300_create_registration_tables.sql.

-- =====================================================================
-- Shared helpers
-- =====================================================================

-- Private schema: helper and trigger functions that PostgREST must not expose.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- Keeps updated_at current on every UPDATE (attached to each table below).
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- The organisation's local date (America/Toronto): every day-level rule uses it
-- (ARCHITECTURE section 9, "Day-level rules").
create or replace function private.toronto_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Toronto')::date
$$;

-- Caller classification (ARCHITECTURE section 3, "No privilege escalation").

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

-- True when the statement comes straight from a browser role (not from inside
-- a security definer function, which has already checked its caller).
create or replace function private.is_direct_client()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;

-- =====================================================================
-- user_profiles
-- =====================================================================

-- One row per auth user, created by the handle_new_user trigger on auth.users.
create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  first_name text,
  last_name text,
  phone text,
  role text not null default 'participant'
    check (role in ('participant', 'parent_guardian', 'coach', 'volunteer', 'admin')),
  profile_photo_url text,
  is_active boolean not null default true,
  stripe_customer_id text,
  preferred_language text not null default 'en' check (preferred_language in ('en', 'fr')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.user_profiles enable row level security;
revoke all on public.user_profiles from anon, authenticated;

-- Admin users screen: filter by role, newest first; coordinator picker by role.
create index user_profiles_role_idx on public.user_profiles (role);
create index user_profiles_created_at_idx on public.user_profiles (created_at desc);
create index user_profiles_email_idx on public.user_profiles (lower(email));

-- updated_at maintenance.
create trigger user_profiles_set_updated_at
  before update on public.user_profiles
  for each row execute function private.set_updated_at();

-- Creates user_profiles from raw_user_meta_data (first_name, last_name, role,
-- preferred_language). A role outside the four sign-up roles becomes
-- participant: nobody signs up as admin.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested_role text := meta ->> 'role';
  requested_language text := meta ->> 'preferred_language';
begin
  insert into public.user_profiles (id, email, first_name, last_name, role, preferred_language)
  values (
    new.id,
    coalesce(new.email, ''),
    nullif(trim(meta ->> 'first_name'), ''),
    nullif(trim(meta ->> 'last_name'), ''),
    case when requested_role in ('participant', 'parent_guardian', 'coach', 'volunteer')
         then requested_role else 'participant' end,
    case when requested_language in ('en', 'fr') then requested_language else 'en' end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

-- Fires for every new auth user (sign-up, admin creation, seed).
create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Profile guard: role, is_active, stripe_customer_id and email stay out of
-- users' hands (ARCHITECTURE section 3, "No privilege escalation").
-- Browser inserts (the "create when missing" path of spec 1 section 4) get a
-- sign-up role only, is_active true and no customer id; browser updates by
-- non-admins may not touch role, is_active, stripe_customer_id or email.
create or replace function private.guard_user_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_direct_client() or (select private.is_admin()) then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.role not in ('participant', 'parent_guardian', 'coach', 'volunteer') then
      new.role := 'participant';
    end if;
    new.is_active := true;
    new.stripe_customer_id := null;
    new.email := coalesce(auth.email(), new.email);
    return new;
  end if;
  if new.role is distinct from old.role
     or new.is_active is distinct from old.is_active
     or new.stripe_customer_id is distinct from old.stripe_customer_id
     or new.email is distinct from old.email
     or new.id is distinct from old.id then
    raise exception 'Only an administrator can change role, account status, e-mail or payment customer'
      using errcode = '42501', hint = 'protected_profile_column';
  end if;
  return new;
end;
$$;

-- Runs before RLS checks the new row.
create trigger user_profiles_guard
  before insert or update on public.user_profiles
  for each row execute function private.guard_user_profile();

-- Access helper (security definer so policies can read user_profiles past RLS
-- without recursion; fixed empty search_path; used as (select private.fn())).
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

-- Grants: anon gets nothing; authenticated gets what the policies allow.
grant select, insert, update, delete on public.user_profiles to authenticated;

-- Own row or admin.
create policy "Profiles are viewable by their owner and admins"
  on public.user_profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

-- The "create when missing" path: only one's own row (the guard trigger
-- forces a sign-up role).
create policy "Users can create their own missing profile"
  on public.user_profiles for insert to authenticated
  with check (id = (select auth.uid()) or (select private.is_admin()));

-- Own row or admin; the guard trigger protects role, is_active,
-- stripe_customer_id and email from non-admins.
create policy "Profiles are editable by their owner and admins"
  on public.user_profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()))
  with check (id = (select auth.uid()) or (select private.is_admin()));

-- Accounts are removed by admins only (auth.users cascade otherwise).
create policy "Profiles are deletable by admins"
  on public.user_profiles for delete to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- participants
-- =====================================================================

-- A player: the account holder themself (user_id) or a child of a parent
-- (parent_guardian_id). Codes per ARCHITECTURE section 9.
create table public.participants (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  parent_guardian_id uuid references public.user_profiles (id) on delete set null,
  first_name text not null,
  last_name text not null,
  email text,
  date_of_birth date,
  address text,
  city text,
  province text default 'ON'
    check (province in ('AB','BC','MB','NB','NL','NS','NT','NU','ON','PE','QC','SK','YT')),
  postal_code text check (postal_code ~ '^[A-Z][0-9][A-Z][0-9][A-Z][0-9]$'),
  gender_identity text check (gender_identity in (
    'male', 'female', 'non_binary', 'two_spirit', 'self_describe',
    'prefer_to_self_describe', 'prefer_not_to_say')),
  gender_self_description text,
  visual_classification text check (visual_classification in ('B1', 'B2', 'B3', 'B4', 'Unknown')),
  visual_condition text check (visual_condition in (
    'retinitis_pigmentosa', 'lhon', 'aniridia', 'albinism', 'amd', 'stargardts',
    'diabetic_retinopathy', 'cataracts', 'glaucoma', 'other')),
  visual_condition_other text,
  played_traditional_hockey boolean,
  first_played_blind_hockey_year integer check (first_played_blind_hockey_year between 1900 and 2200),
  hockey_referral_source text check (hockey_referral_source in (
    'social_media', 'traditional_media', 'cnib_referral', 'try_it_program', 'word_of_mouth', 'other')),
  hockey_referral_other text,
  position text check (position in ('forward', 'defense', 'goalie')),
  social_media_handles text,
  skating_experience text check (skating_experience in ('none', 'beginner', 'intermediate', 'advanced')),
  is_first_time_participant boolean,
  needs_equipment boolean not null default false,
  allergies text,
  medical_conditions text,
  concussion_acknowledged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.participants enable row level security;
revoke all on public.participants from anon, authenticated;

-- Lists by owner (newest first) and by guardian; admin locations (postal code).
create index participants_user_id_idx on public.participants (user_id, created_at desc);
create index participants_parent_guardian_id_idx on public.participants (parent_guardian_id);
create index participants_postal_code_idx on public.participants (postal_code) where postal_code is not null;

-- Normalises the postal code (upper case, no spaces; empty becomes null) and
-- refuses a birth date less than five years before today (ARCHITECTURE s. 9).
create or replace function private.normalise_participant()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.postal_code := nullif(upper(regexp_replace(coalesce(new.postal_code, ''), '\s', '', 'g')), '');
  if new.date_of_birth is not null
     and new.date_of_birth > (private.toronto_today() - interval '5 years')::date then
    raise exception 'Date of birth must be at least five years before today'
      using errcode = '23514', hint = 'date_of_birth_too_recent';
  end if;
  return new;
end;
$$;

-- Runs before the check constraints see the row.
create trigger participants_normalise
  before insert or update on public.participants
  for each row execute function private.normalise_participant();

-- updated_at maintenance.
create trigger participants_set_updated_at
  before update on public.participants
  for each row execute function private.set_updated_at();

-- Access helpers for policies.
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

-- Set form for "column in (select ...)" in policies: Postgres runs it once per
-- query (a hashed subplan) instead of once per row (ARCHITECTURE section 8).
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

-- Owner columns (id, user_id, parent_guardian_id) and the concussion date are
-- not updatable from the browser: a row cannot be moved to another account.
grant select, insert, delete on public.participants to authenticated;
grant update (
  first_name, last_name, email, date_of_birth, address, city, province, postal_code,
  gender_identity, gender_self_description, visual_classification, visual_condition,
  visual_condition_other, played_traditional_hockey, first_played_blind_hockey_year,
  hockey_referral_source, hockey_referral_other, position, social_media_handles,
  skating_experience, is_first_time_participant, needs_equipment, allergies,
  medical_conditions, updated_at
) on public.participants to authenticated;

-- Read: policy "Participants are viewable by their owner, guardian,
-- coordinators and admins" in 20261122030300_create_registration_tables.sql.

-- A user creates participants in their own account, as their own guardian.
create policy "Users can add participants to their own account"
  on public.participants for insert to authenticated
  with check (
    (user_id = (select auth.uid())
     and (parent_guardian_id is null or parent_guardian_id = (select auth.uid())))
    or (select private.is_admin())
  );

-- Owner, guardian or admin.
create policy "Participants are editable by their owner, guardian and admins"
  on public.participants for update to authenticated
  using (
    user_id = (select auth.uid())
    or parent_guardian_id = (select auth.uid())
    or (select private.is_admin())
  )
  with check (
    user_id = (select auth.uid())
    or parent_guardian_id = (select auth.uid())
    or (select private.is_admin())
  );

-- Owner, guardian or admin (registrations cascade).
create policy "Participants are deletable by their owner, guardian and admins"
  on public.participants for delete to authenticated
  using (
    user_id = (select auth.uid())
    or parent_guardian_id = (select auth.uid())
    or (select private.is_admin())
  );

-- =====================================================================
-- volunteer_profiles
-- =====================================================================

-- A volunteer's own profile (one per user); registrations use volunteer_id.
create table public.volunteer_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references public.user_profiles (id) on delete cascade,
  first_name text,
  last_name text,
  email text,
  date_of_birth date,
  age integer check (age between 0 and 150),
  address text,
  city text,
  phone text,
  has_hockey_canada_certificate boolean not null default false,
  coaching_experience_level text check (coaching_experience_level in ('beginner', 'intermediate', 'advanced')),
  has_first_aid_certificate boolean not null default false,
  has_volunteered_cbh_before boolean not null default false,
  has_vulnerable_sector_check boolean not null default false,
  medical_conditions text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.volunteer_profiles enable row level security;
revoke all on public.volunteer_profiles from anon, authenticated;

-- updated_at maintenance.
create trigger volunteer_profiles_set_updated_at
  before update on public.volunteer_profiles
  for each row execute function private.set_updated_at();

-- Access helpers for policies.
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

grant select, insert, delete on public.volunteer_profiles to authenticated;
grant update (
  first_name, last_name, email, date_of_birth, age, address, city, phone,
  has_hockey_canada_certificate, coaching_experience_level, has_first_aid_certificate,
  has_volunteered_cbh_before, has_vulnerable_sector_check, medical_conditions, updated_at
) on public.volunteer_profiles to authenticated;

-- Read: policy "Volunteer profiles are viewable by their owner, coordinators
-- and admins" in 20261122030300_create_registration_tables.sql.

-- Only one's own (user_id is unique).
create policy "Users can create their own volunteer profile"
  on public.volunteer_profiles for insert to authenticated
  with check (user_id = (select auth.uid()) or (select private.is_admin()));

-- Owner or admin.
create policy "Volunteer profiles are editable by their owner and admins"
  on public.volunteer_profiles for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()))
  with check (user_id = (select auth.uid()) or (select private.is_admin()));

-- Admins only.
create policy "Volunteer profiles are deletable by admins"
  on public.volunteer_profiles for delete to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- emergency_contacts
-- =====================================================================

-- A contact of exactly one participant or one volunteer.
create table public.emergency_contacts (
  id uuid primary key default gen_random_uuid(),
  participant_id uuid references public.participants (id) on delete cascade,
  volunteer_id uuid references public.volunteer_profiles (id) on delete cascade,
  name text not null,
  relationship text not null check (relationship in (
    'parent', 'guardian', 'spouse', 'sibling', 'friend', 'other', 'other_family')),
  relationship_other text,
  phone text not null,
  email text,
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint emergency_contacts_one_owner check (num_nonnulls(participant_id, volunteer_id) = 1)
);
alter table public.emergency_contacts enable row level security;
revoke all on public.emergency_contacts from anon, authenticated;

-- Lookups by owner, primary first.
create index emergency_contacts_participant_id_idx on public.emergency_contacts (participant_id, is_primary desc);
create index emergency_contacts_volunteer_id_idx on public.emergency_contacts (volunteer_id, is_primary desc);

-- updated_at maintenance.
create trigger emergency_contacts_set_updated_at
  before update on public.emergency_contacts
  for each row execute function private.set_updated_at();

grant select, insert, update, delete on public.emergency_contacts to authenticated;

-- Read: policy "Emergency contacts are viewable by their owner, coordinators
-- and admins" in 20261122030300_create_registration_tables.sql.

-- Only for one's own participant or volunteer profile (checked on the new row,
-- so a contact cannot be attached to someone else's participant).
create policy "Users can add emergency contacts to their own people"
  on public.emergency_contacts for insert to authenticated
  with check (
    (select private.is_admin())
    or private.owns_participant(participant_id)
    or private.owns_volunteer(volunteer_id)
  );

-- Both the old and the new owner must be the caller's.
create policy "Emergency contacts are editable by their owner and admins"
  on public.emergency_contacts for update to authenticated
  using (
    (select private.is_admin())
    or private.owns_participant(participant_id)
    or private.owns_volunteer(volunteer_id)
  )
  with check (
    (select private.is_admin())
    or private.owns_participant(participant_id)
    or private.owns_volunteer(volunteer_id)
  );

-- Owner or admin.
create policy "Emergency contacts are deletable by their owner and admins"
  on public.emergency_contacts for delete to authenticated
  using (
    (select private.is_admin())
    or private.owns_participant(participant_id)
    or private.owns_volunteer(volunteer_id)
  );

-- =====================================================================
-- Execute rights
-- =====================================================================

-- Trigger and helper functions in private are not for direct calls; the
-- helpers used by policies are executable by the API roles only.
revoke all on all functions in schema private from public;
grant execute on function
  private.is_admin(), private.owns_participant(uuid), private.owns_volunteer(uuid),
  private.my_participant_ids(), private.my_volunteer_ids(), private.is_server_caller(),
  private.is_direct_client(), private.toronto_today(), private.is_active_staff()
  to anon, authenticated, service_role;
