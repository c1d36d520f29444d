import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import {
  QUESTION_CATEGORIES,
  QUESTION_TYPES,
  type QuestionRow,
  type toQuestionsPayload,
} from '../schemas/questions.schema';
import { adminProgramKeys } from './keys';

const COLUMNS =
  'id, question_text, question_text_fr, question_type, required, options, options_fr, category, is_sensitive, display_order';

// Text columns checked against these values and a JSON array of option texts
// (registration_questions, migration 20261122030100).
const checkedColumns = z.object({
  question_type: z.enum(QUESTION_TYPES),
  category: z.enum(QUESTION_CATEGORIES),
  options: z.array(z.string()),
  options_fr: z.array(z.string()).nullable(),
});

type StoredQuestion = Pick<Tables<'registration_questions'>, keyof QuestionRow>;
const toQuestionRow = (row: StoredQuestion): QuestionRow => ({ ...row, ...checkedColumns.parse(row) });

/** Active questions of a program in display order (spec 2 section 7). */
export function useProgramQuestions(programId: string) {
  return useQuery({
    queryKey: adminProgramKeys.questions(programId),
    queryFn: async () => {
      const { data, error } = await supabase
        .from('registration_questions')
        .select(COLUMNS)
        .eq('program_id', programId)
        .eq('is_active', true)
        .order('display_order');
      if (error) throw error;
      return (data ?? []).map(toQuestionRow);
    },
  });
}

/** save_registration_questions(): deactivate all, update the kept ones, insert the new ones. */
export function useSaveQuestions(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questions: ReturnType<typeof toQuestionsPayload>): Promise<QuestionRow[]> => {
      const { data, error } = await supabase.rpc('save_registration_questions', {
        p_program_id: programId,
        p_questions: questions,
      });
      if (error) throw error;
      return (data ?? []).map(toQuestionRow);
    },
    onSuccess: (rows) => queryClient.setQueryData(adminProgramKeys.questions(programId), rows),
  });
}
