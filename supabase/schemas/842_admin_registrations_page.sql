-- supabase/schemas (the current schema; supabase/README.md): admin search, part 3 of 3.

-- As 20261126100000, volatile (it writes the log; the app calls it with POST),
-- and one record per call: the page's participants and volunteers. Decision
-- 0064: the rows hold no medical field (visual condition, allergies, medical
-- conditions are null), only the emergency contacts the table shows, so the
-- record says 'emergency_contacts'. Export Selected reads the medical fields
-- through admin_registrations_selected, which logs that read.
-- Issue 39 point 2: a search typed key by key needs its first page at once, not the exact count of a common
-- substring (a seq scan of every search text): with p_count_up_to, the first page counts at most that many matches
-- and says 'more' beyond them; a later page (the table's Next, Last) counts them all, as it reads from the end.
create or replace function public.admin_registrations_page(
  p_program_id uuid default null,
  p_status text default 'all',
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
  v_pattern text := private.admin_search_pattern(p_search);
  v_where text := private.admin_registrations_where(p_program_id, p_status, v_pattern);
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 200);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_total bigint;
  v_last bigint;
  v_ids uuid[];
  v_payload json;
  v_more boolean := false;
  v_matches uuid[];
begin
  if not private.is_admin() then
    raise exception 'Only administrators can list registrations' using errcode = '42501', hint = 'admin_only';
  end if;
  if v_pattern is not null then
    -- A typed search's matches first (private.search_sorted_up_to): when they all came, they are the count and the
    -- page, sorted here; the other filters apply to them alone.
    execute 'select array(select s.registration_id from public.registration_search s where s.search_text like $1 limit $2)'
      into v_matches using v_pattern, private.search_sorted_up_to() + 1;
    if cardinality(v_matches) <= private.search_sorted_up_to() then
      execute 'select array(select r.id from unnest($3::uuid[]) m(id) join public.registrations r on r.id = m.id'
        || private.admin_registrations_where(p_program_id, p_status, null)
        || ' order by r.registration_date desc, r.id desc)'
        into v_matches using p_program_id, p_status, v_matches;
      v_total := cardinality(v_matches);
      v_ids := coalesce(v_matches[v_offset + 1 : v_offset + v_limit], '{}');
    end if;
  end if;
  if v_ids is null then
    if p_count_up_to is not null and v_offset = 0 then
      -- Every registration has its one search text: with no other filter, the texts alone are counted, so a common
      -- substring stops at the limit instead of hashing every match first (the join's plan: 0.7 s at scale 10). The
      -- matches read above are those texts: when they are more than the limit, they are the count.
      if p_program_id is null and coalesce(p_status, 'all') = 'all'
        and cardinality(v_matches) > greatest(p_count_up_to, 1) then
        v_total := cardinality(v_matches);
      else
        execute case when p_program_id is null and coalesce(p_status, 'all') = 'all' and v_pattern is not null
          then 'select count(*) from (select 1 from public.registration_search s where s.search_text like $3 limit $4) x'
          else 'select count(*) from (select 1 from public.registrations r' || v_where || ' limit $4) x' end
          into v_total using p_program_id, p_status, v_pattern, greatest(p_count_up_to, 1) + 1;
      end if;
      v_more := v_total > greatest(p_count_up_to, 1);
      if v_more then
        v_total := greatest(p_count_up_to, 1);
      end if;
    else
      execute 'select count(*) from public.registrations r' || v_where
        into v_total using p_program_id, p_status, v_pattern;
    end if;
    if v_offset >= v_total then
      v_ids := '{}';
    elsif v_offset > 0 and v_offset * 2 >= v_total then
      v_last := least(v_offset + v_limit, v_total) - 1;
      execute 'select array(select x.id from (select r.id, r.registration_date from public.registrations r' || v_where
        || ' order by r.registration_date, r.id limit $4 offset $5) x order by x.registration_date desc, x.id desc)'
        into v_ids using p_program_id, p_status, v_pattern, v_last - v_offset + 1, v_total - 1 - v_last;
    else
      execute 'select array(select r.id from public.registrations r' || v_where
        || ' order by r.registration_date desc, r.id desc limit $4 offset $5)'
        into v_ids using p_program_id, p_status, v_pattern, v_limit, v_offset;
    end if;
  end if;
  v_payload := private.admin_registrations_payload(v_ids, false);
  perform private.log_registrations_read(v_ids, 'emergency_contacts', p_program_id, 'admin_registrations_page',
    jsonb_build_object('program_id', p_program_id, 'status', coalesce(p_status, 'all'),
      'search', nullif(btrim(coalesce(p_search, '')), ''), 'offset', v_offset, 'limit', v_limit));
  return json_build_object('total', v_total, 'more', v_more, 'programs', v_payload -> 'programs',
    'tiers', v_payload -> 'tiers', 'rows', v_payload -> 'rows');
end;
$$;
revoke all on function public.admin_registrations_page(p_program_id uuid, p_status text, p_search text, p_offset integer, p_limit integer, p_count_up_to integer) from public, anon;

-- =====================================================================
-- admin_program_options: the program filter, never cut at max_rows
-- =====================================================================

-- Every program the caller may read (RLS applies: security invoker), newest
-- start first, as one JSON array of {id, name, name_fr, start_date}.
create function public.admin_program_options()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'name_fr', g.name_fr,
    'start_date', g.start_date) order by g.start_date desc, g.id), '[]'::json)
  from public.programs g
$$;
revoke all on function public.admin_program_options() from public, anon;

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
revoke all on function private.user_search_rows(p_user_ids uuid[]) from public;

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
revoke all on function private.refresh_user_search(p_user_ids uuid[]) from public;
