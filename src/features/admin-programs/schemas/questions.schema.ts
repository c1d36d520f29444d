import { z } from 'zod';

// Custom registration questions (spec 2 sections 3, 4). Messages are i18n keys
// of the adminPrograms namespace taking {{n}}, the question's position.
export const QUESTION_TYPES = ['checkbox', 'text', 'select', 'radio'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** 'other' is shown as General, 'waiver' as Waiver Related, 'media' as Media Consent. */
export const QUESTION_CATEGORIES = ['other', 'medical', 'emergency', 'waiver', 'media'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** Options are edited only for these types. */
export function hasOptions(type: string): boolean {
  return type === 'select' || type === 'radio';
}

/** Options typed one per line; blank lines ignored. */
export function parseOptions(text: string): string[] {
  return text
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);
}

const questionSchema = z.object({
  dbId: z.string().optional(),
  questionText: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  category: z.enum(QUESTION_CATEGORIES),
  optionsText: z.string(),
});

export const questionsFormSchema = z.object({ questions: z.array(questionSchema) }).superRefine((v, ctx) => {
  v.questions.forEach((q, i) => {
    if (!q.questionText.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions', i, 'questionText'],
        message: 'adminPrograms:validation.questionTextRequired',
      });
    }
    if (hasOptions(q.questionType) && parseOptions(q.optionsText).length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions', i, 'optionsText'],
        message: 'adminPrograms:validation.questionOptionsRequired',
      });
    }
  });
});

export type QuestionsFormValues = z.infer<typeof questionsFormSchema>;
export type QuestionValues = QuestionsFormValues['questions'][number];

/** A new question: type checkbox, category other, not required (spec 2 section 4). */
export function blankQuestion(): QuestionValues {
  return { questionText: '', questionType: 'checkbox', required: false, category: 'other', optionsText: '' };
}

export type QuestionRow = {
  id: string;
  question_text: string;
  question_type: QuestionType;
  required: boolean;
  options: string[] | null;
  category: QuestionCategory;
  display_order: number;
};

export function questionFromRow(r: QuestionRow): QuestionValues {
  return {
    dbId: r.id,
    questionText: r.question_text,
    questionType: r.question_type,
    required: r.required,
    category: r.category,
    optionsText: (r.options ?? []).join('\n'),
  };
}

/** save_registration_questions() payload, in the order shown (display_order follows). */
export function toQuestionsPayload(v: QuestionsFormValues) {
  return v.questions.map((q) => ({
    id: q.dbId ?? null,
    question_text: q.questionText.trim(),
    question_type: q.questionType,
    required: q.required,
    category: q.category,
    options: hasOptions(q.questionType) ? parseOptions(q.optionsText) : [],
  }));
}
