import { z } from 'zod';

// Messages are i18n keys (validation namespace), so the schema is testable without i18n.
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'validation:emailRequired'),
  password: z.string().min(1, 'validation:passwordRequired'),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Server messages mapped as spec 1 section 5; anything else is shown as received. */
export function loginErrorMessage(serverMessage: string): { key: string } | { text: string } {
  if (serverMessage === 'Invalid login credentials') return { key: 'auth:errors.invalidCredentials' };
  if (serverMessage === 'Email not confirmed') return { key: 'auth:errors.emailNotConfirmed' };
  return { text: serverMessage };
}
