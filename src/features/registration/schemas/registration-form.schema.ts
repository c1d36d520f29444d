import { z } from 'zod';
import type { AppliedCode } from '@domain/pricing';
import { registrationProblems, type AnswerValue, type Question } from '@domain/registration-rules';

/** The registration form's values (react-hook-form): who, which price and code, answers, agreement times. */
export type RegistrationValues = {
  selected: string[];
  /** participant id -> tier id ('' when none is chosen) */
  tierBy: Record<string, string>;
  /** participant id -> the checked code applied */
  codeBy: Record<string, AppliedCode>;
  /** question id -> answer */
  answers: Record<string, AnswerValue>;
  /** Each agreement is accepted with a timestamp or not accepted (spec 2 section 4). */
  agreedAt: { waiver: string | null; media: string | null; concussion: string | null };
};

export const EMPTY_REGISTRATION: RegistrationValues = {
  selected: [],
  tierBy: {},
  codeBy: {},
  answers: {},
  agreedAt: { waiver: null, media: null, concussion: null },
};

/** Where each problem of registrationProblems() sits in the values. */
const PATHS = {
  noParticipants: ['selected'],
  waiver: ['agreedAt', 'waiver'],
  media: ['agreedAt', 'media'],
  concussion: ['agreedAt', 'concussion'],
} as const;

/**
 * The form's schema (spec 2 section 5): the rules are the domain's
 * registrationProblems(), reported on the field each one concerns; messages
 * are i18n keys of the registration namespace ('validation.question' takes the
 * question's text when worded).
 */
export function registrationFormSchema(input: { isVolunteer: boolean; questions: Question[] }) {
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
          concussion: v.agreedAt.concussion !== null,
        },
      });
      for (const p of problems) {
        if (p.kind === 'question') {
          ctx.addIssue({ code: 'custom', path: ['answers', p.questionId], message: 'validation.question' });
        } else if (p.kind === 'missingPrice') {
          // On the first participant without one: the summary links to that price choice.
          const first = v.selected.find((id) => !v.tierBy[id]) ?? '';
          ctx.addIssue({ code: 'custom', path: ['tierBy', first], message: 'validation.missingPrice' });
        } else if (p.kind !== 'alreadyRegistered') {
          ctx.addIssue({ code: 'custom', path: [...PATHS[p.kind]], message: `validation.${p.kind}` });
        }
      }
    });
}
