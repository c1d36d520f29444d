// Maps a database refusal (stable HINT codes of the registration rules,
// issue 17 included) to the registration namespace's message keys; anything
// else is 'Registration failed: {message}' (spec 2 section 8). The checkout
// function's refusals are worded by payments/api/payment-error-key.ts.

export type RegistrationErrorMessage = { key: string; values?: Record<string, string> };

const BY_HINT: Record<string, string> = {
  program_closed: 'errors.programClosed',
  program_full: 'errors.programFull',
  waiver_required: 'validation.waiver',
  media_consent_required: 'validation.media',
  concussion_required: 'validation.concussion',
  no_participants: 'validation.noParticipants',
  not_owner: 'errors.notOwner',
  not_signed_in: 'errors.notSignedIn',
  invalid_price_tier: 'validation.missingPrice',
  price_option_required: 'validation.missingPrice',
  price_tier_unavailable: 'errors.tierUnavailable',
  price_tier_sold_out: 'errors.tierSoldOut',
  invalid_assistance_code: 'codes.invalid',
  assistance_code_exhausted: 'codes.exceedsMax',
  too_many_attempts: 'errors.tooManyAttempts',
  consent_version_outdated: 'errors.consentOutdated',
  account_inactive: 'errors.accountInactive',
  payment_required: 'errors.paymentRequired',
  volunteer_profile_missing: 'errors.volunteerProfileMissing',
};

type PgLikeError = { code?: string; hint?: string | null; message?: string };

export function registrationErrorMessage(error: unknown): RegistrationErrorMessage {
  const e = (error ?? {}) as PgLikeError;
  if (e.code === '23505') return { key: 'errors.alreadyRegistered' };
  if (e.hint === 'question_required') {
    const question = (e.message ?? '').replace(/^Please answer:\s*/, '');
    return { key: 'validation.question', values: { question } };
  }
  if (e.hint && BY_HINT[e.hint]) return { key: BY_HINT[e.hint] };
  if (e.message) return { key: 'errors.failedWithMessage', values: { message: e.message } };
  return { key: 'errors.failed' };
}
