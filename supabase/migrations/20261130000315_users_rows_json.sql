-- Written by hand (supabase/README.md): migra re-creates a function whose return type changed without dropping it
-- first, which Postgres refuses. The users tab's and CSV's rows are json, not jsonb (built four times faster), and
-- the visual-condition log reads the participants by account instead of taking the rows apart (issue 39 point 3).

drop function public.admin_users_page(text, text, integer, integer, integer);
drop function public.admin_users_export(text, text, timestamptz, uuid, integer);
drop function private.log_users_visual_condition(jsonb, text, jsonb);
drop function private.admin_users_json(uuid[]);

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
