import { describe, expect, it } from 'vitest';
import cases from './answer-rule.cases.json';
import { answerFitsQuestion, answerText } from './answer-rule.ts';

// The same table runs against the database's private.answer_fits_question() (tests/db/question-answers.test.ts).
describe('answerFitsQuestion: checkbox ticked, select/radio one of the options, text anything', () => {
  it.each(cases)('$name', ({ type, options, text, expected }) => {
    expect(answerFitsQuestion(type, options, text)).toBe(expected);
  });
});

describe('answerText: the stored form of an answer, as private.answer_text', () => {
  it.each([
    ['trimmed text', '  Adult L ', 'Adult L'],
    ['blank text is no answer', '   ', null],
    ['a ticked box', true, 'true'],
    ['an unticked box is no answer', false, null],
    ['a number', 3, '3'],
    ['a list, joined', ['A', 'B'], 'A, B'],
    ['nothing', undefined, null],
    ['an object is no answer', { a: 1 }, null],
  ] as const)('%s', (_name, value, expected) => {
    expect(answerText(value)).toBe(expected);
  });
});
