-- supabase/schemas (the current schema; supabase/README.md): admin search, part 1 of 3.

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
-- Signed-in users only.
revoke all on function public.get_dashboard_counts() from public, anon;

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

-- Provinces read in full (issue 21 point 8): the admin registrations search
-- (the view admin_registration_rows, which Export All's
-- admin_registrations_export also searches) finds a registration by its
-- participant's province name in either language, with or without accents
-- ('Québec', 'Quebec', 'Colombie-Britannique', 'British Columbia',
-- 'Nouvelle-Ecosse'), as well as by its code ('QC') as before. The names are
-- those of src/locales/{en,fr}/common.json `provinces` (tests/db/province-search
-- compares them), in lower case: the view lower-cases its text, but lower()
-- under a C collation leaves 'É' as it is, and the screen lower-cases what is typed.

-- A plain immutable SQL expression over literals (names separated by the
-- view's own separator, chr(31)): no SET clause and not security definer, so
-- the planner inlines it into the view as a CASE (no per-row function call;
-- tests/db/province-search.test.ts checks the plan). It names no table or
-- function, so it needs no search_path (the linter test asks one of public and
-- security definer functions only). The most populous provinces come first:
-- a row costs one or two text comparisons, not thirteen.
create function private.province_search_names(p_code text)
returns text
language sql
immutable
parallel safe
as $$
  select case p_code
    when 'ON' then 'ontario'
    when 'QC' then E'quebec\x1fquébec'
    when 'BC' then E'british columbia\x1fcolombie-britannique'
    when 'AB' then 'alberta'
    when 'MB' then 'manitoba'
    when 'SK' then 'saskatchewan'
    when 'NS' then E'nova scotia\x1fnouvelle-écosse\x1fnouvelle-ecosse'
    when 'NB' then E'new brunswick\x1fnouveau-brunswick'
    when 'NL' then E'newfoundland and labrador\x1fterre-neuve-et-labrador'
    when 'PE' then E'prince edward island\x1fîle-du-prince-édouard\x1file-du-prince-edouard'
    when 'NT' then E'northwest territories\x1fterritoires du nord-ouest'
    when 'YT' then 'yukon'
    when 'NU' then 'nunavut'
  end
$$;
-- The view is security_invoker: its reader calls the function (and may inline it only with EXECUTE).
revoke all on function private.province_search_names(p_code text) from public;
grant execute on function private.province_search_names(p_code text) to authenticated, service_role;

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
  search_text text not null,
  -- Every text column of a public table has a size limit (issue 17 point 8, tests/db/text-limits.test.ts).
  constraint registration_search_text_length check ((char_length(search_text) <= 8000))
);
alter table public.registration_search enable row level security;
-- Read by admins only (through the security-invoker view admin_registration_rows).
revoke all on table public.registration_search from anon, authenticated;
grant select on table public.registration_search to authenticated;
comment on table public.registration_search is 'The admin search text of each registration (folded by private.search_fold), written only by triggers.';

create policy registration_search_admin_read on public.registration_search
  for select to authenticated using ((select private.is_admin()));

-- fastupdate off: every write goes into the index itself, not a pending list
-- that each search would scan in full until a vacuum (PGlite runs none; a
-- registration is written far less often than the screen searches).
create index registration_search_text_trgm_idx
  on public.registration_search using gin (search_text extensions.gin_trgm_ops) with (fastupdate = off);

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
revoke all on function private.registration_search_insert() from public;

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
revoke all on function private.refresh_registration_search(p_ids uuid[]) from public;
