import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { QuestionType } from '@domain/registration-rules';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

export type RegistrationQuestion = Pick<
  Tables<'registration_questions'>,
  'id' | 'question_text' | 'question_text_fr' | 'required' | 'category' | 'display_order'
> & {
  question_type: QuestionType;
  /** The English options: the values an answer stores (the database checks them). */
  options: string[];
  /** The French label of each option, same positions (null: French missing, issue 22). */
  options_fr: (string | null)[] | null;
};

// question_type is text checked against these values, options a JSON array of
// option texts (registration_questions, migration 20261122030100).
const checkedColumns = z.object({
  question_type: z.enum(['checkbox', 'text', 'select', 'radio'] satisfies QuestionType[]),
  options: z.array(z.string()),
  options_fr: z.array(z.string().nullable()).nullable().catch(null),
});

export async function getQuestions(programId: string): Promise<RegistrationQuestion[]> {
  const { data, error } = await supabase
    .from('registration_questions')
    .select(
      'id, question_text, question_text_fr, question_type, required, options, options_fr, category, display_order',
    )
    .eq('program_id', programId)
    .eq('is_active', true)
    .order('display_order', { ascending: true });
  if (error) throw error;
  return (data ?? []).map((q) => ({ ...q, ...checkedColumns.parse(q) }));
}

export function useQuestions(programId: string) {
  return useQuery({ queryKey: registrationKeys.questions(programId), queryFn: () => getQuestions(programId) });
}
