import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

export type RecentRegistration = Pick<
  Tables<'registrations'>,
  'id' | 'registration_date' | 'status' | 'parent_guardian_name' | 'waiver_agreed'
> & {
  participant: Pick<Tables<'participants'>, 'first_name' | 'last_name'> | null;
  volunteer: Pick<Tables<'volunteer_profiles'>, 'first_name' | 'last_name'> | null;
  program: Pick<Tables<'programs'>, 'id' | 'name'> | null;
};

/** Spec 2 section 9: the latest 5. */
export const RECENT_LIMIT = 5;

/**
 * The latest registrations with their participant or volunteer and program
 * embedded (one request instead of the spec's three look-ups).
 */
export async function fetchRecentRegistrations(): Promise<RecentRegistration[]> {
  const { data, error } = await supabase
    .from('registrations')
    .select(
      'id, registration_date, status, parent_guardian_name, waiver_agreed, participant:participants(first_name, last_name), volunteer:volunteer_profiles(first_name, last_name), program:programs(id, name)',
    )
    .order('registration_date', { ascending: false })
    .limit(RECENT_LIMIT);
  if (error) throw error;
  return data ?? [];
}

export function useRecentRegistrations(enabled: boolean) {
  return useQuery({ queryKey: adminDashboardKeys.recent(), queryFn: fetchRecentRegistrations, enabled });
}
