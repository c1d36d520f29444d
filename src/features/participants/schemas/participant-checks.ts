import { isAtLeastYearsOld, MIN_PARTICIPANT_AGE } from '@domain/age';
import { hasAtSign, isPhoneLongEnough, isValidEmail, isValidFirstBlindHockeyYear } from '@domain/participant-rules';
import { isValidPostalCode } from '@domain/postal-code';
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
  emergencyPhoneTooShort: 'participants:errors.emergencyPhoneTooShort',
  emergencyEmailInvalid: 'participants:errors.emergencyEmailInvalid',
  birthDateTooRecent: 'participants:errors.birthDateTooRecent',
  birthDateInvalid: 'participants:errors.birthDateInvalid',
  yearOutOfRange: 'participants:errors.yearOutOfRange',
} as const;

const isIsoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** Date of birth a real date at most five years before today (ARCHITECTURE section 9). */
export function checkBirthDate(ctx: Ctx, v: Values, today: string) {
  checkFilled(ctx, v, 'date_of_birth', isIsoDate, E.birthDateInvalid);
  checkFilled(ctx, v, 'date_of_birth', (d) => !isIsoDate(d) || isAtLeastYearsOld(d, MIN_PARTICIPANT_AGE, today), E.birthDateTooRecent);
}

export const checkPostalCode = (ctx: Ctx, v: Values) => checkFilled(ctx, v, 'postal_code', isValidPostalCode, E.postalCodeInvalid);
export const checkPhone = (ctx: Ctx, v: Values) => checkFilled(ctx, v, 'phone', isPhoneLongEnough, E.phoneTooShort);
export const checkEmergencyPhone = (ctx: Ctx, v: Values) => checkFilled(ctx, v, 'ec_phone', isPhoneLongEnough, E.emergencyPhoneTooShort);
export const checkEmergencyEmail = (ctx: Ctx, v: Values) => checkFilled(ctx, v, 'ec_email', isValidEmail, E.emergencyEmailInvalid);
/** Add and edit participant: an e-mail, if given, must contain '@'. */
export const checkParticipantEmail = (ctx: Ctx, v: Values) => checkFilled(ctx, v, 'email', hasAtSign, E.emailInvalid);

export function checkYear(ctx: Ctx, v: Values, today: string) {
  const max = Number(today.slice(0, 4));
  checkFilled(ctx, v, 'first_played_blind_hockey_year', (y) => isValidFirstBlindHockeyYear(y, max), E.yearOutOfRange, { min: 1900, max });
}

/** Adds a specific required message (e.g. 'Position is required') when blank. */
export function requireWith(ctx: Ctx, v: Values, field: string, message: string) {
  const value = v[field];
  if (value === undefined || value === null || String(value).trim() === '') ctx.addIssue({ code: 'custom', path: [field], message });
}
