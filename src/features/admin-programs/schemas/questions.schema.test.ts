import { describe, expect, it } from 'vitest';
import {
  blankQuestion,
  parseOptions,
  questionsFormSchema,
  toQuestionsPayload,
  type QuestionValues,
} from './questions.schema';

const q = (over: Partial<QuestionValues>): QuestionValues => ({ ...blankQuestion(), questionText: 'Q', ...over });
const messages = (questions: QuestionValues[]) => {
  const r = questionsFormSchema.safeParse({ questions });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}=${i.message.split('.').pop()}`);
};

describe('questions form', () => {
  it('defaults a new question to checkbox, other, not required, not sensitive', () => {
    expect(blankQuestion()).toMatchObject({
      questionType: 'checkbox',
      category: 'other',
      required: false,
      sensitive: false,
    });
  });

  it.each([
    [[q({})], []],
    [[q({ questionText: ' ' })], ['questions.0.questionText=questionTextRequired']],
    [[q({}), q({ questionType: 'select', optionsText: '\n \n' })], ['questions.1.optionsText=questionOptionsRequired']],
    [[q({ questionType: 'radio', optionsText: 'Yes\nNo' })], []],
    [[q({ questionType: 'text', optionsText: '' })], []],
    // French options: all empty, or one per English option.
    [[q({ questionType: 'select', optionsText: 'S\nM', optionsFrText: ' \n' })], []],
    [[q({ questionType: 'select', optionsText: 'S\nM', optionsFrText: 'P\nM' })], []],
    [
      [q({ questionType: 'select', optionsText: 'S\nM\nL', optionsFrText: 'P\nM' })],
      ['questions.0.optionsFrText=questionOptionsFrMismatch'],
    ],
    [
      [q({ questionType: 'radio', optionsText: 'Yes', optionsFrText: 'Oui\nNon' })],
      ['questions.0.optionsFrText=questionOptionsFrMismatch'],
    ],
    // Not a list type: French options left in the field are ignored.
    [[q({ questionType: 'checkbox', optionsText: '', optionsFrText: 'Oui' })], []],
  ] as const)('%j -> %j', (questions, expected) => expect(messages([...questions])).toEqual(expected));

  it('sends options only for select and radio, in order, and the sensitive box', () => {
    expect(parseOptions(' S \n\nM\n')).toEqual(['S', 'M']);
    expect(
      toQuestionsPayload({
        questions: [
          q({ dbId: 'a', questionType: 'select', optionsText: 'S\nM', required: true }),
          q({ questionType: 'text', optionsText: 'leftover', category: 'medical', sensitive: true }),
        ],
      }),
    ).toEqual([
      {
        id: 'a',
        question_text: 'Q',
        question_text_fr: null,
        question_type: 'select',
        required: true,
        category: 'other',
        is_sensitive: false,
        options: ['S', 'M'],
        options_fr: null,
      },
      {
        id: null,
        question_text: 'Q',
        question_text_fr: null,
        question_type: 'text',
        required: false,
        category: 'medical',
        is_sensitive: true,
        options: [],
        options_fr: null,
      },
    ]);
  });

  it('sends the French text and the French options in the English order, or null when left empty', () => {
    expect(
      toQuestionsPayload({
        questions: [
          q({ questionTextFr: ' Taille ', questionType: 'radio', optionsText: 'S\nM', optionsFrText: 'P \n\n M' }),
          q({ questionTextFr: '', questionType: 'select', optionsText: 'S', optionsFrText: '\n' }),
          q({ questionTextFr: 'Oui ?', questionType: 'checkbox', optionsFrText: 'leftover' }),
        ],
      }).map((p) => [p.question_text_fr, p.options_fr]),
    ).toEqual([
      ['Taille', ['P', 'M']],
      [null, null],
      ['Oui ?', null],
    ]);
  });
});
