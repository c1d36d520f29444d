-- Issue 12 (bench items 4 and 5): the admin users and locations tabs in one call
-- each, and /registrations for families through index-backed arms.

-- Every account, newest first, with the participant profiles it holds as its own
-- (participants.user_id), oldest first. Admins only (42501 otherwise).
create or replace function public.admin_user_list()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only administrators can list users' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', u.id, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name,
      'phone', u.phone, 'role', u.role, 'is_active', u.is_active, 'created_at', u.created_at,
      'stripe_customer_id', u.stripe_customer_id, 'profile_photo_url', u.profile_photo_url,
      'participants', coalesce(pp.list, '[]'::jsonb)
    ) order by u.created_at desc, u.id)
    from public.user_profiles u
    left join (
      select p.user_id, jsonb_agg(jsonb_build_object(
        'id', p.id, 'first_name', p.first_name, 'last_name', p.last_name,
        'date_of_birth', p.date_of_birth, 'city', p.city, 'province', p.province,
        'postal_code', p.postal_code, 'visual_classification', p.visual_classification,
        'visual_condition', p.visual_condition, 'skating_experience', p.skating_experience
      ) order by p.created_at, p.id) as list
      from public.participants p
      where p.user_id is not null
      group by p.user_id
    ) pp on pp.user_id = u.id
  ), '[]'::jsonb);
end;
$$;

-- Participants with a postal code, by name, with their account's name and e-mail.
-- Admins only (42501 otherwise).
create or replace function public.admin_user_locations()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only administrators can list user locations' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', p.id, 'first_name', p.first_name, 'last_name', p.last_name, 'email', p.email,
      'city', p.city, 'province', p.province, 'postal_code', p.postal_code,
      'account', case when u.id is null then null else jsonb_build_object(
        'id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email) end
    ) order by p.last_name, p.first_name, p.id)
    from public.participants p
    left join public.user_profiles u on u.id = p.user_id
    where p.postal_code is not null
  ), '[]'::jsonb);
end;
$$;

revoke all on function public.admin_user_list() from public, anon;
revoke all on function public.admin_user_locations() from public, anon;
grant execute on function public.admin_user_list() to authenticated, service_role;
grant execute on function public.admin_user_locations() to authenticated, service_role;

-- The caller's registrations as /registrations defines them (made by them, for a
-- participant they own or guard, for their volunteer profile), each arm on an
-- index. Security invoker: the registrations policies still apply. PostgREST
-- embeds programs, participants, ... on its result like on the table.
create or replace function public.my_registrations()
returns setof public.registrations
language sql
stable
security invoker
set search_path = ''
as $$
  select r.* from public.registrations r
  where r.id in (
    select a.id from public.registrations a where a.user_id = (select auth.uid())
    union
    select b.id from public.registrations b
    where b.participant_id in (
      select p.id from public.participants p
      where p.user_id = (select auth.uid()) or p.parent_guardian_id = (select auth.uid()))
    union
    select c.id from public.registrations c
    where c.volunteer_id in (select v.id from public.volunteer_profiles v where v.user_id = (select auth.uid())))
$$;

revoke all on function public.my_registrations() from public, anon;
grant execute on function public.my_registrations() to authenticated, service_role;
