import { z } from 'zod';
import { addYears } from '@domain/dates';

/** The notes' limit, as the database's (concussion_removals.notes, 500 characters). */
export const CONCUSSION_NOTES_MAX = 500;

const E = 'coordinator:concussion.errors.';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (what a date input gives). */
const isIsoDate = (v: string) => {
  if (!ISO_DATE.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export type SuspectedConcussionValues = { suspectedOn: string; notes: string };

/**
 * 'Record a suspected concussion' (issue 24 point 6): the day it was suspected (Toronto `today` at the latest,
 * at most a year back, as record_suspected_concussion checks again) and optional minimal notes.
 */
export function suspectedConcussionSchema(today: string) {
  return z
    .object({ suspectedOn: z.string(), notes: z.string() })
    .superRefine((v, ctx) => {
      const day = v.suspectedOn.trim();
      if (day === '') ctx.addIssue({ code: 'custom', path: ['suspectedOn'], message: `${E}dateRequired` });
      else if (!isIsoDate(day)) ctx.addIssue({ code: 'custom', path: ['suspectedOn'], message: `${E}dateInvalid` });
      else if (day > today) ctx.addIssue({ code: 'custom', path: ['suspectedOn'], message: `${E}dateFuture` });
      else if (day < addYears(today, -1))
        ctx.addIssue({ code: 'custom', path: ['suspectedOn'], message: `${E}dateTooOld` });
      if (v.notes.trim().length > CONCUSSION_NOTES_MAX)
        ctx.addIssue({ code: 'custom', path: ['notes'], message: `${E}notesTooLong` });
    })
    .transform((v): SuspectedConcussionValues => ({ suspectedOn: v.suspectedOn.trim(), notes: v.notes.trim() }));
}
