import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { QuestionRow, toQuestionsPayload } from '../schemas/questions.schema';
import { adminProgramKeys } from './keys';

const COLUMNS = 'id, question_text, question_type, required, options, category, display_order';

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
      return (data ?? []) as QuestionRow[];
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
      return (data ?? []) as QuestionRow[];
    },
    onSuccess: (rows) => queryClient.setQueryData(adminProgramKeys.questions(programId), rows),
  });
}
