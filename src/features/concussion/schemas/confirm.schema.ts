import { z } from 'zod';

const E = 'concussion:errors.';

export type ParticipantsConfirmValues = { participantIds: string[]; reviewed: boolean; guardian: boolean };
export type SelfConfirmValues = { reviewed: boolean; code: boolean };

/**
 * Confirming for the family's participants (confirm_concussion_safety): at least one chosen, the resources
 * reviewed, and a parent or guardian's tick when a chosen participant is under 18 (`minorIds`).
 */
export function participantsConfirmSchema(minorIds: ReadonlySet<string>) {
  return z
    .object({ participantIds: z.array(z.string()), reviewed: z.boolean(), guardian: z.boolean() })
    .superRefine((v, ctx) => {
      const issue = (path: keyof ParticipantsConfirmValues, problem: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message: `${E}${problem}` });
      if (!v.participantIds.length) issue('participantIds', 'noneChosen');
      if (!v.reviewed) issue('reviewed', 'reviewedRequired');
      if (v.participantIds.some((id) => minorIds.has(id)) && !v.guardian) issue('guardian', 'guardianRequired');
    });
}

/**
 * Confirming for oneself (confirm_own_concussion_safety): the resources reviewed, and the Code of Conduct
 * acknowledged when it is required (a coach's; a volunteer's is optional).
 */
export function selfConfirmSchema(codeRequired: boolean) {
  return z.object({ reviewed: z.boolean(), code: z.boolean() }).superRefine((v, ctx) => {
    if (!v.reviewed) ctx.addIssue({ code: 'custom', path: ['reviewed'], message: `${E}selfReviewedRequired` });
    if (codeRequired && !v.code) ctx.addIssue({ code: 'custom', path: ['code'], message: `${E}codeRequired` });
  });
}
