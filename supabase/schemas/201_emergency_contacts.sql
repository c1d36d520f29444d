-- supabase/schemas (the current schema; supabase/README.md): participants, part 2 of 4.

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
revoke all on function private.owns_volunteer(p_volunteer_id uuid) from public;
grant execute on function private.owns_volunteer(p_volunteer_id uuid) to anon, authenticated, service_role;

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
revoke all on function private.my_volunteer_ids() from public;
grant execute on function private.my_volunteer_ids() to anon, authenticated, service_role;

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
  constraint emergency_contacts_one_owner check (num_nonnulls(participant_id, volunteer_id) = 1),
  -- Profiles and participants (issue 5): the rules of spec 1 sections 4-5 that the completion wizards, the
  -- participant screens and the profile page enforce, held again in the database so a hand-made request cannot
  -- skip them.
  constraint emergency_contacts_phone_length check ((char_length(btrim(phone)) >= 10)),
  -- Spec 1 section 5: an emergency contact e-mail, when given, is a valid address.
  constraint emergency_contacts_email_format check (((email is null) or (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'::text))),
  constraint emergency_contacts_name_max check ((char_length(name) <= 100)),
  constraint emergency_contacts_phone_max check ((char_length(phone) <= 30)),
  constraint emergency_contacts_email_max check ((char_length(email) <= 254)),
  constraint emergency_contacts_relationship_other_max check ((char_length(relationship_other) <= 255)),
  -- Every text and JSON column has a size limit (issue 17 point 8; decision 0008 lists the limits and why).
  constraint emergency_contacts_name_clean check (private.is_clean_name(name)),
  -- Every text and JSON column has a size limit (issue 17 point 8; decision 0008 lists the limits and why).
  constraint emergency_contacts_phone_format check (private.is_phone(btrim(phone)))
);
alter table public.emergency_contacts enable row level security;
revoke all on table public.emergency_contacts from anon, authenticated;
grant insert, select, update, delete on table public.emergency_contacts to authenticated;

-- updated_at maintenance.
create trigger emergency_contacts_set_updated_at
  before update on public.emergency_contacts
  for each row execute function private.set_updated_at();

-- Lookups by owner, primary first.
create index emergency_contacts_participant_id_idx on public.emergency_contacts (participant_id, is_primary desc);

create index emergency_contacts_volunteer_id_idx on public.emergency_contacts (volunteer_id, is_primary desc);

-- After participants_normalise (trigger names fire in alphabetical order).
create trigger participants_profile_rules
  before insert or update on public.participants
  for each row execute function private.participant_profile_rules();

-- Before the check constraints see the row.
create trigger emergency_contacts_rules
  before insert or update on public.emergency_contacts
  for each row execute function private.emergency_contact_rules();

-- Before the check constraints see the row.
create trigger volunteer_profiles_rules
  before insert or update on public.volunteer_profiles
  for each row execute function private.volunteer_profile_rules();

-- Inserts a participant for the caller from json (owner columns set here).
create or replace function private.insert_participant(p_participant jsonb, p_guardian uuid)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  r public.participants := jsonb_populate_record(null::public.participants, p_participant);
  v_id uuid;
begin
  insert into public.participants (
    user_id, parent_guardian_id, first_name, last_name, email, date_of_birth, address, city, province,
    postal_code, gender_identity, gender_self_description, visual_classification, visual_condition,
    visual_condition_other, played_traditional_hockey, first_played_blind_hockey_year,
    hockey_referral_source, hockey_referral_other, position, social_media_handles, skating_experience,
    is_first_time_participant, needs_equipment, allergies, medical_conditions)
  values (
    auth.uid(), p_guardian, r.first_name, r.last_name, r.email, r.date_of_birth, r.address, r.city,
    coalesce(r.province, 'ON'), r.postal_code, r.gender_identity, r.gender_self_description,
    r.visual_classification, r.visual_condition, r.visual_condition_other, r.played_traditional_hockey,
    r.first_played_blind_hockey_year, r.hockey_referral_source, r.hockey_referral_other, r.position,
    r.social_media_handles, r.skating_experience, r.is_first_time_participant,
    coalesce(r.needs_equipment, false), r.allergies, r.medical_conditions)
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function private.insert_participant(p_participant jsonb, p_guardian uuid) from public;
grant execute on function private.insert_participant(p_participant jsonb, p_guardian uuid) to authenticated, service_role;

-- =====================================================================
-- complete_volunteer_profile
-- =====================================================================

-- The volunteer form (spec 1 sections 2, 5): names and phone on
-- user_profiles, volunteer_profiles (age derived by trigger) and the primary
-- emergency contact, whose e-mail is required. Returns the volunteer id.
create or replace function public.complete_volunteer_profile(p_profile jsonb, p_volunteer jsonb, p_contact jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_profile public.user_profiles := private.save_own_basics(p_profile);
  r public.volunteer_profiles := jsonb_populate_record(null::public.volunteer_profiles, p_volunteer);
  v_id uuid;
begin
  perform private.require_keys(p_volunteer,
    array['date_of_birth', 'address', 'city', 'coaching_experience_level'], 'volunteer_required_fields');
  perform private.require_keys(p_contact, array['email'], 'volunteer_contact_email_required');
  insert into public.volunteer_profiles (
    user_id, first_name, last_name, email, date_of_birth, address, city, phone,
    has_hockey_canada_certificate, coaching_experience_level, has_first_aid_certificate,
    has_volunteered_cbh_before, has_vulnerable_sector_check, medical_conditions)
  values (
    auth.uid(), v_profile.first_name, v_profile.last_name, v_profile.email, r.date_of_birth, r.address,
    r.city, v_profile.phone, coalesce(r.has_hockey_canada_certificate, false), r.coaching_experience_level,
    coalesce(r.has_first_aid_certificate, false), coalesce(r.has_volunteered_cbh_before, false),
    coalesce(r.has_vulnerable_sector_check, false), r.medical_conditions)
  returning id into v_id;
  perform private.insert_primary_contact(p_contact, null, v_id);
  return v_id;
end;
$$;
revoke all on function public.complete_volunteer_profile(p_profile jsonb, p_volunteer jsonb, p_contact jsonb) from public, anon;

create trigger participants_refuse_inactive_account before insert or delete or update on public.participants for each statement execute function private.refuse_inactive_account();

create trigger volunteer_profiles_refuse_inactive_account before insert or delete or update on public.volunteer_profiles for each statement execute function private.refuse_inactive_account();

create trigger emergency_contacts_refuse_inactive_account before insert or delete or update on public.emergency_contacts for each statement execute function private.refuse_inactive_account();

-- =====================================================================
-- At most one primary (also under concurrent writes)
-- =====================================================================

-- One primary per participant.
create unique index emergency_contacts_one_primary_participant_idx
  on public.emergency_contacts (participant_id) where is_primary and participant_id is not null;

-- One primary per volunteer.
create unique index emergency_contacts_one_primary_volunteer_idx
  on public.emergency_contacts (volunteer_id) where is_primary and volunteer_id is not null;
