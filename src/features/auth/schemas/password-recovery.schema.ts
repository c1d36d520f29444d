import { z } from 'zod';
import { emailRule, newPasswordRule } from './signup.schema';

// Messages are i18n keys (validation namespace). The rules are sign-up's (issue 19).
export const forgotPasswordSchema = z.object({ email: emailRule });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordRule, confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation:passwordsDoNotMatch' });
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
