-- supabase/schemas (the current schema; supabase/README.md): accounts, part 2 of 6.

-- Hand-written (supabase/README.md): a row of the platform's storage.buckets, which a schema differ does not see.
-- A change to it is written by hand in its migration too.

-- Profile photos (spec 1 section 7): bucket profile-pictures, public, 5 MB,
-- raster images only (SVG excluded: it can carry script). Users write only
-- under their own {userId}/ folder, and only while their account is active.
-- Nobody lists the bucket (issue 17 point 7): every folder name is a user id.
-- Photos stay public by exact path: Storage serves a public bucket's objects
-- (GET /object/public/...) without reading storage.objects through RLS, so
-- that needs no select policy. What still reads storage.objects as the
-- caller: listing, the authenticated download, signed URLs, and the row checks
-- behind upsert (insert ... on conflict do update) and remove (delete ...
-- returning). Those are kept to the owner's own {userId}/ folder and admins.

-- =====================================================================
-- Bucket
-- =====================================================================

-- Public bucket with size and type limits enforced by Storage.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('profile-pictures', 'profile-pictures', true, 5242880,
        array['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- =====================================================================
-- Helper
-- =====================================================================

-- A deactivated account cannot write its profile photo (issue 17 point 6).
-- The other tables refuse a deactivated caller with a statement trigger
-- (20261125000010); storage.objects belongs to Storage on hosted Supabase, so
-- the rule goes into the bucket's write policies instead.
-- The signed-in caller's profile is active (false for anyone without one).
create or replace function private.caller_is_active()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_profiles p where p.id = auth.uid() and p.is_active)
$$;
revoke all on function private.caller_is_active() from public;
grant execute on function private.caller_is_active() to anon, authenticated, service_role;

-- =====================================================================
-- storage.objects policies
-- =====================================================================

-- Read (and list) only one's own folder; admins read every folder.
create policy "Profile pictures are listed only by their owner and admins"
  on storage.objects for select to authenticated
  using (bucket_id = 'profile-pictures'
         and ((storage.foldername(name))[1] = (select auth.uid())::text
              or (select private.is_admin())));

-- Upload only into one's own folder, by an active account.
create policy "Users can upload profile pictures into their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'profile-pictures'
              and (storage.foldername(name))[1] = (select auth.uid())::text
              and (select private.caller_is_active()));

-- Overwrite (upsert) only in one's own folder, and never move a file out of it.
create policy "Users can replace profile pictures in their own folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'profile-pictures'
         and (storage.foldername(name))[1] = (select auth.uid())::text
         and (select private.caller_is_active()))
  with check (bucket_id = 'profile-pictures'
              and (storage.foldername(name))[1] = (select auth.uid())::text
              and (select private.caller_is_active()));

-- Remove only from one's own folder.
create policy "Users can delete profile pictures in their own folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'profile-pictures'
         and (storage.foldername(name))[1] = (select auth.uid())::text
         and (select private.caller_is_active()));

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
