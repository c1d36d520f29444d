// The PostgREST select of the coordinator roster, kept apart from the client so
// tests/db can run the very same query through supabase-js.

const CONTACTS = 'emergency_contacts(name, relationship, relationship_other, phone, is_primary)';
export const ROSTER_SELECT = `id, status, registration_date,
  participant:participants(id, first_name, last_name, email, date_of_birth, address, city, province, postal_code,
    gender_identity, gender_self_description, visual_classification, skating_experience, allergies, medical_conditions,
    ${CONTACTS}),
  volunteer:volunteer_profiles(id, first_name, last_name, email, date_of_birth, address, city, phone,
    medical_conditions, ${CONTACTS})`;
