import { z } from 'zod';
import { dollarsToCents } from '@domain/money';

/** The note's limit, as the database's (refunds.note, 500 characters). */
export const REFUND_NOTE_MAX = 500;

const E = 'adminRefunds:dialog.errors.';

export type RefundFormValues = { amount: string; note: string };
export type RefundValues = { amount: number; note: string };

/**
 * The refund dialog: an amount in dollars ("45", "45.50", "45,50") of more
 * than 0 and at most `leftCents` (what is left unrefunded), and a note,
 * optional for a card refund and required for one made outside the site
 * (`noteRequired`: how and when). Gives the amount in cents. The database
 * checks the same again.
 */
export function refundSchema(leftCents: number, { noteRequired = false }: { noteRequired?: boolean } = {}) {
  return z
    .object({ amount: z.string(), note: z.string() })
    .superRefine((v, ctx) => {
      const cents = dollarsToCents(v.amount);
      if (v.amount.trim() === '') ctx.addIssue({ code: 'custom', path: ['amount'], message: `${E}amountRequired` });
      else if (cents === null || cents <= 0 || !/^\s*\d*([.,]\d{0,2})?\s*$/.test(v.amount))
        ctx.addIssue({ code: 'custom', path: ['amount'], message: `${E}amountInvalid` });
      else if (cents > leftCents) ctx.addIssue({ code: 'custom', path: ['amount'], message: `${E}amountTooLarge` });
      if (noteRequired && v.note.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['note'], message: `${E}noteRequired` });
      else if (v.note.trim().length > REFUND_NOTE_MAX)
        ctx.addIssue({ code: 'custom', path: ['note'], message: `${E}noteTooLong` });
    })
    .transform((v): RefundValues => ({ amount: dollarsToCents(v.amount) ?? 0, note: v.note.trim() }));
}
