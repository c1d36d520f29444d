-- Registrations kept after their participant was deleted (issue 17 point 4,
-- 20261125000300) have no participant and no volunteer; the admin screen and
-- Export All show the name they were made for. admin_registrations_export as
-- in 20261123110000, with one more position at the end of each row:
--   [..., participant | null, volunteer | null, removed_participant_name | null]
-- (src/features/admin-registrations/api/export-row.ts reads it). The screen's
-- view admin_registration_rows (20261123090000) gets the same column at its
-- end, and its search text includes the kept name.

create or replace view public.admin_registration_rows
with (security_invoker = true) as
select
  r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
  r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
  r.program_id, r.price_tier_id, r.participant_id, r.volunteer_id,
  lower(concat_ws(chr(31),
    coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name), coalesce(p.email, v.email),
    pr.name, g.first_name, g.last_name, nullif(concat_ws(' ', g.first_name, g.last_name), ''), g.email,
    r.parent_guardian_name, coalesce(p.city, v.city), p.province,
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

create or replace function public.admin_registrations_export(
  p_program_id uuid default null,
  p_status text default 'all',
  p_search text default ''
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_needle text := lower(btrim(coalesce(p_search, '')));
  v_pattern text;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can export registrations' using errcode = '42501';
  end if;
  -- The typed text matches literally (as the screen's ilike: \ % _ escaped).
  v_pattern := '%' || replace(replace(replace(v_needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return json_build_object(
    'programs', coalesce((
      select json_object_agg(g.id, json_build_array(g.name, g.price))
      from public.programs g where p_program_id is null or g.id = p_program_id), '{}'::json),
    'tiers', coalesce((
      select json_object_agg(t.id, json_build_array(t.name, t.price))
      from public.program_price_tiers t where p_program_id is null or t.program_id = p_program_id), '{}'::json),
    'rows', coalesce((
      with contacts as (
        select e.participant_id, e.volunteer_id,
          json_agg(json_build_array(e.name, e.relationship, e.relationship_other, e.phone, e.email, e.is_primary)
            order by e.created_at, e.id) as list
        from public.emergency_contacts e
        group by e.participant_id, e.volunteer_id)
      select json_agg(json_build_array(
        r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
        r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
        r.program_id, r.price_tier_id,
        case when p.id is null then null else json_build_array(
          p.id, p.first_name, p.last_name, p.email, p.date_of_birth, p.address, p.city,
          p.province, p.position, p.visual_classification, p.visual_condition,
          p.visual_condition_other, p.needs_equipment, p.allergies, p.medical_conditions,
          case when u.id is null then null else json_build_array(u.first_name, u.last_name, u.email, u.phone) end,
          coalesce(pc.list, '[]'::json)) end,
        case when v.id is null then null else json_build_array(
          v.id, v.first_name, v.last_name, v.email, v.date_of_birth, v.address, v.city,
          v.phone, v.medical_conditions, coalesce(vc.list, '[]'::json)) end,
        r.removed_participant_name
      ) order by r.registration_date desc, r.id desc)
      from public.registrations r
      left join public.participants p on p.id = r.participant_id
      left join public.user_profiles u on u.id = p.parent_guardian_id
      left join public.volunteer_profiles v on v.id = r.volunteer_id
      left join contacts pc on pc.participant_id = p.id and pc.volunteer_id is null
      left join contacts vc on vc.volunteer_id = v.id and vc.participant_id is null
      where (p_program_id is null or r.program_id = p_program_id)
        and (coalesce(p_status, 'all') = 'all' or r.status = p_status)
        and (v_needle = '' or exists (
          select 1 from public.admin_registration_rows s
          where s.id = r.id and s.search_text ilike v_pattern))
    ), '[]'::json));
end;
$$;

revoke all on function public.admin_registrations_export(uuid, text, text) from public, anon;
grant execute on function public.admin_registrations_export(uuid, text, text) to authenticated, service_role;
