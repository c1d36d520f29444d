import { useQuery } from '@tanstack/react-query';
import { codeCheckSchema, type CodeCheck } from '@domain/assistance-codes';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

/**
 * Whether the program offers this caller a code field: an active code open to
 * everyone while the program's assistance is on, or the family's own
 * financial-aid code whatever the program's assistance (issue 33 point 7e).
 * Codes are never listed; a failed lookup means no field (spec 1 section 8:
 * an empty list).
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

/**
 * Asks the database about one code (case-insensitive) for one participant; never a list. A family's aid code
 * naming other participants is answered as an unknown code (issue 33 point 7e).
 */
export async function checkAssistanceCode(programId: string, code: string, participantId: string): Promise<CodeCheck> {
  const { data, error } = await supabase.rpc('check_assistance_code', {
    p_program_id: programId,
    p_code: code,
    p_participant_id: participantId,
  });
  if (error) throw error;
  return codeCheckSchema.parse(data);
}
