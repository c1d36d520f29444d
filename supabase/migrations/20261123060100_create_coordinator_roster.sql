-- Coordinator roster (issue 10, spec 2 sections 2 and 6; decision 0002):
-- coordinators get read-only access to the registrant list, contact details,
-- emergency contacts, status and dates, and NOT to question answers or
-- payment data. Row-level security cannot hide columns from one kind of
-- signed-in user, and registrations.notes holds the question answers and
-- amount_paid/stripe ids the payment, so coordinators no longer read
-- registrations rows directly (policy "Registrations are viewable by their
-- owner and admins", 20261122030300): the roster comes from
-- coordinator_roster(), which returns only the roster's fields. (They still
-- read the people themselves, participants, volunteer profiles and emergency
-- contacts: 20261122030300.)

-- =====================================================================
-- coordinator_roster(p_program_id) -> jsonb
-- =====================================================================

-- The approved and pending registrations of a program the caller actively
-- coordinates (admins: any program), oldest first, as
-- [{ id, status, registration_date,
--    participant: { id, first_name, last_name, email, date_of_birth, address,
--      city, province, postal_code, gender_identity, gender_self_description,
--      visual_classification, skating_experience, allergies,
--      medical_conditions, emergency_contacts: [...] } | null,
--    volunteer: { id, first_name, last_name, email, date_of_birth, address,
--      city, phone, medical_conditions, emergency_contacts: [...] } | null }]
-- with emergency_contacts [{ name, relationship, relationship_other, phone,
-- is_primary }]. Anyone else: 42501, hint not_coordinator.
create or replace function public.coordinator_roster(p_program_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if not (private.is_admin() or private.is_coordinator_of(p_program_id)) then
    raise exception 'You are not a coordinator of this program' using errcode = '42501', hint = 'not_coordinator';
  end if;
  return coalesce((
    select jsonb_agg(
      jsonb_build_object(
        'id', r.id,
        'status', r.status,
        'registration_date', r.registration_date,
        'participant', case when p.id is null then null else jsonb_build_object(
          'id', p.id, 'first_name', p.first_name, 'last_name', p.last_name, 'email', p.email,
          'date_of_birth', p.date_of_birth, 'address', p.address, 'city', p.city, 'province', p.province,
          'postal_code', p.postal_code, 'gender_identity', p.gender_identity,
          'gender_self_description', p.gender_self_description,
          'visual_classification', p.visual_classification, 'skating_experience', p.skating_experience,
          'allergies', p.allergies, 'medical_conditions', p.medical_conditions,
          'emergency_contacts', coalesce((
            select jsonb_agg(jsonb_build_object(
              'name', e.name, 'relationship', e.relationship, 'relationship_other', e.relationship_other,
              'phone', e.phone, 'is_primary', e.is_primary) order by e.is_primary desc, e.created_at)
            from public.emergency_contacts e where e.participant_id = p.id), '[]'::jsonb)) end,
        'volunteer', case when v.id is null then null else jsonb_build_object(
          'id', v.id, 'first_name', v.first_name, 'last_name', v.last_name, 'email', v.email,
          'date_of_birth', v.date_of_birth, 'address', v.address, 'city', v.city, 'phone', v.phone,
          'medical_conditions', v.medical_conditions,
          'emergency_contacts', coalesce((
            select jsonb_agg(jsonb_build_object(
              'name', e.name, 'relationship', e.relationship, 'relationship_other', e.relationship_other,
              'phone', e.phone, 'is_primary', e.is_primary) order by e.is_primary desc, e.created_at)
            from public.emergency_contacts e where e.volunteer_id = v.id), '[]'::jsonb)) end
      ) order by r.registration_date, r.id)
    from public.registrations r
    left join public.participants p on p.id = r.participant_id
    left join public.volunteer_profiles v on v.id = r.volunteer_id
    where r.program_id = p_program_id and r.status in ('pending', 'approved')
  ), '[]'::jsonb);
end;
$$;

-- Signed-in callers only (the function checks the assignment itself).
revoke all on function public.coordinator_roster(uuid) from public, anon;
grant execute on function public.coordinator_roster(uuid) to authenticated, service_role;
