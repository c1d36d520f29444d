-- supabase/schemas (the current schema; supabase/README.md): participants, part 1 of 4.

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
  updated_at timestamptz not null default now(),
  -- A family's own data (issue 25 points 3-4): the copy of everything the database holds about an account
  -- (export_my_data), the account's deletion by its owner (delete_my_account) or by an administrator
  -- (admin_delete_account),
  anonymised_at timestamp with time zone,
  constraint participants_first_name_max check ((char_length(first_name) <= 100)),
  constraint participants_last_name_max check ((char_length(last_name) <= 100)),
  constraint participants_email_max check ((char_length(email) <= 254)),
  constraint participants_address_max check ((char_length(address) <= 255)),
  constraint participants_city_max check ((char_length(city) <= 255)),
  constraint participants_gender_self_description_max check ((char_length(gender_self_description) <= 255)),
  constraint participants_visual_condition_other_max check ((char_length(visual_condition_other) <= 255)),
  constraint participants_hockey_referral_other_max check ((char_length(hockey_referral_other) <= 255)),
  constraint participants_social_media_handles_max check ((char_length(social_media_handles) <= 255)),
  constraint participants_allergies_max check ((char_length(allergies) <= 2000)),
  constraint participants_medical_conditions_max check ((char_length(medical_conditions) <= 2000)),
  -- Every text and JSON column has a size limit (issue 17 point 8; decision 0008 lists the limits and why).
  constraint participants_names_clean check ((private.is_clean_name(first_name) and private.is_clean_name(last_name))),
  -- Every text and JSON column has a size limit (issue 17 point 8; decision 0008 lists the limits and why).
  constraint participants_email_format check (private.is_email(email))
);
alter table public.participants enable row level security;
-- Owner columns (id, user_id, parent_guardian_id) and the concussion date are
-- not updatable from the browser: a row cannot be moved to another account.
-- A participant's e-mail has text on both sides of one @ ('a@' is refused);
-- a volunteer's is a full address, like an emergency contact's.
-- Every column but allergies, medical_conditions, visual_condition and
-- visual_condition_other. A column added later is not readable until granted.
revoke all on table public.participants from anon, authenticated;
grant insert, delete on table public.participants to authenticated;
grant select (id, user_id, parent_guardian_id, first_name, last_name, email, date_of_birth, address, city, province, postal_code, gender_identity, gender_self_description, visual_classification, played_traditional_hockey, first_played_blind_hockey_year, hockey_referral_source, hockey_referral_other, position, social_media_handles, skating_experience, is_first_time_participant, needs_equipment, concussion_acknowledged_at, created_at, updated_at, anonymised_at) on table public.participants to authenticated;
grant update (first_name, last_name, email, date_of_birth, address, city, province, postal_code, gender_identity, gender_self_description, visual_classification, visual_condition, visual_condition_other, played_traditional_hockey, first_played_blind_hockey_year, hockey_referral_source, hockey_referral_other, position, social_media_handles, skating_experience, is_first_time_participant, needs_equipment, allergies, medical_conditions, updated_at) on table public.participants to authenticated;

-- updated_at maintenance.
create trigger participants_set_updated_at
  before update on public.participants
  for each row execute function private.set_updated_at();

-- Lists by owner (newest first) and by guardian; admin locations (postal code).
create index participants_user_id_idx on public.participants (user_id, created_at desc);

create index participants_parent_guardian_id_idx on public.participants (parent_guardian_id);

create index participants_postal_code_idx on public.participants (postal_code) where postal_code is not null;

-- Runs before the check constraints see the row.
create trigger participants_normalise
  before insert or update on public.participants
  for each row execute function private.normalise_participant();

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
revoke all on function private.owns_participant(p_participant_id uuid) from public;
grant execute on function private.owns_participant(p_participant_id uuid) to anon, authenticated, service_role;

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
revoke all on function private.my_participant_ids() from public;
grant execute on function private.my_participant_ids() to anon, authenticated, service_role;

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
  updated_at timestamptz not null default now(),
  -- A family's own data (issue 25 points 3-4): the copy of everything the database holds about an account
  -- (export_my_data), the account's deletion by its owner (delete_my_account) or by an administrator
  -- (admin_delete_account),
  anonymised_at timestamp with time zone,
  -- Profiles and participants (issue 5): the rules of spec 1 sections 4-5 that the completion wizards, the
  -- participant screens and the profile page enforce, held again in the database so a hand-made request cannot
  -- skip them.
  constraint volunteer_profiles_phone_length check (((phone is null) or (char_length(btrim(phone)) >= 10))),
  constraint volunteer_profiles_first_name_max check ((char_length(first_name) <= 100)),
  constraint volunteer_profiles_last_name_max check ((char_length(last_name) <= 100)),
  constraint volunteer_profiles_phone_max check ((char_length(phone) <= 30)),
  constraint volunteer_profiles_email_max check ((char_length(email) <= 254)),
  constraint volunteer_profiles_address_max check ((char_length(address) <= 255)),
  constraint volunteer_profiles_city_max check ((char_length(city) <= 255)),
  constraint volunteer_profiles_medical_conditions_max check ((char_length(medical_conditions) <= 2000)),
  -- Every text and JSON column has a size limit (issue 17 point 8; decision 0008 lists the limits and why).
  constraint volunteer_profiles_names_clean check ((private.is_clean_name(first_name) and private.is_clean_name(last_name))),
  -- Every text and JSON column has a size limit (issue 17 point 8; decision 0008 lists the limits and why).
  constraint volunteer_profiles_email_format check (((email is null) or (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'::text))),
  -- Every text and JSON column has a size limit (issue 17 point 8; decision 0008 lists the limits and why).
  constraint volunteer_profiles_phone_format check (private.is_phone(btrim(phone)))
);
alter table public.volunteer_profiles enable row level security;
-- Every column but medical_conditions.
revoke all on table public.volunteer_profiles from anon, authenticated;
grant insert, delete on table public.volunteer_profiles to authenticated;
grant select (id, user_id, first_name, last_name, email, date_of_birth, age, address, city, phone, has_hockey_canada_certificate, coaching_experience_level, has_first_aid_certificate, has_volunteered_cbh_before, has_vulnerable_sector_check, created_at, updated_at, anonymised_at) on table public.volunteer_profiles to authenticated;
grant update (first_name, last_name, email, date_of_birth, age, address, city, phone, has_hockey_canada_certificate, coaching_experience_level, has_first_aid_certificate, has_volunteered_cbh_before, has_vulnerable_sector_check, medical_conditions, updated_at) on table public.volunteer_profiles to authenticated;

-- updated_at maintenance.
create trigger volunteer_profiles_set_updated_at
  before update on public.volunteer_profiles
  for each row execute function private.set_updated_at();
