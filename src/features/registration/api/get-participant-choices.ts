import { useQuery } from '@tanstack/react-query';
import { orgToday } from '@domain/dates';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

export type OpenProgram = { id: string; name: string; start_date: string; end_date: string; location: string | null; price: number };
export type ParticipantChoices = {
  participant: { id: string; first_name: string; last_name: string } | null;
  programs: OpenProgram[];
  activeProgramIds: string[];
};

/** /participants/:id/register: the participant, programs open today, and their active registrations (3 parallel queries). */
export async function getParticipantChoices(participantId: string): Promise<ParticipantChoices> {
  const [participant, programs, active] = await Promise.all([
    supabase.from('participants').select('id, first_name, last_name').eq('id', participantId).maybeSingle(),
    supabase
      .from('programs')
      .select('id, name, start_date, end_date, location, price')
      .eq('is_active', true)
      .gte('end_date', orgToday(new Date()))
      .order('start_date', { ascending: true }),
    supabase.from('registrations').select('program_id').eq('participant_id', participantId).in('status', ['pending', 'approved']),
  ]);
  for (const r of [participant, programs, active]) if (r.error) throw r.error;
  return {
    participant: participant.data as ParticipantChoices['participant'],
    programs: (programs.data ?? []) as OpenProgram[],
    activeProgramIds: (active.data ?? []).map((r) => (r as { program_id: string }).program_id),
  };
}

export function useParticipantChoices(participantId: string) {
  return useQuery({
    queryKey: [...registrationKeys.openPrograms(), participantId],
    queryFn: () => getParticipantChoices(participantId),
  });
}
