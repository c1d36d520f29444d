-- Admin registrations screen, paged on the server (issue 12, bench item 1).
-- The registrations with one lower-cased search_text column (the spec 2
-- section 5 fields: person first/last/full name, e-mail, city, province,
-- program name, guardian name/e-mail, typed guardian name), so PostgREST can
-- filter, count and page (.ilike + .range, count=exact) instead of the
-- browser loading every row. security_invoker: the registrations policies
-- (and those of the joined tables) apply to the caller as on the tables, so
-- a non-admin sees here only what he already reads there.
create view public.admin_registration_rows
with (security_invoker = true) as
select
  r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
  r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
  r.program_id, r.price_tier_id, r.participant_id, r.volunteer_id,
  lower(concat_ws(chr(31),
    coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name), coalesce(p.email, v.email),
    pr.name, g.first_name, g.last_name, nullif(concat_ws(' ', g.first_name, g.last_name), ''), g.email,
    r.parent_guardian_name, coalesce(p.city, v.city), p.province,
    nullif(concat_ws(' ', coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name)), '')
  )) as search_text
from public.registrations r
left join public.participants p on p.id = r.participant_id
left join public.volunteer_profiles v on v.id = r.volunteer_id
left join public.programs pr on pr.id = r.program_id
left join public.user_profiles g on g.id = p.parent_guardian_id;

-- Read only: default privileges would also grant insert/update/delete.
revoke all on public.admin_registration_rows from anon, authenticated, public;
grant select on public.admin_registration_rows to authenticated;
