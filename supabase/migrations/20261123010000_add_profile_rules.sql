-- Profiles and participants (issue 5): the rules of spec 1 sections 4-5 that
-- the completion wizards, the participant screens and the profile page
-- enforce, held again in the database so a hand-made request cannot skip them.
-- Same rules as supabase/functions/_shared/domain/participant-rules.ts and
-- postal-code.ts. Required fields of new rows are checked by the RPCs of
-- 20261123010100_create_profile_rpcs.sql (decision 0004).

-- =====================================================================
-- Format checks (every writer)
-- =====================================================================

-- Spec 1 section 9: phone minimum 10 characters.
alter table public.user_profiles
  add constraint user_profiles_phone_length check (phone is null or char_length(btrim(phone)) >= 10);
alter table public.volunteer_profiles
  add constraint volunteer_profiles_phone_length check (phone is null or char_length(btrim(phone)) >= 10);
alter table public.emergency_contacts
  add constraint emergency_contacts_phone_length check (char_length(btrim(phone)) >= 10);

-- Spec 1 section 5: an emergency contact e-mail, when given, is a valid address.
alter table public.emergency_contacts
  add constraint emergency_contacts_email_format
  check (email is null or email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$');

-- Spec 1 section 5: a participant e-mail, when given, contains '@'.
alter table public.participants
  add constraint participants_email_format check (email is null or position('@' in email) > 0);

-- =====================================================================
-- participants
-- =====================================================================

-- Optional text is null when blank; each 'other' text is kept only with its
-- own other choice (spec 1 section 4); first blind hockey year not after the
-- current year; required fields never blanked by a browser update; a player,
-- coach or volunteer account holds one participant record (only parents
-- and admins add more: spec 1 sections 2 and 6).
create or replace function private.participant_profile_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_role text;
begin
  new.first_name := btrim(new.first_name);
  new.last_name := btrim(new.last_name);
  new.email := nullif(btrim(new.email), '');
  new.address := nullif(btrim(new.address), '');
  new.city := nullif(btrim(new.city), '');
  new.social_media_handles := nullif(btrim(new.social_media_handles), '');
  new.allergies := nullif(btrim(new.allergies), '');
  new.medical_conditions := nullif(btrim(new.medical_conditions), '');
  new.gender_self_description := case
    when new.gender_identity in ('self_describe', 'prefer_to_self_describe')
    then nullif(btrim(new.gender_self_description), '') end;
  new.visual_condition_other := case
    when new.visual_condition = 'other' then nullif(btrim(new.visual_condition_other), '') end;
  new.hockey_referral_other := case
    when new.hockey_referral_source = 'other' then nullif(btrim(new.hockey_referral_other), '') end;

  if new.first_played_blind_hockey_year is not null
     and new.first_played_blind_hockey_year > extract(year from private.toronto_today())::int then
    raise exception 'First blind hockey year must be between 1900 and the current year'
      using errcode = '23514', hint = 'first_year_out_of_range';
  end if;

  if not private.is_direct_client() or (select private.is_admin()) then
    return new;
  end if;

  -- Every participant screen requires these (edit modal included): a browser
  -- update may not blank one that is set. Required fields of a new record are
  -- checked by the RPCs the screens call (20261123010100_create_profile_rpcs.sql;
  -- decision 0004).
  if new.first_name = '' or new.last_name = ''
     or (tg_op = 'UPDATE' and (
          (new.date_of_birth is null and old.date_of_birth is not null)
       or (new.city is null and old.city is not null)
       or (new.gender_identity is null and old.gender_identity is not null)
       or (new.visual_classification is null and old.visual_classification is not null))) then
    raise exception 'Please fill in all required fields'
      using errcode = '23502', hint = 'participant_required_fields';
  end if;

  if tg_op = 'INSERT' then
    select p.role into v_role from public.user_profiles p where p.id = new.user_id;
    if v_role is distinct from 'parent_guardian'
       and exists (select 1 from public.participants x where x.user_id = new.user_id) then
      raise exception 'This account already has a participant profile; contact an administrator to add others'
        using errcode = '42501', hint = 'participant_limit';
    end if;
  end if;
  return new;
end;
$$;

-- After participants_normalise (trigger names fire in alphabetical order).
create trigger participants_profile_rules
  before insert or update on public.participants
  for each row execute function private.participant_profile_rules();

-- =====================================================================
-- emergency_contacts
-- =====================================================================

-- Blank e-mail is null; relationship_other only with 'other' (spec 1 s. 4).
-- The volunteer form's required contact e-mail is checked by
-- complete_volunteer_profile (decision 0004).
create or replace function private.emergency_contact_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(new.name);
  new.phone := btrim(new.phone);
  new.email := nullif(btrim(new.email), '');
  new.relationship_other := case
    when new.relationship = 'other' then nullif(btrim(new.relationship_other), '') end;
  if new.name = '' then
    raise exception 'Please fill in all emergency contact fields'
      using errcode = '23502', hint = 'emergency_contact_required_fields';
  end if;
  return new;
end;
$$;

-- Before the check constraints see the row.
create trigger emergency_contacts_rules
  before insert or update on public.emergency_contacts
  for each row execute function private.emergency_contact_rules();

-- =====================================================================
-- volunteer_profiles
-- =====================================================================

-- Age derived from the birth date (Toronto date, spec 1 section 5); blank
-- text null. Required fields: complete_volunteer_profile (decision 0004).
create or replace function private.volunteer_profile_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.address := nullif(btrim(new.address), '');
  new.city := nullif(btrim(new.city), '');
  new.phone := nullif(btrim(new.phone), '');
  new.medical_conditions := nullif(btrim(new.medical_conditions), '');
  if new.date_of_birth is not null then
    new.age := extract(year from age(private.toronto_today(), new.date_of_birth))::int;
  end if;
  return new;
end;
$$;

-- Before the check constraints see the row.
create trigger volunteer_profiles_rules
  before insert or update on public.volunteer_profiles
  for each row execute function private.volunteer_profile_rules();

-- =====================================================================
-- user_profiles.profile_photo_url
-- =====================================================================

-- A user may only point their photo at their own folder of the
-- profile-pictures bucket (no third-party tracking images): the public URL
-- ends in /storage/v1/object/public/profile-pictures/{id}/<file>[?query].
create or replace function private.profile_photo_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.profile_photo_url is not null and private.is_direct_client() and not (select private.is_admin())
     and new.profile_photo_url !~ ('^https?://[^[:space:]]+/storage/v1/object/public/profile-pictures/'
                                   || new.id::text || '/[^/?#[:space:]]+([?][^[:space:]]*)?$') then
    raise exception 'A profile photo must be stored in your own profile-pictures folder'
      using errcode = '42501', hint = 'profile_photo_url_not_own';
  end if;
  return new;
end;
$$;

-- Alongside the profile guard.
create trigger user_profiles_photo_rules
  before insert or update of profile_photo_url on public.user_profiles
  for each row execute function private.profile_photo_rules();
