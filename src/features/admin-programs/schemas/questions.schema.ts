import { z } from 'zod';
import { blankToNull } from '@domain/program-form';

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
  questionTextFr: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  category: z.enum(QUESTION_CATEGORIES),
  /** Answers are health information: staff read them only through the logged path (decision 0057). */
  sensitive: z.boolean(),
  optionsText: z.string(),
  /** The French label of each option, one per line, in the English order; all blank: no French. */
  optionsFrText: z.string(),
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
    const fr = parseOptions(q.optionsFrText).length;
    if (hasOptions(q.questionType) && fr > 0 && fr !== parseOptions(q.optionsText).length) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions', i, 'optionsFrText'],
        message: 'adminPrograms:validation.questionOptionsFrMismatch',
      });
    }
  });
});

export type QuestionsFormValues = z.infer<typeof questionsFormSchema>;
export type QuestionValues = QuestionsFormValues['questions'][number];

/** A new question: type checkbox, category other, not required (spec 2 section 4). */
export function blankQuestion(): QuestionValues {
  return {
    questionText: '',
    questionTextFr: '',
    questionType: 'checkbox',
    required: false,
    category: 'other',
    sensitive: false,
    optionsText: '',
    optionsFrText: '',
  };
}

export type QuestionRow = {
  id: string;
  question_text: string;
  question_text_fr: string | null;
  question_type: QuestionType;
  required: boolean;
  options: string[] | null;
  options_fr: string[] | null;
  category: QuestionCategory;
  is_sensitive: boolean;
  display_order: number;
};

export function questionFromRow(r: QuestionRow): QuestionValues {
  return {
    dbId: r.id,
    questionText: r.question_text,
    questionTextFr: r.question_text_fr ?? '',
    questionType: r.question_type,
    required: r.required,
    category: r.category,
    sensitive: r.is_sensitive,
    optionsText: (r.options ?? []).join('\n'),
    optionsFrText: (r.options_fr ?? []).join('\n'),
  };
}

/**
 * save_registration_questions() payload, in the order shown (display_order
 * follows). A French left empty is null (French missing); options_fr gives the
 * French label of each English option at the same position, or null.
 */
export function toQuestionsPayload(v: QuestionsFormValues) {
  return v.questions.map((q) => {
    const optionsFr = hasOptions(q.questionType) ? parseOptions(q.optionsFrText) : [];
    return {
      id: q.dbId ?? null,
      question_text: q.questionText.trim(),
      question_text_fr: blankToNull(q.questionTextFr),
      question_type: q.questionType,
      required: q.required,
      category: q.category,
      is_sensitive: q.sensitive,
      options: hasOptions(q.questionType) ? parseOptions(q.optionsText) : [],
      options_fr: optionsFr.length ? optionsFr : null,
    };
  });
}
