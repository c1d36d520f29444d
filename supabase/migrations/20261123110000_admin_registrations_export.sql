-- Export All of the admin registrations screen in one call (issue 12: CSV of
-- 30,000 registrations < 2 s). The keyset pages of the screen's PostgREST
-- select cost ~4.4 s on the large seed (1.6 KB of JSON keys per row); this
-- returns the same data as positional arrays (~0.5 KB per row), programs and
-- price tiers once each instead of on every row, which the client turns back
-- into the screen's nested shape
-- (src/features/admin-registrations/api/export-row.ts, same field order).
--
-- Result: {"programs": {id: [name, price]}, "tiers": {id: [name, price]}, "rows": [row, ...]}
-- Row: [id, status, registration_date, amount_paid, parent_guardian_name,
--   waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
--   program_id | null, price_tier_id | null,
--   participant [id, first_name, last_name, email, date_of_birth, address, city,
--     province, position, visual_classification, visual_condition,
--     visual_condition_other, needs_equipment, allergies, medical_conditions,
--     guardian [first_name, last_name, email, phone] | null, contacts] | null,
--   volunteer [id, first_name, last_name, email, date_of_birth, address, city,
--     phone, medical_conditions, contacts] | null]
-- contacts: [[name, relationship, relationship_other, phone, email, is_primary], ...]
-- (emergency contacts are grouped once per person, not looked up per row).
--
-- Filters as the screen: program (null = all), status ('all' or one), search
-- (the view admin_registration_rows' search_text, case-insensitive substring).
-- Order as the screen: newest first. Admins only (42501 otherwise).
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
          v.phone, v.medical_conditions, coalesce(vc.list, '[]'::json)) end
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
