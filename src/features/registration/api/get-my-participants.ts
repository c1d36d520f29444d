import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
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
    supabase.rpc('my_participant_health'),
  ]);
  if (error) throw error;
  if (health.error) throw health.error;
  const allergies = new Map((health.data ?? []).map((h) => [h.participant_id, h.allergies]));
  return (data ?? []).map((row) => ({ ...row, allergies: allergies.get(row.id) ?? null }));
}

export function useMyParticipants(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: registrationKeys.participants(userId ?? ''),
    queryFn: () => getMyParticipants(userId!),
    enabled: Boolean(userId) && enabled,
  });
}
