-- programs.search_names shorter (issue 22 point 2, after 20261125833000): a
-- search reads (and lower-cases) every character of search_text on every
-- registration, so each name has only the forms a search needs, each once:
-- as written (lower case, accents, its apostrophes: what a pasted name
-- gives), without accents with the typed apostrophe ('), and with accents
-- with the typed apostrophe. 'Winter League' has one form, 'Été à Québec'
-- two, 'Camp d’Été' three ('camp d’été', 'camp d'ete', 'camp d'été'); not
-- kept: no accents with ’ (typed ’ without accents). English then French.
-- The view appends the names after lower() (they are lower case already).
-- Computed when a program is written: nothing of this is done per search.

create or replace function private.program_search_names(p_name text, p_name_fr text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select string_agg(f.form, chr(31) order by f.position)
  from (
    select distinct on (u.form) u.form, u.position
    from unnest(array[
      private.search_lower(p_name),
      replace(private.search_fold(p_name), '’', ''''),
      replace(private.search_lower(p_name), '’', ''''),
      private.search_lower(p_name_fr),
      replace(private.search_fold(p_name_fr), '’', ''''),
      replace(private.search_lower(p_name_fr), '’', '''')
    ]) with ordinality as u(form, position)
    where u.form is not null
    order by u.form, u.position
  ) f
$$;

-- A stored generated column keeps the values computed by the old function:
-- the column is added again (every program computed once, no trigger fired),
-- and the view that reads it with it, as 20261125833000 made it.
drop view public.admin_registration_rows;
alter table public.programs drop column search_names;
alter table public.programs
  add column search_names text generated always as (private.program_search_names(name, name_fr)) stored;
comment on column public.programs.search_names is
  'The English and French names as the admin registrations search reads them (lower case; as written, without accents, with the typed apostrophe; each form once), separated by chr(31); computed from name and name_fr.';

create view public.admin_registration_rows
with (security_invoker = true) as
select
  r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
  r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
  r.program_id, r.price_tier_id, r.participant_id, r.volunteer_id,
  lower(concat_ws(chr(31),
    coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name), coalesce(p.email, v.email),
    g.first_name, g.last_name, nullif(concat_ws(' ', g.first_name, g.last_name), ''), g.email,
    r.parent_guardian_name, coalesce(p.city, v.city), p.province, private.province_search_names(p.province),
    nullif(concat_ws(' ', coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name)), ''),
    r.removed_participant_name
  )) || coalesce(chr(31) || pr.search_names, '') as search_text,
  r.removed_participant_name
from public.registrations r
left join public.participants p on p.id = r.participant_id
left join public.volunteer_profiles v on v.id = r.volunteer_id
left join public.programs pr on pr.id = r.program_id
left join public.user_profiles g on g.id = p.parent_guardian_id;

-- Read-only, as 20261123090000 left it.
revoke all on public.admin_registration_rows from anon, authenticated, public;
grant select on public.admin_registration_rows to authenticated;
