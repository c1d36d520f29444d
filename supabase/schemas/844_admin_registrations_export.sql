-- supabase/schemas (the current schema; supabase/README.md): admin registrations, Export All.

-- =====================================================================
-- admin_registrations_export_starts: where each page of Export All begins
-- =====================================================================

-- Issue 39 point 3 (decision 0069): a keyset page can only be asked for once
-- the page before it has answered, so an export of 300,000 rows waited for 151
-- answers one after the other, each about 150 ms of the server's work. This
-- answers, in one cheap read of the dates index, every p_page_size-th
-- matching row's [registration_date, id] (the last row of each full page, the
-- last row of all left out) and the count; the app then reads the pages as
-- ranges, two at a time, and writes them in order. Ids and dates only: nothing
-- about a person, so no access-log record (each page read still writes one).
-- Admins only (42501).
create function public.admin_registrations_export_starts(
  p_program_id uuid default null,
  p_status text default 'all',
  p_search text default '',
  p_page_size integer default 2000
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pattern text := private.admin_search_pattern(p_search);
  v_size integer := least(greatest(coalesce(p_page_size, 2000), 1), 5000);
  v_answer json;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can export registrations' using errcode = '42501', hint = 'admin_only';
  end if;
  execute 'select json_build_object(''total'', count(*), ''starts'', coalesce(json_agg(json_build_array(k.registration_date, k.id)'
    || ' order by k.n) filter (where k.n % $4 = 0 and k.n < k.total), ''[]''::json))'
    || ' from (select r.registration_date, r.id, row_number() over w as n, count(*) over () as total'
    || ' from public.registrations r' || private.admin_registrations_where(p_program_id, p_status, v_pattern)
    || ' window w as (order by r.registration_date desc, r.id desc)) k'
    into v_answer using p_program_id, p_status, v_pattern, v_size;
  return v_answer;
end;
$$;
revoke all on function public.admin_registrations_export_starts(p_program_id uuid, p_status text, p_search text, p_page_size integer) from public, anon;

-- =====================================================================
-- admin_registrations_export: one page of Export All
-- =====================================================================

-- As 20261126100000, volatile, and one record per page of Export All, with the
-- filters as scope (an export of N rows writes ceil(N / p_limit) records).
-- The page holds the rows after [p_after_date, p_after_id] (none: from the
-- first) down to and including [p_through_date, p_through_id] (none: to the
-- last), at most p_limit of them; `next` is set when the limit cut it. A range
-- between two of admin_registrations_export_starts' cursors is therefore read
-- whole even if rows were added to it meanwhile (its own `next` goes on).
create function public.admin_registrations_export(
  p_program_id uuid default null,
  p_status text default 'all',
  p_search text default '',
  p_after_date timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 1000,
  p_through_date timestamptz default null,
  p_through_id uuid default null
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
  v_limit integer := least(greatest(coalesce(p_limit, 1000), 1), 5000);
  v_ids uuid[];
  v_last public.registrations%rowtype;
  v_payload json;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can export registrations' using errcode = '42501', hint = 'admin_only';
  end if;
  if (p_after_date is null) <> (p_after_id is null) or (p_through_date is null) <> (p_through_id is null) then
    raise exception 'A page starts after a date and an id, or at the start' using errcode = '22023', hint = 'invalid_cursor';
  end if;
  if p_after_date is not null then
    v_where := v_where || ' and (r.registration_date, r.id) < ($4, $5)';
  end if;
  if p_through_date is not null then
    v_where := v_where || ' and (r.registration_date, r.id) >= ($7, $8)';
  end if;
  execute 'select array(select r.id from public.registrations r' || v_where
    || ' order by r.registration_date desc, r.id desc limit $6)'
    into v_ids using p_program_id, p_status, v_pattern, p_after_date, p_after_id, v_limit, p_through_date, p_through_id;
  v_payload := private.admin_registrations_payload(v_ids, true);
  perform private.log_registrations_read(v_ids, 'medical_and_emergency', p_program_id, 'admin_registrations_export',
    jsonb_build_object('program_id', p_program_id, 'status', coalesce(p_status, 'all'),
      'search', nullif(btrim(coalesce(p_search, '')), '')));
  if cardinality(v_ids) = v_limit then
    select * into v_last from public.registrations where id = v_ids[v_limit];
  end if;
  return json_build_object('programs', v_payload -> 'programs', 'tiers', v_payload -> 'tiers',
    'rows', v_payload -> 'rows',
    'next', case when v_last.id is null then null else json_build_array(v_last.registration_date, v_last.id) end);
end;
$$;
revoke all on function public.admin_registrations_export(p_program_id uuid, p_status text, p_search text, p_after_date timestamp with time zone, p_after_id uuid, p_limit integer, p_through_date timestamp with time zone, p_through_id uuid) from public, anon;
