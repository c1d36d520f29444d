-- Issue 23 points 4-6 (owner B): the admin users tab is paged and searched on
-- the server, and the locations tab is aggregated by the database.
--
-- Users search text: one row per account in private.user_search (a schema
-- PostgREST does not expose and no client role is granted), kept up to date by
-- statement-level triggers on user_profiles and participants, so a family can
-- neither read nor write it. The text covers what the browser search covered
-- (src/.../domain/user-search.ts): the account's first name, last name, full
-- name and e-mail, and each of its own participants' city, province code and
-- province names in English and French (private.province_search_names), all
-- folded by private.search_fold ('Helene' finds 'Hélène'). A pg_trgm GIN index
-- serves `like '%typed%'` from 3 characters on.

create table private.user_search (
  user_id uuid primary key references public.user_profiles (id) on delete cascade,
  search_text text not null,
  has_participant boolean not null
);

revoke all on table private.user_search from public, anon, authenticated;

create index user_search_text_trgm_idx on private.user_search using gin (search_text extensions.gin_trgm_ops);

-- The folded search text of these accounts, and whether each holds a participant profile.
create function private.user_search_rows(p_user_ids uuid[])
returns table (user_id uuid, search_text text, has_participant boolean)
language sql
stable
set search_path = ''
as $$
  select u.id,
    private.search_fold(concat_ws(chr(31),
      u.first_name, u.last_name, nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email,
      pp.places)),
    pp.user_id is not null
  from public.user_profiles u
  left join (
    select p.user_id,
      string_agg(concat_ws(chr(31), p.city, p.province, private.province_search_names(p.province)), chr(31)
        order by p.created_at, p.id) as places
    from public.participants p
    where p.user_id = any (p_user_ids)
    group by p.user_id
  ) pp on pp.user_id = u.id
  where u.id = any (p_user_ids)
$$;

-- Recomputes these accounts' rows (accounts that no longer exist are skipped: the cascade removed theirs).
create function private.refresh_user_search(p_user_ids uuid[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into private.user_search (user_id, search_text, has_participant)
  select r.user_id, r.search_text, r.has_participant from private.user_search_rows(p_user_ids) r
  on conflict (user_id) do update
    set search_text = excluded.search_text, has_participant = excluded.has_participant
    where (private.user_search.search_text, private.user_search.has_participant)
      is distinct from (excluded.search_text, excluded.has_participant)
$$;

revoke all on function private.user_search_rows(uuid[]) from public;
revoke all on function private.refresh_user_search(uuid[]) from public;

-- Statement-level triggers with transition tables: one refresh per statement,
-- whatever its row count (a bulk seed of 100,000 accounts is one insert).
-- PostgreSQL allows one event per trigger with transition tables, and no column list.
create function private.user_search_on_profiles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.refresh_user_search(array(select n.id from new_rows n));
  else
    -- Only accounts whose searched fields changed (an updated_at or a customer id change costs nothing).
    perform private.refresh_user_search(array(
      select n.id from new_rows n join old_rows o on o.id = n.id
      where (n.first_name, n.last_name, n.email) is distinct from (o.first_name, o.last_name, o.email)));
  end if;
  return null;
end;
$$;

create function private.user_search_on_participants()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.refresh_user_search(array(select distinct n.user_id from new_rows n where n.user_id is not null));
  elsif tg_op = 'DELETE' then
    perform private.refresh_user_search(array(select distinct o.user_id from old_rows o where o.user_id is not null));
  else
    perform private.refresh_user_search(array(
      select x.user_id from (
        select n.user_id from new_rows n join old_rows o on o.id = n.id
        where (n.user_id, n.city, n.province, n.created_at) is distinct from (o.user_id, o.city, o.province, o.created_at)
        union
        select o.user_id from new_rows n join old_rows o on o.id = n.id
        where n.user_id is distinct from o.user_id
      ) x where x.user_id is not null));
  end if;
  return null;
end;
$$;

revoke all on function private.user_search_on_profiles() from public;
revoke all on function private.user_search_on_participants() from public;

create trigger user_search_profiles_insert after insert on public.user_profiles
  referencing new table as new_rows for each statement execute function private.user_search_on_profiles();
create trigger user_search_profiles_update after update on public.user_profiles
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.user_search_on_profiles();
create trigger user_search_participants_insert after insert on public.participants
  referencing new table as new_rows for each statement execute function private.user_search_on_participants();
create trigger user_search_participants_update after update on public.participants
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.user_search_on_participants();
create trigger user_search_participants_delete after delete on public.participants
  referencing old table as old_rows for each statement execute function private.user_search_on_participants();

-- Backfill.
insert into private.user_search (user_id, search_text, has_participant)
select r.user_id, r.search_text, r.has_participant
from private.user_search_rows(array(select id from public.user_profiles)) r;

-- The typed search as a LIKE pattern: folded, LIKE's own characters escaped
-- (a typed '%' or '_' is a letter), the separator removed. '' when blank.
create function private.user_search_pattern(p_search text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when btrim(coalesce(p_search, '')) = '' then ''
    else '%' || replace(replace(replace(replace(private.search_fold(btrim(p_search)), chr(31), ''),
      '\', '\\'), '%', '\%'), '_', '\_') || '%' end
$$;

revoke all on function private.user_search_pattern(text) from public;

-- One page of accounts, newest first, each with its own participant profiles,
-- and the exact count of accounts that pass the filter ('all', 'participants',
-- 'admins') and contain the search. One jsonb value (not cut by max_rows);
-- p_limit at most 1000. Admins only (42501).
create function public.admin_users_page(
  p_filter text default 'all',
  p_search text default '',
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
  v_pattern text := private.user_search_pattern(p_search);
  v_total bigint;
  v_users jsonb;
  v_where text;
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

  -- EXECUTE plans with the actual values each time, so a blank search or filter leaves
  -- no condition behind and a typed one is a plain LIKE the trigram index serves.
  v_where := concat_ws(' and ', 'true',
    case when v_pattern <> '' then 's.search_text like $1' end,
    case when p_filter = 'participants' then 's.has_participant' end,
    case when p_filter = 'admins' then $q$u.role = 'admin'$q$ end);

  execute 'select count(*) from private.user_search s join public.user_profiles u on u.id = s.user_id where '
    || v_where
  into v_total using v_pattern;

  execute $sql$
    select coalesce(jsonb_agg(jsonb_build_object(
        'id', u.id, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name,
        'phone', u.phone, 'role', u.role, 'is_active', u.is_active, 'created_at', u.created_at,
        'stripe_customer_id', u.stripe_customer_id, 'profile_photo_url', u.profile_photo_url,
        'participants', coalesce((
          select jsonb_agg(jsonb_build_object(
            'id', p.id, 'first_name', p.first_name, 'last_name', p.last_name,
            'date_of_birth', p.date_of_birth, 'city', p.city, 'province', p.province,
            'postal_code', p.postal_code, 'visual_classification', p.visual_classification,
            'visual_condition', p.visual_condition, 'skating_experience', p.skating_experience
          ) order by p.created_at, p.id)
          from public.participants p where p.user_id = u.id), '[]'::jsonb)
      ) order by u.created_at desc, u.id), '[]'::jsonb)
    from (
      select u.* from private.user_search s
      join public.user_profiles u on u.id = s.user_id
      where $sql$ || v_where || $sql$
      order by u.created_at desc, u.id
      offset $2 limit $3
    ) u $sql$
  into v_users using v_pattern, p_offset, p_limit;

  return jsonb_build_object('total', v_total, 'users', v_users);
end;
$$;

revoke all on function public.admin_users_page(text, text, integer, integer) from public, anon;
grant execute on function public.admin_users_page(text, text, integer, integer) to authenticated, service_role;

-- Locations tab. The people with a postal code, counted by the code's first
-- letter (the map's region: one point per letter, spec 2 section 9) and
-- province: at most 26 x 14 groups, whatever the number of people. The screen
-- knows which letters have a point (domain/postal-locations.ts) and sums.
create index participants_located_name_idx on public.participants (last_name, first_name, id)
  where postal_code is not null;

create function private.postal_letter(p_postal_code text)
returns text
language sql
immutable
parallel safe
as $$
  select upper(left(btrim(p_postal_code), 1))
$$;

create function public.admin_location_summary()
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
    select jsonb_agg(jsonb_build_object('letter', g.letter, 'province', g.province, 'count', g.n)
      order by g.letter, g.province nulls last)
    from (
      select private.postal_letter(p.postal_code) as letter, p.province, count(*) as n
      from public.participants p
      where p.postal_code is not null
      group by 1, 2
    ) g
  ), '[]'::jsonb);
end;
$$;

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

revoke all on function private.postal_letter(text) from public;
grant execute on function private.postal_letter(text) to authenticated, service_role;
revoke all on function public.admin_location_summary() from public, anon;
revoke all on function public.admin_user_locations_page(text[], integer, integer) from public, anon;
grant execute on function public.admin_location_summary() to authenticated, service_role;
grant execute on function public.admin_user_locations_page(text[], integer, integer) to authenticated, service_role;
