import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

export type RegisterParticipant = {
  id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  visual_classification: string | null;
  city: string | null;
  province: string | null;
  needs_equipment: boolean;
  allergies: string | null;
};

/** The account's participants (own and children), one query (spec 2 section 7). */
export async function getMyParticipants(userId: string): Promise<RegisterParticipant[]> {
  const { data, error } = await supabase
    .from('participants')
    .select('id, first_name, last_name, date_of_birth, visual_classification, city, province, needs_equipment, allergies')
    .or(`user_id.eq.${userId},parent_guardian_id.eq.${userId}`)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return (data ?? []) as RegisterParticipant[];
}

export function useMyParticipants(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: registrationKeys.participants(userId ?? ''),
    queryFn: () => getMyParticipants(userId!),
    enabled: Boolean(userId) && enabled,
  });
}
