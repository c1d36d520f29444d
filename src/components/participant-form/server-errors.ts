import type { TFunction } from 'i18next';

// Database refusals the screens can word in the user's language (hints and
// constraint names of the profile migrations); anything else shows the
// server's own message, as spec 1 section 8 says, or the screen's fallback.
const BY_HINT: Record<string, string> = {
  participant_limit: 'participants:errors.participantLimit',
  date_of_birth_too_recent: 'participants:errors.birthDateTooRecent',
  first_year_out_of_range: 'participants:errors.yearOutOfRange',
  participant_required_fields: 'participants:errors.fillAllRequired',
  emergency_contact_required_fields: 'participants:errors.fillAllEmergency',
  profile_required_fields: 'participants:errors.fillAllRequired',
  volunteer_required_fields: 'participants:errors.fillAllRequired',
  volunteer_contact_email_required: 'participants:errors.emergencyEmailInvalid',
  account_inactive: 'participants:errors.accountInactive',
};
const BY_CONSTRAINT: [RegExp, string][] = [
  [/emergency_contacts_phone_length/, 'participants:errors.emergencyPhoneTooShort'],
  [/phone_length/, 'participants:errors.phoneTooShort'],
  [/emergency_contacts_email_format/, 'participants:errors.emergencyEmailInvalid'],
  [/participants_email_format|volunteer_profiles_email_format/, 'participants:errors.emailInvalid'],
  [/emergency_contacts_phone_format/, 'participants:errors.emergencyPhoneInvalid'],
  [/phone_format/, 'participants:errors.phoneInvalid'],
  [/_names?_clean/, 'participants:errors.nameCharacters'],
  [/_max\b/, 'participants:errors.tooLongServer'],
  [/postal_code/, 'participants:errors.postalCodeInvalid'],
];

// Texts the delete procedure and the update answer with (spec 1 section 8 shows them).
const BY_TEXT: Record<string, string> = {
  'Participant not found': 'participants:errors.notFound',
  'You do not have permission to delete this participant': 'participants:errors.noPermission',
};

type ErrorLike = { message?: string; hint?: string | null; details?: string | null };

export function serverErrorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  const e = (error ?? {}) as ErrorLike;
  if (e.hint && BY_HINT[e.hint]) return t(BY_HINT[e.hint], { min: 1900, max: new Date().getFullYear() });
  if (e.message && BY_TEXT[e.message]) return t(BY_TEXT[e.message]);
  const text = `${e.message ?? ''} ${e.details ?? ''}`;
  for (const [pattern, key] of BY_CONSTRAINT) if (pattern.test(text)) return t(key);
  return e.message?.trim() ? e.message : t(fallbackKey);
}
