// The PostgREST select of the admin registrations screen, kept apart from the
// client so tests/db can run the very same query through supabase-js. Since
// issue 25 (migration 20261128100000) its medical fields and contacts are
// readable by the service role only: the screen reads admin_registrations_page,
// which logs the read, and tests/db compares that answer with this select.

const CONTACTS = 'emergency_contacts(name, relationship, relationship_other, phone, email, is_primary)';

// Spec 2 section 7: registrations with nested participant (and guardian),
// volunteer, program and tier, plus emergency contacts, in ONE request.
export const ADMIN_REGISTRATIONS_SELECT = `id, status, registration_date, amount_paid, parent_guardian_name, removed_participant_name,
  waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
  program:programs(id, name, name_fr, price),
  price_tier:program_price_tiers(id, name, name_fr, price),
  participant:participants(id, first_name, last_name, email, date_of_birth, address, city, province, position,
    visual_classification, visual_condition, visual_condition_other, needs_equipment, allergies, medical_conditions,
    guardian:user_profiles!parent_guardian_id(first_name, last_name, email, phone), ${CONTACTS}),
  volunteer:volunteer_profiles(id, first_name, last_name, email, date_of_birth, address, city, phone,
    medical_conditions, ${CONTACTS})`;
