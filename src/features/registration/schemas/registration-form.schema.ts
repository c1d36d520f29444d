import { z } from 'zod';
import type { AppliedCode } from '@domain/pricing';
import { registrationProblems, type AnswerValue, type Question } from '@domain/registration-rules';
import { missingTicks, type ConcussionNeed, type ConcussionTicks } from '../utils/concussion';

/** The registration form's values (react-hook-form): who, which price and code, answers, agreement times. */
export type RegistrationValues = {
  selected: string[];
  /** participant id -> tier id ('' when none is chosen) */
  tierBy: Record<string, string>;
  /** participant id -> the checked code applied */
  codeBy: Record<string, AppliedCode>;
  /** question id -> answer */
  answers: Record<string, AnswerValue>;
  /**
   * Each agreement is accepted with a timestamp or not accepted (spec 2 section 4). The concussion
   * awareness is no longer ticked per registration (issue 24 point 5): it stays null in the form.
   */
  agreedAt: { waiver: string | null; media: string | null; concussion: string | null };
  /** person key (participant id, or 'self' for a volunteer) -> the yearly concussion confirmation's ticks */
  concussion: Record<string, ConcussionTicks>;
};

export const EMPTY_REGISTRATION: RegistrationValues = {
  selected: [],
  tierBy: {},
  codeBy: {},
  answers: {},
  agreedAt: { waiver: null, media: null, concussion: null },
  concussion: {},
};

/** Where each problem of registrationProblems() sits in the values. */
const PATHS = {
  noParticipants: ['selected'],
  waiver: ['agreedAt', 'waiver'],
  media: ['agreedAt', 'media'],
} as const;

/**
 * The form's schema (spec 2 section 5): the rules are the domain's
 * registrationProblems(), reported on the field each one concerns; messages
 * are i18n keys of the registration namespace ('validation.question' takes the
 * question's text when worded). `concussionNeeds` names who must confirm the
 * yearly concussion safety (missing or expired, issue 24 point 5) for the
 * values' choice; each missing tick is reported at concussion.<key>.<tick>.
 */
export function registrationFormSchema(input: {
  isVolunteer: boolean;
  questions: Question[];
  concussionNeeds?: (selected: string[]) => ConcussionNeed[];
}) {
  return z
    .object({
      selected: z.array(z.string()),
      tierBy: z.record(z.string(), z.string()),
      codeBy: z.record(z.string(), z.custom<AppliedCode>()),
      answers: z.record(z.string(), z.custom<AnswerValue>()),
      agreedAt: z.object({
        waiver: z.string().nullable(),
        media: z.string().nullable(),
        concussion: z.string().nullable(),
      }),
      concussion: z.record(z.string(), z.object({ reviewed: z.boolean(), guardian: z.boolean(), code: z.boolean() })),
    })
    .superRefine((v, ctx) => {
      const problems = registrationProblems({
        isVolunteer: input.isVolunteer,
        selectedIds: v.selected,
        tierByParticipant: v.tierBy,
        questions: input.questions,
        answers: v.answers,
        consents: {
          waiver: v.agreedAt.waiver !== null,
          media: v.agreedAt.media !== null,
          // Asked once a year instead, below (issue 24 point 5).
          concussion: true,
        },
      });
      for (const p of problems) {
        if (p.kind === 'question') {
          ctx.addIssue({ code: 'custom', path: ['answers', p.questionId], message: 'validation.question' });
        } else if (p.kind === 'missingPrice') {
          // On the first participant without one: the summary links to that price choice.
          const first = v.selected.find((id) => !v.tierBy[id]) ?? '';
          ctx.addIssue({ code: 'custom', path: ['tierBy', first], message: 'validation.missingPrice' });
        } else if (p.kind === 'waiver' || p.kind === 'media' || p.kind === 'noParticipants') {
          ctx.addIssue({ code: 'custom', path: [...PATHS[p.kind]], message: `validation.${p.kind}` });
        }
      }
      for (const need of input.concussionNeeds?.(v.selected) ?? []) {
        for (const tick of missingTicks(need, v.concussion[need.key])) {
          ctx.addIssue({ code: 'custom', path: ['concussion', need.key, tick], message: `concussion.errors.${tick}` });
        }
      }
    });
}
