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

revoke all on function private.province_search_names(text) from public;
-- The view is security_invoker: its reader calls the function (and may inline it only with EXECUTE).
grant execute on function private.province_search_names(text) to authenticated, service_role;

-- As 20261125000700 left it, with the province's names after its code in search_text.
create or replace view public.admin_registration_rows
with (security_invoker = true) as
select
  r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
  r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
  r.program_id, r.price_tier_id, r.participant_id, r.volunteer_id,
  lower(concat_ws(chr(31),
    coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name), coalesce(p.email, v.email),
    pr.name, g.first_name, g.last_name, nullif(concat_ws(' ', g.first_name, g.last_name), ''), g.email,
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
