// Messages are i18n keys (validation namespace), so the rules are testable without i18n.
// Two required fields need no schema library: react-hook-form's own `validate` rules keep
// zod out of the /login first load (issue 12, 150 KB budget).
export type LoginValues = { email: string; password: string };

export const loginRules = {
  email: { validate: (value: string) => value.trim().length > 0 || 'validation:emailRequired' },
  password: { validate: (value: string) => value.length > 0 || 'validation:passwordRequired' },
} as const;

/** Server messages mapped as spec 1 section 5; anything else is shown as received. */
export function loginErrorMessage(serverMessage: string): { key: string } | { text: string } {
  if (serverMessage === 'Invalid login credentials') return { key: 'auth:errors.invalidCredentials' };
  if (serverMessage === 'Email not confirmed') return { key: 'auth:errors.emailNotConfirmed' };
  return { text: serverMessage };
}
