// Registration form rules (spec 2 section 5). The database enforces the same
// (create_registrations, registration triggers); these give the spec's
// messages before anything is sent.

export type QuestionType = 'checkbox' | 'text' | 'select' | 'radio';
export type Question = { id: string; question_text: string; question_type: QuestionType; required: boolean };
export type AnswerValue = string | boolean | string[] | null | undefined;
export type Consents = { waiver: boolean; media: boolean; concussion: boolean };

export type RegistrationProblem =
  | { kind: 'noParticipants' }
  | { kind: 'missingPrice' }
  | { kind: 'question'; questionId: string; text: string }
  | { kind: 'waiver' }
  | { kind: 'media' }
  | { kind: 'concussion' }
  | { kind: 'alreadyRegistered'; names: string[] };

/** Blank: missing, false, empty or whitespace text, or an empty list. */
export function isBlankAnswer(value: AnswerValue): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((v) => v.trim() === '');
  return false;
}

/** Answers worth saving: empty and false answers are skipped (spec 2 section 7). */
export function answersToSave(answers: Record<string, AnswerValue>): Record<string, string | true | string[]> {
  const out: Record<string, string | true | string[]> = {};
  for (const [id, value] of Object.entries(answers)) {
    if (isBlankAnswer(value)) continue;
    out[id] = typeof value === 'string' ? value.trim() : (value as true | string[]);
  }
  return out;
}

export type RegistrationInput = {
  isVolunteer: boolean;
  selectedIds: string[];
  tierByParticipant: Record<string, string | null | undefined>;
  questions: Question[];
  answers: Record<string, AnswerValue>;
  consents: Consents;
  /** Names of selected participants that already hold an active registration. */
  alreadyRegistered?: string[];
};

/** Every problem of the form, in page order (participants, questions, agreements). */
export function registrationProblems(input: RegistrationInput): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  if (!input.isVolunteer) {
    if (input.selectedIds.length === 0) problems.push({ kind: 'noParticipants' });
    else if (input.selectedIds.some((id) => !input.tierByParticipant[id])) problems.push({ kind: 'missingPrice' });
    if (input.alreadyRegistered?.length) problems.push({ kind: 'alreadyRegistered', names: input.alreadyRegistered });
  }
  for (const q of input.questions) {
    if (q.required && isBlankAnswer(input.answers[q.id])) {
      problems.push({ kind: 'question', questionId: q.id, text: q.question_text });
    }
  }
  if (!input.consents.waiver) problems.push({ kind: 'waiver' });
  if (!input.consents.media) problems.push({ kind: 'media' });
  if (!input.consents.concussion) problems.push({ kind: 'concussion' });
  return problems;
}

/** Spec 2 section 2 consent rule: the end of the text is reached within 10 px of the bottom. */
export const CONSENT_SCROLL_TOLERANCE_PX = 10;

export function reachedEnd(scrollTop: number, clientHeight: number, scrollHeight: number): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= CONSENT_SCROLL_TOLERANCE_PX;
}
