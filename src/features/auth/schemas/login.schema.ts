import type { ServerErrorOptions } from '@/lib/server-errors';

// Messages are i18n keys (validation namespace), so the rules are testable without i18n.
// Two required fields need no form library: zod (issue 12: 17 KB there) and react-hook-form (issue 39 point 4:
// 14 KB, /login's budget is 140 KB) stay out of the /login first load (decisions 0009 and 0067).
export type LoginValues = { email: string; password: string };
/** The message key of each field whose rule fails. */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The fields in page order (the error summary's order). */
export const LOGIN_FIELDS = ['email', 'password'] as const;

export const loginRules = {
  email: { validate: (value: string) => value.trim().length > 0 || 'validation:emailRequired' },
  password: { validate: (value: string) => value.length > 0 || 'validation:passwordRequired' },
} as const;

export function loginErrors(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  for (const name of LOGIN_FIELDS) {
    const verdict = loginRules[name].validate(values[name]);
    if (verdict !== true) errors[name] = verdict;
  }
  return errors;
}

/**
 * Refusals worded as spec 1 section 5 (`auth:serverErrors.<code>`); anything
 * else is shown as received. The patterns cover a server that sends the
 * message without GoTrue's code.
 */
export const loginServerErrors: ServerErrorOptions = {
  ns: 'auth',
  fallbackKey: 'auth:errors.unexpected',
  constraints: [
    [/^Invalid login credentials\s*$/, 'invalid_credentials'],
    [/^Email not confirmed\s*$/, 'email_not_confirmed'],
  ],
};
