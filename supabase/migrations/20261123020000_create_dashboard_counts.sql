-- Dashboard stat counts in one request (spec 1 section 2: players for parents,
-- active registrations), issue 6. Security invoker on purpose: row-level
-- security still decides what the caller may count; the explicit filters keep
-- a coordinator's view of other families' registrations out of their own stats.

-- =====================================================================
-- get_dashboard_counts
-- =====================================================================

-- { players, active_registrations } for the signed-in caller. Admins count
-- every active (pending/approved) registration; others count those they made
-- or that are for their participants.
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
    'active_registrations', (
      select count(*) from public.registrations r
      where r.status in ('pending', 'approved')
        and ((select private.is_admin())
             or r.user_id = (select auth.uid())
             or r.parent_guardian_id = (select auth.uid()))
    )
  )
$$;

-- Signed-in users only.
revoke all on function public.get_dashboard_counts() from public, anon;
grant execute on function public.get_dashboard_counts() to authenticated, service_role;
