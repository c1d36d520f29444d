-- The users and locations tabs read the server-paged admin_users_page,
-- admin_location_summary and admin_user_locations_page (issue 23 point 4,
-- 20261126200000). The two functions that answered every account or every
-- participant with a postal code in one reply (issue 12) are no longer read by
-- the app or the bench: dropped, so no admin screen can go back to them.
drop function public.admin_user_list();
drop function public.admin_user_locations();
