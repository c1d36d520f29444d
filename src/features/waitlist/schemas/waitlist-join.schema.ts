import { z } from 'zod';

/** The 'Join the waiting list' form (issue 24 point 1): who, and the price option each one wants ('' = any). */
export type WaitlistJoinValues = { selected: string[]; tierBy: Record<string, string> };

export const EMPTY_WAITLIST_JOIN: WaitlistJoinValues = { selected: [], tierBy: {} };

/** At least one participant; when the list is for sold-out options only, each one names the option wanted. */
export function waitlistJoinSchema(input: { tierRequired: boolean }) {
  return z.object({ selected: z.array(z.string()), tierBy: z.record(z.string(), z.string()) }).superRefine((v, ctx) => {
    if (v.selected.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['selected'], message: 'join.errors.noParticipants' });
    }
    if (!input.tierRequired) return;
    const first = v.selected.find((id) => !v.tierBy[id]);
    if (first !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['tierBy', first], message: 'join.errors.tier' });
    }
  });
}
