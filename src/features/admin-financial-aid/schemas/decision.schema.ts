import { z } from 'zod';
import { dollarsToCents } from '@domain/money';

/** The decision note's limit, as the database's (financial_aid_requests.decision_note, 1000 characters). */
export const DECISION_NOTE_MAX = 1000;

const E = 'adminFinancialAid:dialog.errors.';

export type DecisionFormValues = { price: string; note: string };
export type DecisionValues = { priceCents: number | null; note: string };

/**
 * The admin's decision (issue 25 point 6). Approving needs the price the family will pay with the code, in dollars,
 * from 0 to the program's price `programPrice` (cents); rejecting needs no price. The note is optional either way.
 */
export function decisionSchema(approve: boolean, programPrice: number) {
  return z
    .object({ price: z.string(), note: z.string() })
    .superRefine((v, ctx) => {
      if (approve) {
        const cents = dollarsToCents(v.price);
        if (v.price.trim() === '') ctx.addIssue({ code: 'custom', path: ['price'], message: `${E}priceRequired` });
        else if (cents === null || cents < 0 || !/^\s*\d+([.,]\d{0,2})?\s*$/.test(v.price))
          ctx.addIssue({ code: 'custom', path: ['price'], message: `${E}priceInvalid` });
        else if (cents > programPrice) ctx.addIssue({ code: 'custom', path: ['price'], message: `${E}priceTooHigh` });
      }
      if (v.note.trim().length > DECISION_NOTE_MAX)
        ctx.addIssue({ code: 'custom', path: ['note'], message: `${E}noteTooLong` });
    })
    .transform((v): DecisionValues => ({
      priceCents: approve ? (dollarsToCents(v.price) ?? 0) : null,
      note: v.note.trim(),
    }));
}
