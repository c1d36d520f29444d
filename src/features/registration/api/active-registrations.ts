import { ACTIVE_REGISTRATION_STATUSES } from '@domain/registration-status';
import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

export type ActiveRegistration = Pick<Tables<'registrations'>, 'id' | 'participant_id' | 'volunteer_id' | 'status'>;

/** The caller's pending/approved registrations for one program, in one query (not one per participant). */
export async function getActiveRegistrations(programId: string): Promise<ActiveRegistration[]> {
  const { data, error } = await supabase
    .from('registrations')
    .select('id, participant_id, volunteer_id, status')
    .eq('program_id', programId)
    .in('status', ACTIVE_REGISTRATION_STATUSES);
  if (error) throw error;
  return data ?? [];
}

export function useActiveRegistrations(programId: string, userId: string | undefined) {
  return useQuery({
    queryKey: registrationKeys.active(programId, userId ?? ''),
    queryFn: () => getActiveRegistrations(programId),
    enabled: Boolean(userId),
  });
}
