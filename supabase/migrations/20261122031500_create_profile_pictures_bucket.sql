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
