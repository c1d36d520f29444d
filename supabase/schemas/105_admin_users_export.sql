-- supabase/schemas (the current schema; supabase/README.md): accounts, part 6 of 6.

-- =====================================================================
-- admin_users_export: the users CSV in keyset pages (issue 39 point 3)
-- =====================================================================

-- The users CSV (spec 2 section 9) read page by page in the users tab's order
-- (newest first, then by id): the users that pass the filter and contain the
-- search, after the cursor (p_after_created_at, p_after_id: the last user of
-- the previous page; both null for the first page), at most p_limit, and where
-- the next page starts (null after the last). Each page costs what the first
-- does: admin_users_page's offset pages read every row before theirs, which
-- made an export of 100,000 users quadratic (41 s). Admins only (42501); one
-- access-log record per page that returns a participant's visual condition.
create function public.admin_users_export(
  p_filter text default 'all',
  p_search text default '',
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 1000
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
  v_ids uuid[];
  v_users json;
  v_last public.user_profiles%rowtype;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can export users' using errcode = '42501';
  end if;
  if coalesce(p_filter, '') not in ('all', 'participants', 'admins') then
    raise exception 'Unknown users filter' using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 5000 then
    raise exception 'A page is 1 to 5000 users' using errcode = '22023';
  end if;
  if (p_after_created_at is null) <> (p_after_id is null) then
    raise exception 'A page starts after a date and an id, or at the start' using errcode = '22023', hint = 'invalid_cursor';
  end if;

  -- After the cursor in (created_at desc, id asc) order. The first condition
  -- is the range the created_at index serves; the second leaves out the
  -- cursor's own date's ids up to the cursor's (a few at most).
  if p_after_id is not null then
    v_where := v_where || ' and u.created_at <= $2 and (u.created_at < $2 or u.id > $3)';
  end if;
  execute 'select array(select u.id from private.user_search s join public.user_profiles u on u.id = s.user_id where '
    || v_where || ' order by u.created_at desc, u.id limit $4)'
  into v_ids using v_pattern, p_after_created_at, p_after_id, p_limit;
  v_users := private.admin_users_json(v_ids);

  perform private.log_users_visual_condition(v_ids, 'admin_users_export',
    jsonb_build_object('filter', p_filter, 'search', nullif(btrim(coalesce(p_search, '')), '')));
  if cardinality(v_ids) = p_limit then
    select * into v_last from public.user_profiles where id = v_ids[p_limit];
  end if;
  return json_build_object('users', v_users,
    'next', case when v_last.id is null then null else json_build_array(v_last.created_at, v_last.id) end);
end;
$$;
revoke all on function public.admin_users_export(p_filter text, p_search text, p_after_created_at timestamp with time zone, p_after_id uuid, p_limit integer) from public, anon;
