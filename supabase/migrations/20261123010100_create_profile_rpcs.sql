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

-- =====================================================================
-- Execute rights
-- =====================================================================

-- Signed-in users only; the private helpers run inside these (invoker).
revoke all on function
  public.complete_participant_profile(jsonb, jsonb, jsonb),
  public.create_participant(jsonb, jsonb),
  public.complete_volunteer_profile(jsonb, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function
  public.complete_participant_profile(jsonb, jsonb, jsonb),
  public.create_participant(jsonb, jsonb),
  public.complete_volunteer_profile(jsonb, jsonb, jsonb)
  to authenticated, service_role;
revoke all on function
  private.require_keys(jsonb, text[], text), private.save_own_basics(jsonb),
  private.insert_participant(jsonb, uuid), private.insert_primary_contact(jsonb, uuid, uuid)
  from public, anon;
grant execute on function
  private.require_keys(jsonb, text[], text), private.save_own_basics(jsonb),
  private.insert_participant(jsonb, uuid), private.insert_primary_contact(jsonb, uuid, uuid)
  to authenticated, service_role;
