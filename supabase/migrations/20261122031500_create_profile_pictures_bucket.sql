-- Profile photos (spec 1 section 7): bucket profile-pictures, public read,
-- 5 MB, raster images only (SVG excluded: it can carry script). Users write only
-- under their own {userId}/ folder.

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
-- storage.objects policies
-- =====================================================================

-- Anyone may read (and list) profile photos; the bucket is public anyway.
create policy "Profile pictures are viewable by everyone"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'profile-pictures');

-- Upload only into one's own folder.
create policy "Users can upload profile pictures into their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'profile-pictures'
              and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Overwrite (upsert) only in one's own folder, and never move a file out of it.
create policy "Users can replace profile pictures in their own folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'profile-pictures'
         and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'profile-pictures'
              and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Remove only from one's own folder.
create policy "Users can delete profile pictures in their own folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'profile-pictures'
         and (storage.foldername(name))[1] = (select auth.uid())::text);
