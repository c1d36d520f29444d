import { useQuery } from '@tanstack/react-query';
import type { Functions } from '@/lib/database';
import { supabase } from '@/lib/supabase';

/** react-query keys of the family's access-log section. */
export const accessLogKeys = {
  participant: (participantId: string) => ['access-log', 'participant', participantId] as const,
};

/**
 * One line about a family's participant, as my_participant_access answers it (no e-mail, no other people). The
 * generated type says every column of a returned table is set; these are null for an account since removed
 * (actor) or a read outside a program.
 */
export type ParticipantAccessRow = Omit<
  Functions<'my_participant_access'>['Returns'][number],
  'actor_name' | 'actor_role' | 'program_name' | 'program_name_fr'
> & {
  actor_name: string | null;
  actor_role: string | null;
  program_name: string | null;
  program_name_fr: string | null;
};

/** Who in the organisation viewed or changed this participant's medical information (the family's own only). */
export async function fetchParticipantAccess(participantId: string): Promise<ParticipantAccessRow[]> {
  const { data, error } = await supabase.rpc('my_participant_access', { p_participant_id: participantId });
  if (error) throw error;
  return data ?? [];
}

/** Read only when the family opens the section (`enabled`), and again each time it is opened. */
export function useParticipantAccess(participantId: string, enabled: boolean) {
  return useQuery({
    queryKey: accessLogKeys.participant(participantId),
    queryFn: () => fetchParticipantAccess(participantId),
    enabled,
    staleTime: 0,
  });
}
