-- A deactivated account cannot write its profile photo either (issue 17 point 6).
-- The other tables refuse a deactivated caller with a statement trigger
-- (20261125000010); storage.objects belongs to Storage on hosted Supabase, so
-- the rule goes into the bucket's write policies instead.

-- =====================================================================
-- Helper
-- =====================================================================

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
-- storage.objects write policies (20261122031500), now for active accounts
-- =====================================================================

alter policy "Users can upload profile pictures into their own folder" on storage.objects
  with check (bucket_id = 'profile-pictures'
              and (storage.foldername(name))[1] = (select auth.uid())::text
              and (select private.caller_is_active()));

alter policy "Users can replace profile pictures in their own folder" on storage.objects
  using (bucket_id = 'profile-pictures'
         and (storage.foldername(name))[1] = (select auth.uid())::text
         and (select private.caller_is_active()))
  with check (bucket_id = 'profile-pictures'
              and (storage.foldername(name))[1] = (select auth.uid())::text
              and (select private.caller_is_active()));

alter policy "Users can delete profile pictures in their own folder" on storage.objects
  using (bucket_id = 'profile-pictures'
         and (storage.foldername(name))[1] = (select auth.uid())::text
         and (select private.caller_is_active()));
