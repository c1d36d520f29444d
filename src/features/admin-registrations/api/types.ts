import type { Tables } from '@/lib/database';

/** One emergency contact as the screen and the CSV show it. */
export type Contact = Pick<
  Tables<'emergency_contacts'>,
  'name' | 'relationship' | 'relationship_other' | 'phone' | 'email' | 'is_primary'
>;

type PersonColumns = 'id' | 'first_name' | 'last_name' | 'email' | 'date_of_birth' | 'address' | 'city';

export type ParticipantPart = Pick<
  Tables<'participants'>,
  | PersonColumns
  | 'province'
  | 'position'
  | 'visual_classification'
  | 'visual_condition'
  | 'visual_condition_other'
  | 'needs_equipment'
  | 'allergies'
  | 'medical_conditions'
> & {
  guardian: Pick<Tables<'user_profiles'>, 'first_name' | 'last_name' | 'email' | 'phone'> | null;
  emergency_contacts: Contact[];
};

export type VolunteerPart = Pick<Tables<'volunteer_profiles'>, PersonColumns | 'phone' | 'medical_conditions'> & {
  emergency_contacts: Contact[];
};

/** The participant or the volunteer of a registration. */
export type Person = ParticipantPart | VolunteerPart;

/** A program or tier: its English name, and its French one (null: French missing, issue 22). */
type Priced = Pick<Tables<'programs'>, 'id' | 'name' | 'price'> & { name_fr?: string | null };

/**
 * A refund asked for or made (issue 20 point 4): the amount the family asked
 * back with the cancellation and their reason, and what was refunded and when.
 */
export type RefundInfo = {
  requested: number | null;
  reason: string | null;
  refunded: number;
  refundedAt: string | null;
};

/** A registration with everything the screen and the CSV need (one request). */
export type AdminRegistration = Pick<
  Tables<'registrations'>,
  | 'id'
  | 'status'
  | 'registration_date'
  | 'amount_paid'
  | 'parent_guardian_name'
  | 'waiver_agreed'
  | 'waiver_agreed_at'
  | 'media_consent_agreed'
  | 'media_consent_agreed_at'
  /** The name kept when the participant's record was deleted (the registration stays as history). */
  | 'removed_participant_name'
> & {
  program: Priced | null;
  price_tier: Priced | null;
  participant: ParticipantPart | null;
  volunteer: VolunteerPart | null;
  /** Set for a registration refunded or with a refund request; absent otherwise. */
  refund?: RefundInfo | null;
};

export type ProgramOption = Pick<Tables<'programs'>, 'id' | 'name' | 'name_fr' | 'start_date'>;
