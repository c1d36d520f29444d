import { z } from 'zod';

const E = 'myData:delete.errors.';

/** The e-mail as delete_my_account compares it: trimmed, case-insensitive. */
export const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

export type DeleteAccountValues = { confirmation: string };

/** 'Type your e-mail address to confirm': required, and the account's own address (the database checks it again). */
export function deleteAccountSchema(email: string) {
  return z.object({ confirmation: z.string() }).superRefine((v, ctx) => {
    if (v.confirmation.trim() === '') ctx.addIssue({ code: 'custom', path: ['confirmation'], message: `${E}required` });
    else if (!sameEmail(v.confirmation, email))
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: `${E}mismatch` });
  });
}
