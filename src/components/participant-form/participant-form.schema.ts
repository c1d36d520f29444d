import { clearConditionalFields, DEFAULT_PROVINCE, nullIfBlank } from '@domain/participant-rules';
import { formatPostalCode, normalisePostalCode } from '@domain/postal-code';
import type { Tables } from '@/lib/database';

export type YesNo = '' | 'yes' | 'no';

/** Form state of every participant form (wizards, edit modal, profile page): inputs are text. */
export type ParticipantValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  gender_identity: string;
  gender_self_description: string;
  visual_classification: string;
  visual_condition: string;
  visual_condition_other: string;
  ec_name: string;
  ec_relationship: string;
  ec_relationship_other: string;
  ec_phone: string;
  ec_email: string;
  allergies: string;
  medical_conditions: string;
  position: string;
  skating_experience: string;
  played_traditional_hockey: YesNo;
  first_played_blind_hockey_year: string;
  hockey_referral_source: string;
  hockey_referral_other: string;
  social_media_handles: string;
  is_first_time_participant: YesNo;
  needs_equipment: boolean;
};
export type ParticipantField = keyof ParticipantValues;

export const participantDefaults: ParticipantValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  date_of_birth: '',
  address: '',
  city: '',
  province: DEFAULT_PROVINCE,
  postal_code: '',
  gender_identity: '',
  gender_self_description: '',
  visual_classification: '',
  visual_condition: '',
  visual_condition_other: '',
  ec_name: '',
  ec_relationship: '',
  ec_relationship_other: '',
  ec_phone: '',
  ec_email: '',
  allergies: '',
  medical_conditions: '',
  position: '',
  skating_experience: '',
  played_traditional_hockey: '',
  first_played_blind_hockey_year: '',
  hockey_referral_source: '',
  hockey_referral_other: '',
  social_media_handles: '',
  is_first_time_participant: '',
  needs_equipment: false,
};

const yesNo = (v: YesNo): boolean | null => (v === 'yes' ? true : v === 'no' ? false : null);
const fromBool = (v: boolean | null | undefined): YesNo => (v === true ? 'yes' : v === false ? 'no' : '');

/** A participants row as the database returns it (the columns the screens use); created_at where a list is sorted by it. */
export type ParticipantRow = Pick<Tables<'participants'>, ParticipantColumn> & { created_at?: string };
type ParticipantColumn =
  | 'id'
  | 'user_id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'date_of_birth'
  | 'address'
  | 'city'
  | 'province'
  | 'postal_code'
  | 'gender_identity'
  | 'gender_self_description'
  | 'visual_classification'
  | 'visual_condition'
  | 'visual_condition_other'
  | 'played_traditional_hockey'
  | 'first_played_blind_hockey_year'
  | 'hockey_referral_source'
  | 'hockey_referral_other'
  | 'position'
  | 'social_media_handles'
  | 'skating_experience'
  | 'is_first_time_participant'
  | 'needs_equipment'
  | 'allergies'
  | 'medical_conditions';

/**
 * The participants columns to save: optional fields null when empty, postal
 * code upper case without spaces, conditional texts cleared (spec 1 s. 4-5).
 */
export function toParticipantPayload(v: ParticipantValues) {
  return clearConditionalFields({
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: nullIfBlank(v.email),
    date_of_birth: nullIfBlank(v.date_of_birth),
    address: nullIfBlank(v.address),
    city: nullIfBlank(v.city),
    province: nullIfBlank(v.province) ?? DEFAULT_PROVINCE,
    postal_code: normalisePostalCode(v.postal_code),
    gender_identity: nullIfBlank(v.gender_identity),
    gender_self_description: v.gender_self_description,
    visual_classification: nullIfBlank(v.visual_classification),
    visual_condition: nullIfBlank(v.visual_condition),
    visual_condition_other: v.visual_condition_other,
    played_traditional_hockey: yesNo(v.played_traditional_hockey),
    first_played_blind_hockey_year:
      nullIfBlank(v.first_played_blind_hockey_year) === null ? null : Number(v.first_played_blind_hockey_year.trim()),
    hockey_referral_source: nullIfBlank(v.hockey_referral_source),
    hockey_referral_other: v.hockey_referral_other,
    position: nullIfBlank(v.position),
    social_media_handles: nullIfBlank(v.social_media_handles),
    skating_experience: nullIfBlank(v.skating_experience),
    is_first_time_participant: yesNo(v.is_first_time_participant),
    needs_equipment: v.needs_equipment,
    allergies: nullIfBlank(v.allergies),
    medical_conditions: nullIfBlank(v.medical_conditions),
  });
}
export type ParticipantPayload = ReturnType<typeof toParticipantPayload>;

/** The primary emergency contact to save. */
export function toContactPayload(v: ParticipantValues) {
  const c = clearConditionalFields({
    name: v.ec_name.trim(),
    relationship: v.ec_relationship,
    relationship_other: v.ec_relationship_other,
    phone: v.ec_phone.trim(),
    email: nullIfBlank(v.ec_email),
  });
  return c;
}
export type ContactPayload = ReturnType<typeof toContactPayload>;

/** Form values of a stored participant (edit modal, profile page). */
export function fromParticipantRow(row: ParticipantRow): ParticipantValues {
  const s = (x: string | null | undefined) => x ?? '';
  return {
    ...participantDefaults,
    first_name: row.first_name,
    last_name: row.last_name,
    email: s(row.email),
    date_of_birth: s(row.date_of_birth).slice(0, 10),
    address: s(row.address),
    city: s(row.city),
    province: row.province ?? DEFAULT_PROVINCE,
    postal_code: formatPostalCode(row.postal_code),
    gender_identity: s(row.gender_identity),
    gender_self_description: s(row.gender_self_description),
    visual_classification: s(row.visual_classification),
    visual_condition: s(row.visual_condition),
    visual_condition_other: s(row.visual_condition_other),
    position: s(row.position),
    skating_experience: s(row.skating_experience),
    played_traditional_hockey: fromBool(row.played_traditional_hockey),
    first_played_blind_hockey_year:
      row.first_played_blind_hockey_year == null ? '' : String(row.first_played_blind_hockey_year),
    hockey_referral_source: s(row.hockey_referral_source),
    hockey_referral_other: s(row.hockey_referral_other),
    social_media_handles: s(row.social_media_handles),
    is_first_time_participant: fromBool(row.is_first_time_participant),
    needs_equipment: row.needs_equipment,
    allergies: s(row.allergies),
    medical_conditions: s(row.medical_conditions),
  };
}
