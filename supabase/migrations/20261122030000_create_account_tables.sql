-- Accounts: user profiles, participants, volunteer profiles, emergency contacts.
-- Spec 1 section 3 (entities), ARCHITECTURE sections 3 and 9 (codes, rules).
-- RLS is enabled right after each table; policies live in *_create_*_policies.sql.
-- Default grants (Supabase grants all to anon/authenticated) are revoked here and
-- re-granted per need in 20261122030600_grant_table_access.sql.

-- =====================================================================
-- Shared helpers for tables
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
