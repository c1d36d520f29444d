-- get_dashboard_counts (20261123020000) for a family at scale 10 (issue 23
-- point 7): 430 ms for a parent with 6 registrations, because its filter
-- `is_admin() or user_id = me or parent_guardian_id = me` cannot use an index
-- (the admin branch is true for every row or none), so all 300,000
-- registrations were read and RLS checked on each. The admin's count is now
-- its own branch; a family's filter is two indexed equalities the planner can
-- combine (BitmapOr of registrations_user_id_idx and
-- registrations_parent_guardian_id_idx). Same answers, same security invoker.
create or replace function public.get_dashboard_counts()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'players', (
      select count(*) from public.participants p
      where p.user_id = (select auth.uid()) or p.parent_guardian_id = (select auth.uid())
    ),
    'active_registrations', case
      when (select private.is_admin()) then (
        select count(*) from public.registrations r where r.status in ('pending', 'approved')
      )
      else (
        select count(*) from public.registrations r
        where r.status in ('pending', 'approved')
          and (r.user_id = (select auth.uid()) or r.parent_guardian_id = (select auth.uid()))
      )
    end
  )
$$;
