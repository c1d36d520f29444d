// GoTrue's error bodies. With X-Supabase-Api-Version (supabase-js sends 2024-01-01)
// GoTrue answers { code, message }; without it the older { code: status, error_code, msg }.
import { HttpError } from '../http-util.ts';
import { authConfig } from './config.ts';

export class AuthError extends HttpError {
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(status, { code, message, ...extra });
  }
}

export function authErrorBody(err: HttpError, apiVersion: string | undefined) {
  const { code, message, ...extra } = err.body as { code: string; message: string };
  if (apiVersion) return { code, message, ...extra };
  return { code: err.status, error_code: code, msg: message, ...extra };
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const noAuth = () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const badJwt = () =>
  new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is malformed or expired');

/**
 * GoTrue's password strength check: [auth] minimum_password_length of
 * supabase/config.toml (issue 17: 8, NIST SP 800-63B). GoTrue compares Go's
 * len(), which counts UTF-8 bytes; so do we.
 */
export function checkPassword(password: unknown, min = authConfig().minimumPasswordLength) {
  if (typeof password !== 'string' || password.length === 0)
    throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
  if (Buffer.byteLength(password, 'utf8') < min)
    throw new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    });
}

export function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email.trim().toLowerCase();
}
