import { useQuery } from '@tanstack/react-query';
import { codeCheckSchema, type CodeCheck } from '@domain/assistance-codes';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

/**
 * Whether the program offers a code field (assistance enabled and an active
 * code exists). Codes are never listed; a failed lookup means no field
 * (spec 1 section 8: an empty list).
 */
export async function getAssistanceOffered(programId: string): Promise<boolean> {
  const { data, error } = await supabase.rpc('program_has_assistance_codes', { p_program_id: programId });
  if (error) {
    console.warn('Assistance code lookup failed', error);
    return false;
  }
  return data === true;
}

export function useAssistanceOffered(programId: string) {
  return useQuery({ queryKey: registrationKeys.assistance(programId), queryFn: () => getAssistanceOffered(programId) });
}

/** Asks the database about one code (case-insensitive); never a list. */
export async function checkAssistanceCode(programId: string, code: string): Promise<CodeCheck> {
  const { data, error } = await supabase.rpc('check_assistance_code', { p_program_id: programId, p_code: code });
  if (error) throw error;
  return codeCheckSchema.parse(data);
}
