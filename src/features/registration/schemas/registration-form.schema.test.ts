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
    ]);
  });

  it('no longer asks for a concussion tick per registration (issue 24 point 5)', () => {
    expect(issues({ ...complete, agreedAt: { waiver: AT, media: AT, concussion: null } })).toEqual([]);
  });

  it('asks each person who must confirm concussion safety for each missing tick', () => {
    const needs = (selected: string[]) =>
      selected.map((key) => ({ key, name: key, minor: key === 'a', codeRequired: true }));
    const check = (values: RegistrationValues) => {
      const r = registrationFormSchema({ isVolunteer: false, questions, concussionNeeds: needs }).safeParse(values);
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(check({ ...complete, selected: ['a', 'b'], tierBy: { a: 't1', b: 't1' } })).toEqual([
      ['concussion.a.reviewed', 'concussion.errors.reviewed'],
      ['concussion.a.guardian', 'concussion.errors.guardian'],
      ['concussion.a.code', 'concussion.errors.code'],
      ['concussion.b.reviewed', 'concussion.errors.reviewed'],
      ['concussion.b.code', 'concussion.errors.code'],
    ]);
    expect(
      check({
        ...complete,
        selected: ['a', 'b'],
        tierBy: { a: 't1', b: 't1' },
        concussion: {
          a: { reviewed: true, guardian: true, code: true },
          b: { reviewed: true, guardian: false, code: false },
        },
      }),
    ).toEqual([['concussion.b.code', 'concussion.errors.code']]);
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
