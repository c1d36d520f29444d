import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { aidRequestRowSchema } from '@/lib/financial-aid';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

// The family's financial-aid requests for this program (my_financial_aid_requests(p_program_id), issue 25 point 6):
// only what the registration screen says about them.
const requestSchema = aidRequestRowSchema.pick({
  id: true,
  status: true,
  created_at: true,
  participants: true,
  approved_price_cents: true,
  code: true,
  code_uses_left: true,
});
export type ProgramAidRequest = z.infer<typeof requestSchema>;

export async function getProgramAidRequests(programId: string): Promise<ProgramAidRequest[]> {
  const { data, error } = await supabase.rpc('my_financial_aid_requests', { p_program_id: programId });
  if (error) throw error;
  return z.array(requestSchema).parse(data ?? []);
}

/** Read on every visit (a code approved or used meanwhile); a failed read only hides the notice. */
export function useProgramAidRequests(programId: string, userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.aidRequests(programId, userId ?? ''),
    queryFn: () => getProgramAidRequests(programId),
    enabled: Boolean(userId) && enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
