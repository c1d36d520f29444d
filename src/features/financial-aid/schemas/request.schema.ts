import { z } from 'zod';
import { dollarsToCents } from '@domain/money';

/** The database's limits (financial_aid_requests: 1..10 participants, a note of at most 1000 characters). */
export const AID_NOTE_MAX = 1000;
export const AID_PARTICIPANTS_MAX = 10;

const E = 'financialAid:form.errors.';

export type AidFormValues = { programId: string; participantIds: string[]; canPay: string; note: string };
export type AidValues = { programId: string; participantIds: string[]; canPayCents: number; note: string };

export const EMPTY_AID_FORM: AidFormValues = { programId: '', participantIds: [], canPay: '', note: '' };

/**
 * The confidential request (issue 25 point 6): the program, one to ten of the family's participants, what the family
 * can pay in dollars ("0", "45", "45.50", "45,50"), less than the program's price `priceOf(programId)` (in cents),
 * and an optional note. Gives the amount in cents. The database checks the same again.
 */
export function aidRequestSchema(priceOf: (programId: string) => number | null) {
  return z
    .object({ programId: z.string(), participantIds: z.array(z.string()), canPay: z.string(), note: z.string() })
    .superRefine((v, ctx) => {
      if (!v.programId) ctx.addIssue({ code: 'custom', path: ['programId'], message: `${E}programRequired` });
      if (v.participantIds.length === 0)
        ctx.addIssue({ code: 'custom', path: ['participantIds'], message: `${E}participantsRequired` });
      else if (v.participantIds.length > AID_PARTICIPANTS_MAX)
        ctx.addIssue({ code: 'custom', path: ['participantIds'], message: `${E}participantsTooMany` });
      const cents = dollarsToCents(v.canPay);
      const price = v.programId ? priceOf(v.programId) : null;
      if (v.canPay.trim() === '') ctx.addIssue({ code: 'custom', path: ['canPay'], message: `${E}canPayRequired` });
      else if (cents === null || cents < 0 || !/^\s*\d+([.,]\d{0,2})?\s*$/.test(v.canPay))
        ctx.addIssue({ code: 'custom', path: ['canPay'], message: `${E}canPayInvalid` });
      else if (price !== null && cents >= price)
        ctx.addIssue({ code: 'custom', path: ['canPay'], message: `${E}canPayTooMuch` });
      if (v.note.trim().length > AID_NOTE_MAX)
        ctx.addIssue({ code: 'custom', path: ['note'], message: `${E}noteTooLong` });
    })
    .transform((v): AidValues => ({
      programId: v.programId,
      participantIds: v.participantIds,
      canPayCents: dollarsToCents(v.canPay) ?? 0,
      note: v.note.trim(),
    }));
}
