import { useQuery } from '@tanstack/react-query';
import type { QuestionType } from '@domain/registration-rules';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

export type RegistrationQuestion = {
  id: string;
  question_text: string;
  question_type: QuestionType;
  required: boolean;
  options: string[];
  category: string;
  display_order: number;
};

export async function getQuestions(programId: string): Promise<RegistrationQuestion[]> {
  const { data, error } = await supabase
    .from('registration_questions')
    .select('id, question_text, question_type, required, options, category, display_order')
    .eq('program_id', programId)
    .eq('is_active', true)
    .order('display_order', { ascending: true });
  if (error) throw error;
  return (data ?? []) as RegistrationQuestion[];
}

export function useQuestions(programId: string) {
  return useQuery({ queryKey: registrationKeys.questions(programId), queryFn: () => getQuestions(programId) });
}
