import { z } from 'zod';

/** The note's limit, as the database's (concussion_removals.cleared_note, 500 characters). */
export const CLEARANCE_NOTE_MAX = 500;

const E = 'adminConcussion:clearance.errors.';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isIsoDate = (v: string) => {
  if (!ISO_DATE.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export type ClearanceValues = { clearedOn: string; note: string };

/**
 * 'Record medical clearance' (issue 24 point 6): the clearance day, on or after the suspected concussion and not
 * after Toronto `today` (record_medical_clearance checks the same), and an optional note.
 */
export function clearanceSchema(suspectedOn: string, today: string) {
  return z
    .object({ clearedOn: z.string(), note: z.string() })
    .superRefine((v, ctx) => {
      const day = v.clearedOn.trim();
      if (day === '') ctx.addIssue({ code: 'custom', path: ['clearedOn'], message: `${E}dateRequired` });
      else if (!isIsoDate(day)) ctx.addIssue({ code: 'custom', path: ['clearedOn'], message: `${E}dateInvalid` });
      else if (day > today) ctx.addIssue({ code: 'custom', path: ['clearedOn'], message: `${E}dateFuture` });
      else if (day < suspectedOn)
        ctx.addIssue({ code: 'custom', path: ['clearedOn'], message: `${E}dateBeforeSuspected` });
      if (v.note.trim().length > CLEARANCE_NOTE_MAX)
        ctx.addIssue({ code: 'custom', path: ['note'], message: `${E}noteTooLong` });
    })
    .transform((v): ClearanceValues => ({ clearedOn: v.clearedOn.trim(), note: v.note.trim() }));
}
