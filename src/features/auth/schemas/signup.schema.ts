import { z } from 'zod';
import { SIGNUP_ROLES } from '@/lib/auth/profile';
import { PASSWORD_MIN_LENGTH } from './signup.form';

// What the sign-up page needs before a submit (defaults, the submit rule, refusals) is ./signup.form, without zod:
// the page imports this module when its form mounts (issue 39 point 4).
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
