-- The program's searchable names computed once per program, not per
-- registration row (issue 22 point 2, after 20261125830000 and 20261125832000).
--
-- Inlined into admin_registration_rows, private.program_search_names costs a
-- dozen lower/translate calls for every registration the search reads: on
-- 30,000 registrations (the bench's large seed, PGlite) a search took about
-- 10x as long as before. The names depend on the program only, so they are a
-- stored generated column of programs, computed when a program is written
-- (a few hundred rows), and the view reads the column: a search costs what it
-- did before plus the length of the longer text. A left join that nothing
-- reads is still removed by the planner, so pages without a search do not
-- touch programs at all, as before.
--
-- A stored generated column is not recomputed when the function changes: a
-- later migration that changes private.program_search_names (or the functions
-- it calls) must also run `update public.programs set name = name`.

alter table public.programs
  add column search_names text generated always as (private.program_search_names(name, name_fr)) stored;

comment on column public.programs.search_names is
  'The English and French names as the admin registrations search reads them (with and without accents), separated by chr(31); computed from name and name_fr.';

-- As 20261125830000 left it, the program's names read from the column.
create or replace view public.admin_registration_rows
with (security_invoker = true) as
select
  r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
  r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
  r.program_id, r.price_tier_id, r.participant_id, r.volunteer_id,
  lower(concat_ws(chr(31),
    coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name), coalesce(p.email, v.email),
    pr.search_names,
    g.first_name, g.last_name, nullif(concat_ws(' ', g.first_name, g.last_name), ''), g.email,
    r.parent_guardian_name, coalesce(p.city, v.city), p.province, private.province_search_names(p.province),
    nullif(concat_ws(' ', coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name)), ''),
    r.removed_participant_name
  )) as search_text,
  r.removed_participant_name
from public.registrations r
left join public.participants p on p.id = r.participant_id
left join public.volunteer_profiles v on v.id = r.volunteer_id
left join public.programs pr on pr.id = r.program_id
left join public.user_profiles g on g.id = p.parent_guardian_id;

-- Read-only, as 20261123090000 left it.
revoke all on public.admin_registration_rows from anon, authenticated, public;
grant select on public.admin_registration_rows to authenticated;
