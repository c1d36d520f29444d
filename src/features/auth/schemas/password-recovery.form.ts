import type { ServerErrorOptions } from '@/lib/server-errors';

// The recovery pages' facts that do not need zod, so that the first load of /forgot-password and /reset-password
// does not include it (issue 39 point 4): the forms import their schemas (./password-recovery.schema) when they mount.

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
