import { isAtLeastYearsOld, MIN_PARTICIPANT_AGE } from '@domain/age';
import {
  FIRST_BLIND_HOCKEY_YEAR_MIN,
  isPhoneLongEnough,
  isValidEmail,
  isValidFirstBlindHockeyYear,
} from '@domain/participant-rules';
import { isValidPostalCode } from '@domain/postal-code';
import { isCleanName, isEmailLike, isValidPhone, TEXT_LIMITS } from '@domain/text-limits';
import { checkFilled } from './step-check';

// Format checks shared by the participant forms. Messages are i18n keys of the
// participants namespace (spec 1 section 5 wording).
type Ctx = Parameters<typeof checkFilled>[0];
type Values = Record<string, unknown>;

export const E = {
  fillAllRequired: 'participants:errors.fillAllRequired',
  fillAllEmergency: 'participants:errors.fillAllEmergency',
  firstNameRequired: 'participants:errors.firstNameRequired',
  lastNameRequired: 'participants:errors.lastNameRequired',
  emailInvalid: 'participants:errors.emailInvalid',
  positionRequired: 'participants:errors.positionRequired',
  skatingRequired: 'participants:errors.skatingRequired',
  postalCodeInvalid: 'participants:errors.postalCodeInvalid',
  phoneTooShort: 'participants:errors.phoneTooShort',
  phoneInvalid: 'participants:errors.phoneInvalid',
  emergencyPhoneTooShort: 'participants:errors.emergencyPhoneTooShort',
  emergencyPhoneInvalid: 'participants:errors.emergencyPhoneInvalid',
  tooLong: 'participants:errors.tooLong',
  nameCharacters: 'participants:errors.nameCharacters',
  emergencyEmailInvalid: 'participants:errors.emergencyEmailInvalid',
  birthDateTooRecent: 'participants:errors.birthDateTooRecent',
  birthDateInvalid: 'participants:errors.birthDateInvalid',
  yearOutOfRange: 'participants:errors.yearOutOfRange',
} as const;

const isIsoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** Date of birth a real date at most five years before today (ARCHITECTURE section 9). */
export function checkBirthDate(ctx: Ctx, v: Values, today: string) {
  checkFilled(ctx, v, 'date_of_birth', isIsoDate, E.birthDateInvalid);
  checkFilled(
    ctx,
    v,
    'date_of_birth',
    (d) => !isIsoDate(d) || isAtLeastYearsOld(d, MIN_PARTICIPANT_AGE, today),
    E.birthDateTooRecent,
  );
}

export const checkPostalCode = (ctx: Ctx, v: Values) =>
  checkFilled(ctx, v, 'postal_code', isValidPostalCode, E.postalCodeInvalid);
/** Spec 1 section 9's 10 characters, then the database's format (10 to 15 digits; issue 17 point 8). */
export function checkPhone(ctx: Ctx, v: Values) {
  checkFilled(ctx, v, 'phone', isPhoneLongEnough, E.phoneTooShort);
  checkFilled(ctx, v, 'phone', (p) => !isPhoneLongEnough(p) || isValidPhone(p), E.phoneInvalid);
}
export function checkEmergencyPhone(ctx: Ctx, v: Values) {
  checkFilled(ctx, v, 'ec_phone', isPhoneLongEnough, E.emergencyPhoneTooShort);
  checkFilled(ctx, v, 'ec_phone', (p) => !isPhoneLongEnough(p) || isValidPhone(p), E.emergencyPhoneInvalid);
}
export const checkEmergencyEmail = (ctx: Ctx, v: Values) =>
  checkFilled(ctx, v, 'ec_email', isValidEmail, E.emergencyEmailInvalid);
/** Add and edit participant: an e-mail, if given, has text on both sides of its '@' (the database's rule). */
export const checkParticipantEmail = (ctx: Ctx, v: Values) => checkFilled(ctx, v, 'email', isEmailLike, E.emailInvalid);

/** The database's size limit of each form field (supabase/functions/_shared/domain/text-limits.ts). */
const LIMIT_OF: Record<string, number> = {
  first_name: TEXT_LIMITS.personName,
  last_name: TEXT_LIMITS.personName,
  ec_name: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  ec_email: TEXT_LIMITS.email,
  address: TEXT_LIMITS.shortText,
  city: TEXT_LIMITS.shortText,
  gender_self_description: TEXT_LIMITS.shortText,
  visual_condition_other: TEXT_LIMITS.shortText,
  hockey_referral_other: TEXT_LIMITS.shortText,
  social_media_handles: TEXT_LIMITS.shortText,
  ec_relationship_other: TEXT_LIMITS.shortText,
  allergies: TEXT_LIMITS.freeText,
  medical_conditions: TEXT_LIMITS.freeText,
};
const NAME_FIELDS = new Set(['first_name', 'last_name', 'ec_name']);

/** Size limits of `fields`, and no control or text-direction characters in names. */
export function checkTexts(ctx: Ctx, v: Values, fields: string[]) {
  for (const field of fields) {
    const max = LIMIT_OF[field];
    if (max) checkFilled(ctx, v, field, (s) => s.length <= max, E.tooLong, { max });
    if (NAME_FIELDS.has(field)) checkFilled(ctx, v, field, isCleanName, E.nameCharacters);
  }
}

export function checkYear(ctx: Ctx, v: Values, today: string) {
  const max = Number(today.slice(0, 4));
  checkFilled(ctx, v, 'first_played_blind_hockey_year', (y) => isValidFirstBlindHockeyYear(y, max), E.yearOutOfRange, {
    min: FIRST_BLIND_HOCKEY_YEAR_MIN,
    max,
  });
}
