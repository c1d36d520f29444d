-- supabase/schemas (the current schema; supabase/README.md): accounts, part 5 of 6.

-- =====================================================================
-- The users tab and its CSV: one filter, one row shape, one log record
-- =====================================================================

-- The WHERE clause of a users read (admin_users_page, admin_users_export) over
-- private.user_search s joined to public.user_profiles u, the folded pattern as
-- $1, run with EXECUTE (planned with the actual values: a blank search leaves no
-- condition, a typed one is a LIKE the trigram index serves). A deleted account
-- (anonymised, kept for its records) is not listed, counted or exported (36).
create function private.admin_users_where(p_filter text, p_pattern text)
returns text
language sql
immutable
set search_path = ''
as $$
  select concat_ws(' and ', 'u.deleted_at is null',
    case when p_pattern <> '' then 's.search_text like $1' end,
    case when p_filter = 'participants' then 's.has_participant' end,
    case when p_filter = 'admins' then $q$u.role = 'admin'$q$ end)
$$;
revoke all on function private.admin_users_where(p_filter text, p_pattern text) from public;

-- These accounts in order, each with its own participant profiles: the rows
-- of the users tab and CSV (api/users.ts adminUserSchema). json, not jsonb: 4x
-- faster to build (2,000 at scale 10: 38 against 170 ms), and only passed on.
-- plpgsql: it reads participants, created later (200_participants.sql).
create function private.admin_users_json(p_ids uuid[])
returns json
language plpgsql
stable
set search_path = ''
as $$
begin
  return (select coalesce(json_agg(json_build_object(
      'id', u.id, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name,
      'phone', u.phone, 'role', u.role, 'is_active', u.is_active, 'created_at', u.created_at,
      'stripe_customer_id', u.stripe_customer_id, 'profile_photo_url', u.profile_photo_url,
      'participants', coalesce((
        select json_agg(json_build_object(
          'id', p.id, 'first_name', p.first_name, 'last_name', p.last_name,
          'date_of_birth', p.date_of_birth, 'city', p.city, 'province', p.province,
          'postal_code', p.postal_code, 'visual_classification', p.visual_classification,
          'visual_condition', p.visual_condition, 'skating_experience', p.skating_experience
        ) order by p.created_at, p.id)
        from public.participants p where p.user_id = u.id), '[]'::json)
    ) order by x.n), '[]'::json)
  from unnest(p_ids) with ordinality as x(id, n)
  join public.user_profiles u on u.id = x.id);
end;
$$;
revoke all on function private.admin_users_json(p_ids uuid[]) from public;

-- One access-log record for the participants whose visual condition these
-- accounts' rows (admin_users_json) return, none when no one's is there.
create function private.log_users_visual_condition(p_ids uuid[], p_reason text, p_scope jsonb)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_read uuid[];
begin
  select coalesce(array_agg(p.id order by x.n, p.created_at, p.id), '{}') into v_read
  from unnest(p_ids) with ordinality as x(id, n)
  join public.participants p on p.user_id = x.id
  where p.visual_condition is not null;
  if cardinality(v_read) > 0 then
    perform private.log_data_access('read', 'visual_condition', v_read, null, p_reason, '{}', p_scope);
  end if;
end;
$$;
revoke all on function private.log_users_visual_condition(p_ids uuid[], p_reason text, p_scope jsonb) from public;

-- =====================================================================
-- admin_users_page: the visual condition, logged
-- =====================================================================

-- As 20261126200000, volatile, and one record per call whose page holds a
-- participant's visual condition (the screen does not show it). Newest first,
-- then by id: the order admin_users_export pages by.
-- Issue 39 point 2, as admin_registrations_page (842): a search's matches are
-- sorted here when few (private.search_sorted_up_to); else with p_count_up_to
-- the first page counts at most that many and says 'more' beyond (an exact
-- count read every search text: 225 ms a keystroke at scale 10).
create or replace function public.admin_users_page(
  p_filter text default 'all',
  p_search text default '',
  p_offset integer default 0,
  p_limit integer default 50,
  p_count_up_to integer default null
)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_pattern text := private.user_search_pattern(p_search);
  v_where text := private.admin_users_where(p_filter, v_pattern);
  v_total bigint;
  v_ids uuid[];
  v_users json;
  v_more boolean := false;
  v_matches uuid[];
begin
  if not private.is_admin() then
    raise exception 'Only administrators can list users' using errcode = '42501';
  end if;
  if coalesce(p_filter, '') not in ('all', 'participants', 'admins') then
    raise exception 'Unknown users filter' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 or p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'A page is 1 to 1000 users from offset 0 on' using errcode = '22023';
  end if;
  if v_pattern <> '' then
    -- Its matches first, as admin_registrations_page ('user-12' walked 59,000 accounts at scale 10 for 50 of 1,111).
    execute 'select array(select s.user_id from private.user_search s where s.search_text like $1 limit $2)'
      into v_matches using v_pattern, private.search_sorted_up_to() + 1;
    if cardinality(v_matches) <= private.search_sorted_up_to() then
      execute 'select array(select u.id from unnest($2::uuid[]) m(id) join private.user_search s on s.user_id = m.id'
        || ' join public.user_profiles u on u.id = s.user_id where ' || private.admin_users_where(p_filter, '')
        || ' order by u.created_at desc, u.id)'
        into v_matches using v_pattern, v_matches;
      v_total := cardinality(v_matches);
      v_ids := coalesce(v_matches[p_offset + 1 : p_offset + p_limit], '{}');
    end if;
  end if;
  if v_ids is null then
    if p_count_up_to is not null and p_offset = 0 then
      execute 'select count(*) from (select 1 from private.user_search s join public.user_profiles u on u.id = s.user_id where '
        || v_where || ' limit $2) x'
      into v_total using v_pattern, greatest(p_count_up_to, 1) + 1;
      v_more := v_total > greatest(p_count_up_to, 1);
      if v_more then
        v_total := greatest(p_count_up_to, 1);
      end if;
    else
      execute 'select count(*) from private.user_search s join public.user_profiles u on u.id = s.user_id where '
        || v_where
      into v_total using v_pattern;
    end if;
    execute 'select array(select u.id from private.user_search s join public.user_profiles u on u.id = s.user_id where '
      || v_where || ' order by u.created_at desc, u.id offset $2 limit $3)'
    into v_ids using v_pattern, p_offset, p_limit;
  end if;
  v_users := private.admin_users_json(v_ids);

  perform private.log_users_visual_condition(v_ids, 'admin_users_page',
    jsonb_build_object('filter', p_filter, 'search', nullif(btrim(coalesce(p_search, '')), ''),
      'offset', p_offset, 'limit', p_limit));
  return json_build_object('total', v_total, 'more', v_more, 'users', v_users);
end;
$$;
revoke all on function public.admin_users_page(p_filter text, p_search text, p_offset integer, p_limit integer, p_count_up_to integer) from public, anon;

create function private.postal_letter(p_postal_code text)
returns text
language sql
immutable
parallel safe
as $$
  select upper(left(btrim(p_postal_code), 1))
$$;
revoke all on function private.postal_letter(p_postal_code text) from public;
grant execute on function private.postal_letter(p_postal_code text) to authenticated, service_role;

-- People with a postal code, counted by the code's first letter (the map's
-- region) and province, one row per group by letter then province: at most a
-- few hundred rows whatever the number of people (rows, not one jsonb value,
-- so the generated types describe them; far under max_rows). Admins only.
create function public.admin_location_summary()
returns table (letter text, province text, count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only administrators can list user locations' using errcode = '42501';
  end if;
  return query
    select g.letter, g.province, g.n
    from (
      select private.postal_letter(p.postal_code) as letter, p.province, count(*) as n
      from public.participants p
      where p.postal_code is not null
      group by 1, 2
    ) g
    order by g.letter, g.province nulls last;
end;
$$;
revoke all on function public.admin_location_summary() from public, anon;

-- One page of the people with a postal code whose first letter is one of
-- p_letters (the mapped letters, or one region's), by name, with their
-- account's e-mail when they have none, and the exact count. Admins only.
create function public.admin_user_locations_page(
  p_letters text[],
  p_offset integer default 0,
  p_limit integer default 50
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_total bigint;
  v_rows jsonb;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can list user locations' using errcode = '42501';
  end if;
  if p_offset is null or p_offset < 0 or p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'A page is 1 to 1000 people from offset 0 on' using errcode = '22023';
  end if;

  select count(*) into v_total
  from public.participants p
  where p.postal_code is not null and private.postal_letter(p.postal_code) = any (p_letters);

  select coalesce(jsonb_agg(jsonb_build_object(
      'id', x.id, 'first_name', x.first_name, 'last_name', x.last_name,
      'email', coalesce(nullif(x.email, ''), u.email), 'city', x.city, 'province', x.province,
      'postal_code', x.postal_code
    ) order by x.last_name, x.first_name, x.id), '[]'::jsonb)
  into v_rows
  from (
    select p.id, p.first_name, p.last_name, p.email, p.city, p.province, p.postal_code, p.user_id
    from public.participants p
    where p.postal_code is not null and private.postal_letter(p.postal_code) = any (p_letters)
    order by p.last_name, p.first_name, p.id
    offset p_offset limit p_limit
  ) x
  left join public.user_profiles u on u.id = x.user_id;

  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$$;
revoke all on function public.admin_user_locations_page(p_letters text[], p_offset integer, p_limit integer) from public, anon;

create index user_profiles_deleted_at_idx on public.user_profiles (deleted_at) where deleted_at is not null;
