import { describe, expect, it } from 'vitest';
import type { Question } from '@domain/registration-rules';
import { EMPTY_REGISTRATION, registrationFormSchema, type RegistrationValues } from './registration-form.schema';

const AT = '2026-11-25T10:00:00.000Z';
const questions: Question[] = [{ id: 'q1', question_text: 'Jersey size?', question_type: 'text', required: true }];
const complete: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  selected: ['a'],
  tierBy: { a: 't1' },
  answers: { q1: 'M' },
  agreedAt: { waiver: AT, media: AT, concussion: AT },
};
const issues = (values: RegistrationValues, isVolunteer = false) => {
  const r = registrationFormSchema({ isVolunteer, questions }).safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('registration form schema (spec 2 section 5)', () => {
  it('accepts a complete family registration', () => {
    expect(issues(complete)).toEqual([]);
  });

  it('reports every problem on its field, in page order, with i18n keys', () => {
    expect(issues(EMPTY_REGISTRATION)).toEqual([
      ['selected', 'validation.noParticipants'],
      ['answers.q1', 'validation.question'],
      ['agreedAt.waiver', 'validation.waiver'],
      ['agreedAt.media', 'validation.media'],
      ['agreedAt.concussion', 'validation.concussion'],
    ]);
  });

  it.each<[string, Partial<RegistrationValues>, string[][]]>([
    ['a selected participant without a price option', { tierBy: { a: '' } }, [['tierBy.a', 'validation.missingPrice']]],
    ['a blank answer', { answers: { q1: '  ' } }, [['answers.q1', 'validation.question']]],
    [
      'an agreement not accepted',
      { agreedAt: { waiver: AT, media: null, concussion: AT } },
      [['agreedAt.media', 'validation.media']],
    ],
  ])('refuses %s', (_name, change, expected) => {
    expect(issues({ ...complete, ...change })).toEqual(expected);
  });

  it('a volunteer selects no participant', () => {
    expect(issues({ ...complete, selected: [], tierBy: {} }, true)).toEqual([]);
  });
});
