import { z } from 'zod';
import type { ServerErrorOptions } from '@/lib/server-errors';
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

/** weak_password and same_password in the form's words (`auth:serverErrors.<code>`). */
export const recoveryServerErrors: ServerErrorOptions = { ns: 'auth', fallbackKey: 'auth:errors.unexpected' };

/**
 * What GoTrue's recovery link left in the URL fragment (implicit flow): the
 * session, or why there is none (a used or expired link: error_code=otp_expired).
 */
export type RecoveryFragment =
  { kind: 'session'; accessToken: string; refreshToken: string } | { kind: 'error'; code: string } | { kind: 'none' };

export function readRecoveryFragment(hash: string): RecoveryFragment {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  if (p.get('error') || p.get('error_code')) return { kind: 'error', code: p.get('error_code') ?? p.get('error')! };
  const accessToken = p.get('access_token');
  const refreshToken = p.get('refresh_token');
  if (accessToken && refreshToken && p.get('type') === 'recovery')
    return { kind: 'session', accessToken, refreshToken };
  return { kind: 'none' };
}
