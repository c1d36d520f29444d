import type { ServerErrorOptions } from '@/lib/server-errors';

// Messages are i18n keys (validation namespace), so the rules are testable without i18n.
// Two required fields need no schema library: react-hook-form's own `validate` rules keep
// zod out of the /login first load (issue 12, 150 KB budget: zod's core costs 17 KB there).
export type LoginValues = { email: string; password: string };

export const loginRules = {
  email: { validate: (value: string) => value.trim().length > 0 || 'validation:emailRequired' },
  password: { validate: (value: string) => value.length > 0 || 'validation:passwordRequired' },
} as const;

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
