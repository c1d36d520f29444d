import type { ServerErrorOptions } from '@/lib/server-errors';
import type { SignupValues } from './signup.schema';

// The sign-up form's facts that do not need zod, so that /signup's first load does not include it (issue 39
// point 4): the form imports its schema (./signup.schema) when it mounts.

/** NIST SP 800-63B; the same as [auth] minimum_password_length in supabase/config.toml (issue 17). */
export const PASSWORD_MIN_LENGTH = 8;

export const signupDefaults: SignupValues = {
  role: 'participant',
  ageConfirmed: false,
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Spec 1 section 5: submit is disabled for a player who has not confirmed being an adult. */
export function canSubmitSignup(role: string, ageConfirmed: boolean): boolean {
  return role !== 'participant' || ageConfirmed;
}

/**
 * A sign-up refused by the server: a weak password (GoTrue's 422
 * weak_password, for length; see api/auth.ts) gets the form's own words in the
 * user's language (`auth:serverErrors.weak_password`); anything else is shown
 * as received.
 */
export const signupServerErrors: ServerErrorOptions = { ns: 'auth', fallbackKey: 'auth:errors.unexpected' };
