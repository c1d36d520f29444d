import { ACTIVE_REGISTRATION_STATUSES } from '@domain/registration-status';
import { useQuery } from '@tanstack/react-query';
import { orgToday } from '@domain/dates';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

export type OpenProgram = Pick<
  Tables<'programs'>,
  'id' | 'name' | 'name_fr' | 'start_date' | 'end_date' | 'location' | 'location_fr' | 'price'
> & {
  /** public.is_full(programs) (issue 21 point 7). */
  is_full: boolean | null;
};
export type ParticipantChoices = {
  participant: Pick<Tables<'participants'>, 'id' | 'first_name' | 'last_name'> | null;
  programs: OpenProgram[];
  activeProgramIds: string[];
};

/** /participants/:id/register: the participant, programs open today, and their active registrations (3 parallel queries). */
export async function getParticipantChoices(participantId: string): Promise<ParticipantChoices> {
  const [participant, programs, active] = await Promise.all([
    supabase.from('participants').select('id, first_name, last_name').eq('id', participantId).maybeSingle(),
    supabase
      .from('programs')
      .select('id, name, name_fr, start_date, end_date, location, location_fr, price, is_full')
      .eq('is_active', true)
      .gte('end_date', orgToday(new Date()))
      .order('start_date', { ascending: true }),
    supabase
      .from('registrations')
      .select('program_id')
      .eq('participant_id', participantId)
      .in('status', ACTIVE_REGISTRATION_STATUSES),
  ]);
  for (const r of [participant, programs, active]) if (r.error) throw r.error;
  return {
    participant: participant.data,
    programs: programs.data ?? [],
    activeProgramIds: (active.data ?? []).map((r) => r.program_id),
  };
}

export function useParticipantChoices(participantId: string) {
  return useQuery({
    queryKey: [...registrationKeys.openPrograms(), participantId],
    queryFn: () => getParticipantChoices(participantId),
  });
}
