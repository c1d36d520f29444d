-- Issue 17 (point 7): nobody lists the profile-pictures bucket. Every folder
-- name is a user id, and the old read policy let anyone, anon included, list
-- them all. Photos stay public by exact path: Storage serves a public bucket's
-- objects (GET /object/public/...) without reading storage.objects through
-- RLS, so that needs no select policy. What still reads storage.objects as the
-- caller: listing, the authenticated download, signed URLs, and the row checks
-- behind upsert (insert ... on conflict do update) and remove (delete ...
-- returning). Those are kept to the owner's own {userId}/ folder and admins.

-- =====================================================================
-- storage.objects policies
-- =====================================================================

-- The old policy: select for anon and authenticated on the whole bucket.
drop policy if exists "Profile pictures are viewable by everyone" on storage.objects;

-- Read (and list) only one's own folder; admins read every folder.
create policy "Profile pictures are listed only by their owner and admins"
  on storage.objects for select to authenticated
  using (bucket_id = 'profile-pictures'
         and ((storage.foldername(name))[1] = (select auth.uid())::text
              or (select private.is_admin())));
