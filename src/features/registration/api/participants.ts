import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { fetchParticipantHealth } from '@/lib/data/participant-health';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

export type RegisterParticipant = Pick<
  Tables<'participants'>,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'date_of_birth'
  | 'visual_classification'
  | 'city'
  | 'province'
  | 'needs_equipment'
  | 'allergies'
>;

/**
 * The account's participants (own and children), one query (spec 2 section 7), and their
 * allergies from my_participant_health (the table does not give medical fields, issue 25).
 */
export async function getMyParticipants(userId: string): Promise<RegisterParticipant[]> {
  const [{ data, error }, health] = await Promise.all([
    supabase
      .from('participants')
      .select('id, first_name, last_name, date_of_birth, visual_classification, city, province, needs_equipment')
      .or(`user_id.eq.${userId},parent_guardian_id.eq.${userId}`)
      .order('created_at', { ascending: true }),
    fetchParticipantHealth(),
  ]);
  if (error) throw error;
  return (data ?? []).map((row) => ({ ...row, allergies: health.get(row.id)?.allergies ?? null }));
}

export function useMyParticipants(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: registrationKeys.participants(userId ?? ''),
    queryFn: () => getMyParticipants(userId!),
    enabled: Boolean(userId) && enabled,
  });
}
