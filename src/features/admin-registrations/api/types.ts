/** One emergency contact as the screen and the CSV show it. */
export type Contact = {
  name: string;
  relationship: string;
  relationship_other: string | null;
  phone: string;
  email: string | null;
  is_primary: boolean;
};

export type Person = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  date_of_birth: string | null;
  address: string | null;
  city: string | null;
  emergency_contacts: Contact[];
};

export type ParticipantPart = Person & {
  province: string | null;
  position: string | null;
  visual_classification: string | null;
  visual_condition: string | null;
  visual_condition_other: string | null;
  needs_equipment: boolean;
  allergies: string | null;
  medical_conditions: string | null;
  guardian: { first_name: string | null; last_name: string | null; email: string | null; phone: string | null } | null;
};

export type VolunteerPart = Person & { phone: string | null; medical_conditions: string | null };

/** A registration with everything the screen and the CSV need (one request). */
export type AdminRegistration = {
  id: string;
  status: string;
  registration_date: string;
  amount_paid: number;
  parent_guardian_name: string | null;
  waiver_agreed: boolean;
  waiver_agreed_at: string | null;
  media_consent_agreed: boolean;
  media_consent_agreed_at: string | null;
  program: { id: string; name: string; price: number } | null;
  price_tier: { id: string; name: string; price: number } | null;
  participant: ParticipantPart | null;
  volunteer: VolunteerPart | null;
  /** The name kept when the participant's record was deleted (the registration stays as history). */
  removed_participant_name: string | null;
};

export type ProgramOption = { id: string; name: string; start_date: string };
