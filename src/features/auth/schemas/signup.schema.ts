import { z } from 'zod';
import { SIGNUP_ROLES } from '@/lib/auth/profile';
import type { ServerErrorOptions } from '@/lib/server-errors';

/** NIST SP 800-63B; the same as [auth] minimum_password_length in supabase/config.toml (issue 17). */
export const PASSWORD_MIN_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail rule of every auth form. */
export const emailRule = z
  .string()
  .trim()
  .min(1, 'validation:emailRequired')
  .regex(EMAIL_PATTERN, 'validation:emailInvalid');
/** The password rule of sign-up and of a new password after recovery. */
export const newPasswordRule = z.string().min(PASSWORD_MIN_LENGTH, 'validation:passwordTooShort');

// Messages are i18n keys (validation namespace). Spec 1 section 5.
export const signupSchema = z
  .object({
    role: z.enum(SIGNUP_ROLES),
    ageConfirmed: z.boolean(),
    firstName: z.string().trim().min(1, 'validation:firstNameRequired'),
    lastName: z.string().trim().min(1, 'validation:lastNameRequired'),
    email: emailRule,
    password: newPasswordRule,
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.role === 'participant' && !v.ageConfirmed) {
      ctx.addIssue({ code: 'custom', path: ['ageConfirmed'], message: 'validation:adultConfirmationRequired' });
    }
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation:passwordsDoNotMatch' });
    }
  });
export type SignupValues = z.infer<typeof signupSchema>;

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
