import { describe, expect, it } from 'vitest';
import {
  answersToSave,
  isBlankAnswer,
  reachedEnd,
  registrationProblems,
  type RegistrationInput,
} from './registration-rules.ts';

const base: RegistrationInput = {
  isVolunteer: false,
  selectedIds: ['p1'],
  tierByParticipant: { p1: 't1' },
  questions: [
    { id: 'q1', question_text: 'Jersey size?', question_type: 'select', required: true },
    { id: 'q2', question_text: 'Anything else?', question_type: 'text', required: false },
  ],
  answers: { q1: 'M' },
  consents: { waiver: true, media: true, concussion: true },
};
const kinds = (input: Partial<RegistrationInput>) => registrationProblems({ ...base, ...input }).map((p) => p.kind);

describe('registrationProblems', () => {
  it.each([
    ['a complete form', {}, []],
    ['no participant', { selectedIds: [] }, ['noParticipants']],
    ['a participant without a price option', { tierByParticipant: {} }, ['missingPrice']],
    ['a volunteer needs no participant or price', { isVolunteer: true, selectedIds: [] }, []],
    ['required question blank', { answers: { q1: '  ' } }, ['question']],
    [
      'required checkbox unticked',
      {
        questions: [{ id: 'q1', question_text: 'OK?', question_type: 'checkbox', required: true }],
        answers: { q1: false },
      },
      ['question'],
    ],
    [
      'unticked consents, in page order',
      { consents: { waiver: false, media: false, concussion: false } },
      ['waiver', 'media', 'concussion'],
    ],
    ['only concussion missing', { consents: { waiver: true, media: true, concussion: false } }, ['concussion']],
    ['already registered participants', { alreadyRegistered: ['Sam Lee'] }, ['alreadyRegistered']],
  ] as const)('%s', (_n, input, expected) => expect(kinds(input as Partial<RegistrationInput>)).toEqual(expected));

  it('names the unanswered question', () => {
    expect(registrationProblems({ ...base, answers: {} })).toEqual([
      { kind: 'question', questionId: 'q1', text: 'Jersey size?' },
    ]);
  });
});

describe('answers', () => {
  it.each([
    [undefined, true],
    [null, true],
    [false, true],
    ['', true],
    ['  ', true],
    [[], true],
    [true, false],
    ['x', false],
    [['a'], false],
  ])('%j blank -> %s', (v, blank) => expect(isBlankAnswer(v as never)).toBe(blank));

  it('skips empty and false answers and trims text', () => {
    expect(answersToSave({ a: ' hi ', b: '', c: false, d: true, e: ['x'], f: [] })).toEqual({
      a: 'hi',
      d: true,
      e: ['x'],
    });
  });
});

describe('consent scroll end (10 px tolerance)', () => {
  it.each([
    [0, 200, 1000, false],
    [789, 200, 1000, false],
    [790, 200, 1000, true],
    [800, 200, 1000, true],
    [0, 300, 300, true],
  ])('top %s height %s of %s -> %s', (top, h, total, end) => expect(reachedEnd(top, h, total)).toBe(end));
});
