import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

export type VolunteerProfileRef = Pick<Tables<'volunteer_profiles'>, 'id' | 'first_name' | 'last_name'>;

/** The volunteer's own profile id (volunteers register themselves, spec 2 section 6). */
export async function getVolunteerProfile(userId: string): Promise<VolunteerProfileRef | null> {
  const { data, error } = await supabase
    .from('volunteer_profiles')
    .select('id, first_name, last_name')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export function useVolunteerProfile(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.volunteer(userId ?? ''),
    queryFn: () => getVolunteerProfile(userId!),
    enabled: Boolean(userId) && enabled,
  });
}
