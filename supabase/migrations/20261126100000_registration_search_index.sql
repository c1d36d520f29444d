-- Accent-proof, index-backed admin registrations search, one request per page,
-- Export All in pages (issue 23 points 3, 5, 6; decision 0046).
--
-- Until now the view admin_registration_rows computed each registration's
-- search text on every read (joins, lower-casing, province and program names)
-- and the screen filtered it with ilike '%needle%': a search read every row.
-- Now the folded text (private.search_fold: lower case, no accents, ’ read as ')
-- is STORED, one row per registration in public.registration_search, with a
-- pg_trgm GIN index, and kept up to date by triggers on everything it shows:
-- the registration (person, program, typed guardian name, removed name), the
-- participant or volunteer (names, e-mail, city, province, guardian), the
-- guardian's profile (names, e-mail) and the program (English and French names).
--
-- The text lives beside registrations rather than in a column of it: a family
-- editing its child's name must refresh the text, and registrations refuses
-- any change from a non-admin client (registration_before_update) and stamps
-- updated_at on every update (which the refunds screen reads as the request
-- time). Nobody but these triggers writes the table: no API role has a write
-- grant, and its select policy is the admins'.
--
-- The screen pages and searches through admin_registrations_page (one JSON
-- value: the total, and the page with its refunds, programs and tiers), the
-- typed text folded by the same private.search_fold in SQL; Export All reads
-- admin_registrations_export in keyset pages (p_after_date, p_after_id,
-- p_limit). The program filter's options come from admin_program_options (one
-- JSON value: never cut at max_rows).

-- =====================================================================
-- The stored search text
-- =====================================================================

create table public.registration_search (
  registration_id uuid primary key references public.registrations (id) on delete cascade,
  search_text text not null
);
comment on table public.registration_search is
  'The admin search text of each registration (folded by private.search_fold), written only by triggers.';

alter table public.registration_search enable row level security;
revoke all on public.registration_search from anon, authenticated, public;
-- Read by admins only (through the security-invoker view admin_registration_rows).
grant select on public.registration_search to authenticated;
create policy registration_search_admin_read on public.registration_search
  for select to authenticated using ((select private.is_admin()));

-- fastupdate off: every write goes into the index itself, not a pending list
-- that each search would scan in full until a vacuum (PGlite runs none; a
-- registration is written far less often than the screen searches).
create index registration_search_text_trgm_idx
  on public.registration_search using gin (search_text extensions.gin_trgm_ops) with (fastupdate = off);

-- Newest first, ties by id: the order of the screen and of Export All's keyset.
create index registrations_date_id_idx on public.registrations (registration_date, id);

-- What each registration's search text is made of, computed from the tables
-- (a view the triggers filter by registration: the planner reads only those).
-- Not granted to any API role.
create view private.registration_search_source as
select
  r.id as registration_id,
  private.search_fold(concat_ws(chr(31),
    coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name),
    nullif(concat_ws(' ', coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name)), ''),
    coalesce(p.email, v.email),
    g.first_name, g.last_name, nullif(concat_ws(' ', g.first_name, g.last_name), ''), g.email,
    r.parent_guardian_name, coalesce(p.city, v.city), p.province, private.province_search_names(p.province),
    pr.name, pr.name_fr,
    r.removed_participant_name
  )) as search_text
from public.registrations r
left join public.participants p on p.id = r.participant_id
left join public.volunteer_profiles v on v.id = r.volunteer_id
left join public.programs pr on pr.id = r.program_id
left join public.user_profiles g on g.id = p.parent_guardian_id;

revoke all on private.registration_search_source from anon, authenticated, public;

-- =====================================================================
-- Triggers: the text follows every source
-- =====================================================================

-- New registrations (one statement, any number of rows: the bench's seed inserts thousands at once).
create function private.registration_search_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.registration_search (registration_id, search_text)
  select s.registration_id, s.search_text
  from private.registration_search_source s
  where s.registration_id in (select n.id from new_rows n)
  on conflict (registration_id) do update set search_text = excluded.search_text;
  return null;
end;
$$;

create trigger registrations_search_insert
  after insert on public.registrations
  referencing new table as new_rows
  for each statement execute function private.registration_search_insert();

-- Recompute the text of some registrations; written only where it changed.
create function private.refresh_registration_search(p_ids uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  update public.registration_search t
  set search_text = s.search_text
  from private.registration_search_source s
  where s.registration_id = any (p_ids)
    and t.registration_id = s.registration_id
    and t.search_text is distinct from s.search_text;
$$;

-- One trigger function for every source table: the registrations it shows in.
create function private.registration_search_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  -- One branch per table, so each query is planned on its own index.
  if tg_table_name = 'registrations' then
    v_ids := array[new.id];
  elsif tg_table_name = 'participants' then
    v_ids := array(select r.id from public.registrations r where r.participant_id = new.id);
  elsif tg_table_name = 'volunteer_profiles' then
    v_ids := array(select r.id from public.registrations r where r.volunteer_id = new.id);
  elsif tg_table_name = 'programs' then
    v_ids := array(select r.id from public.registrations r where r.program_id = new.id);
  end if;
  perform private.refresh_registration_search(v_ids);
  return null;
end;
$$;

-- A guardian's profile shows in the registrations of their children.
create function private.registration_search_follow_guardian()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_registration_search(array(
    select r.id from public.participants p
    join public.registrations r on r.participant_id = p.id
    where p.parent_guardian_id = new.id));
  return null;
end;
$$;

revoke all on function private.registration_search_insert(), private.refresh_registration_search(uuid[]),
  private.registration_search_follow(), private.registration_search_follow_guardian() from public, anon, authenticated;

-- (A participant deleted: the registration keeps removed_participant_name and
-- loses participant_id, an update of registrations, followed here.)
create trigger registrations_search_follow
  after update of participant_id, volunteer_id, program_id, parent_guardian_name, removed_participant_name
  on public.registrations
  for each row
  when ((old.participant_id, old.volunteer_id, old.program_id, old.parent_guardian_name, old.removed_participant_name)
        is distinct from
        (new.participant_id, new.volunteer_id, new.program_id, new.parent_guardian_name, new.removed_participant_name))
  execute function private.registration_search_follow();

create trigger participants_search_follow
  after update on public.participants
  for each row
  when ((old.first_name, old.last_name, old.email, old.city, old.province, old.parent_guardian_id)
        is distinct from
        (new.first_name, new.last_name, new.email, new.city, new.province, new.parent_guardian_id))
  execute function private.registration_search_follow();

create trigger volunteer_profiles_search_follow
  after update on public.volunteer_profiles
  for each row
  when ((old.first_name, old.last_name, old.email, old.city)
        is distinct from (new.first_name, new.last_name, new.email, new.city))
  execute function private.registration_search_follow();

create trigger programs_search_follow
  after update on public.programs
  for each row
  when ((old.name, old.name_fr) is distinct from (new.name, new.name_fr))
  execute function private.registration_search_follow();

create trigger user_profiles_search_follow
  after update on public.user_profiles
  for each row
  when ((old.first_name, old.last_name, old.email) is distinct from (new.first_name, new.last_name, new.email))
  execute function private.registration_search_follow_guardian();

-- Every registration there is now.
insert into public.registration_search (registration_id, search_text)
select s.registration_id, s.search_text from private.registration_search_source s;

-- =====================================================================
-- admin_registration_rows: the stored text, and the refund columns
-- =====================================================================

-- As 20261125834000 left it, search_text read from registration_search (null
-- for a non-admin reader: the policy), and the refund columns appended (what
-- the screen read in a second request before).
create or replace view public.admin_registration_rows
with (security_invoker = true) as
select
  r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
  r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
  r.program_id, r.price_tier_id, r.participant_id, r.volunteer_id,
  s.search_text,
  r.removed_participant_name,
  r.refund_amount, r.refund_reason, r.amount_refunded, r.refund_processed_at
from public.registrations r
left join public.registration_search s on s.registration_id = r.id;

revoke all on public.admin_registration_rows from anon, authenticated, public;
grant select on public.admin_registration_rows to authenticated;

-- The program's names per registration come from the stored text now: the
-- generated column 20261125834000 added for the view is read by nothing.
alter table public.programs drop column search_names;

-- =====================================================================
-- Filters shared by the page and the export
-- =====================================================================

-- The WHERE clause (over registrations r) of the chosen filters, with $1 the
-- program, $2 the status and $3 the LIKE pattern of the folded typed text
-- (literal: \ % _ escaped). Only the filters in use are written, so each
-- query is planned with what it needs (the trigram index for a search).
create function private.admin_registrations_where(p_program_id uuid, p_status text, p_pattern text)
returns text
language sql
stable
set search_path = ''
as $$
  select concat(' where true',
    case when p_program_id is not null then ' and r.program_id = $1' end,
    case when coalesce(p_status, 'all') <> 'all' then ' and r.status = $2' end,
    case when p_pattern is not null then
      ' and r.id in (select s.registration_id from public.registration_search s where s.search_text like $3)' end)
$$;

-- The typed text as a LIKE pattern over the stored text, or null for no search.
create function private.admin_search_pattern(p_search text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when private.search_fold(btrim(coalesce(p_search, ''))) = '' then null
    else '%' || replace(replace(replace(private.search_fold(btrim(p_search)), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  end
$$;

-- Registrations by id, in the order given, in the export's positional shape
-- (src/features/admin-registrations/api/export-row.ts), with the programs and
-- tiers they name (each once).
create function private.admin_registrations_payload(p_ids uuid[])
returns json
language sql
stable
set search_path = ''
as $$
  with page as (
    select r.*, u.ord
    from unnest(p_ids) with ordinality as u(id, ord)
    join public.registrations r on r.id = u.id
  )
  select json_build_object(
    'programs', coalesce((
      select json_object_agg(g.id, json_build_array(g.name, g.price, g.name_fr))
      from public.programs g where g.id in (select program_id from page)), '{}'::json),
    'tiers', coalesce((
      select json_object_agg(t.id, json_build_array(t.name, t.price, t.name_fr))
      from public.program_price_tiers t where t.id in (select price_tier_id from page)), '{}'::json),
    'rows', coalesce((
      select json_agg(json_build_array(
        r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
        r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
        r.program_id, r.price_tier_id,
        case when p.id is null then null else json_build_array(
          p.id, p.first_name, p.last_name, p.email, p.date_of_birth, p.address, p.city,
          p.province, p.position, p.visual_classification, p.visual_condition,
          p.visual_condition_other, p.needs_equipment, p.allergies, p.medical_conditions,
          case when u.id is null then null else json_build_array(u.first_name, u.last_name, u.email, u.phone) end,
          coalesce((
            select json_agg(json_build_array(e.name, e.relationship, e.relationship_other, e.phone, e.email, e.is_primary)
              order by e.created_at, e.id)
            from public.emergency_contacts e where e.participant_id = p.id and e.volunteer_id is null), '[]'::json)) end,
        case when v.id is null then null else json_build_array(
          v.id, v.first_name, v.last_name, v.email, v.date_of_birth, v.address, v.city,
          v.phone, v.medical_conditions,
          coalesce((
            select json_agg(json_build_array(e.name, e.relationship, e.relationship_other, e.phone, e.email, e.is_primary)
              order by e.created_at, e.id)
            from public.emergency_contacts e where e.volunteer_id = v.id and e.participant_id is null), '[]'::json)) end,
        r.removed_participant_name,
        r.refund_amount, r.refund_reason, r.amount_refunded, r.refund_processed_at
      ) order by r.ord)
      from page r
      left join public.participants p on p.id = r.participant_id
      left join public.user_profiles u on u.id = p.parent_guardian_id
      left join public.volunteer_profiles v on v.id = r.volunteer_id
    ), '[]'::json))
$$;

revoke all on function private.admin_registrations_where(uuid, text, text), private.admin_search_pattern(text),
  private.admin_registrations_payload(uuid[]) from public, anon, authenticated;

-- =====================================================================
-- admin_registrations_page: one page, one request
-- =====================================================================

-- One page of the matching registrations, newest first, with the exact total:
-- {total, programs, tiers, rows} (rows as admin_registrations_export's, refunds
-- included). A page in the second half is read from the other end (oldest
-- first, then put back in order), so the last page costs what the first does.
create function public.admin_registrations_page(
  p_program_id uuid default null,
  p_status text default 'all',
  p_search text default '',
  p_offset integer default 0,
  p_limit integer default 50
)
returns json
language plpgsql
stable
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
begin
  if not private.is_admin() then
    raise exception 'Only administrators can list registrations' using errcode = '42501', hint = 'admin_only';
  end if;
  execute 'select count(*) from public.registrations r' || v_where
    into v_total using p_program_id, p_status, v_pattern;
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
  v_payload := private.admin_registrations_payload(v_ids);
  return json_build_object('total', v_total, 'programs', v_payload -> 'programs',
    'tiers', v_payload -> 'tiers', 'rows', v_payload -> 'rows');
end;
$$;

revoke all on function public.admin_registrations_page(uuid, text, text, integer, integer) from public, anon;
grant execute on function public.admin_registrations_page(uuid, text, text, integer, integer) to authenticated, service_role;

-- =====================================================================
-- admin_registrations_export: keyset pages
-- =====================================================================

-- As 20261125830000 (same positional rows), read in pages: the rows after
-- (p_after_date, p_after_id) in the screen's order (newest first), at most
-- p_limit (default 1000, at most 5000), and `next`, the cursor of the page's
-- last row when more may follow (null at the end). Each answer is one JSON
-- value of bounded size; the programs and tiers are those the page names.
drop function public.admin_registrations_export(uuid, text, text);
create function public.admin_registrations_export(
  p_program_id uuid default null,
  p_status text default 'all',
  p_search text default '',
  p_after_date timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 1000
)
returns json
language plpgsql
stable
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
  if (p_after_date is null) <> (p_after_id is null) then
    raise exception 'A page starts after a date and an id, or at the start' using errcode = '22023', hint = 'invalid_cursor';
  end if;
  if p_after_date is not null then
    v_where := v_where || ' and (r.registration_date, r.id) < ($4, $5)';
  end if;
  execute 'select array(select r.id from public.registrations r' || v_where
    || ' order by r.registration_date desc, r.id desc limit $6)'
    into v_ids using p_program_id, p_status, v_pattern, p_after_date, p_after_id, v_limit;
  v_payload := private.admin_registrations_payload(v_ids);
  if cardinality(v_ids) = v_limit then
    select * into v_last from public.registrations where id = v_ids[v_limit];
  end if;
  return json_build_object('programs', v_payload -> 'programs', 'tiers', v_payload -> 'tiers',
    'rows', v_payload -> 'rows',
    'next', case when v_last.id is null then null else json_build_array(v_last.registration_date, v_last.id) end);
end;
$$;

revoke all on function public.admin_registrations_export(uuid, text, text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.admin_registrations_export(uuid, text, text, timestamptz, uuid, integer)
  to authenticated, service_role;

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
grant execute on function public.admin_program_options() to authenticated, service_role;
