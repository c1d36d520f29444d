-- Export All of the admin registrations screen in one call (issue 12: CSV of
-- 30,000 registrations < 2 s). The keyset pages of the screen's PostgREST
-- select cost ~4.4 s on the large seed (1.6 KB of JSON keys per row); this
-- returns the same data as positional arrays (~0.4 KB per row), which the
-- client turns back into the screen's nested shape
-- (src/features/admin-registrations/api/export-row.ts, same field order).
--
-- Row: [id, status, registration_date, amount_paid, parent_guardian_name,
--   waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
--   program [id, name, price] | null, price_tier [id, name, price] | null,
--   participant [id, first_name, last_name, email, date_of_birth, address, city,
--     province, position, visual_classification, visual_condition,
--     visual_condition_other, needs_equipment, allergies, medical_conditions,
--     guardian [first_name, last_name, email, phone] | null, contacts] | null,
--   volunteer [id, first_name, last_name, email, date_of_birth, address, city,
--     phone, medical_conditions, contacts] | null]
-- contacts: [[name, relationship, relationship_other, phone, email, is_primary], ...]
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
  return coalesce((
    select json_agg(json_build_array(
      r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
      r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
      case when g.id is null then null else json_build_array(g.id, g.name, g.price) end,
      case when t.id is null then null else json_build_array(t.id, t.name, t.price) end,
      case when p.id is null then null else json_build_array(
        p.id, p.first_name, p.last_name, p.email, p.date_of_birth, p.address, p.city,
        p.province, p.position, p.visual_classification, p.visual_condition,
        p.visual_condition_other, p.needs_equipment, p.allergies, p.medical_conditions,
        case when u.id is null then null else json_build_array(u.first_name, u.last_name, u.email, u.phone) end,
        coalesce((
          select json_agg(json_build_array(e.name, e.relationship, e.relationship_other, e.phone, e.email, e.is_primary)
            order by e.created_at, e.id)
          from public.emergency_contacts e where e.participant_id = p.id), '[]'::json)) end,
      case when v.id is null then null else json_build_array(
        v.id, v.first_name, v.last_name, v.email, v.date_of_birth, v.address, v.city,
        v.phone, v.medical_conditions,
        coalesce((
          select json_agg(json_build_array(e.name, e.relationship, e.relationship_other, e.phone, e.email, e.is_primary)
            order by e.created_at, e.id)
          from public.emergency_contacts e where e.volunteer_id = v.id), '[]'::json)) end
    ) order by r.registration_date desc, r.id desc)
    from public.registrations r
    left join public.programs g on g.id = r.program_id
    left join public.program_price_tiers t on t.id = r.price_tier_id
    left join public.participants p on p.id = r.participant_id
    left join public.user_profiles u on u.id = p.parent_guardian_id
    left join public.volunteer_profiles v on v.id = r.volunteer_id
    where (p_program_id is null or r.program_id = p_program_id)
      and (coalesce(p_status, 'all') = 'all' or r.status = p_status)
      and (v_needle = '' or exists (
        select 1 from public.admin_registration_rows s
        where s.id = r.id and s.search_text ilike v_pattern))
  ), '[]'::json);
end;
$$;

revoke all on function public.admin_registrations_export(uuid, text, text) from public, anon;
grant execute on function public.admin_registrations_export(uuid, text, text) to authenticated, service_role;
