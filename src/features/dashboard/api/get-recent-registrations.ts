import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import { dashboardKeys } from './keys';

export type DashboardRegistration = Pick<Tables<'registrations'>, 'id' | 'status' | 'registration_date'> & {
  programs: Pick<
    Tables<'programs'>,
    'name' | 'name_fr' | 'start_date' | 'end_date' | 'location' | 'location_fr'
  > | null;
  participants: Pick<Tables<'participants'>, 'first_name' | 'last_name'> | null;
  volunteer_profiles: Pick<Tables<'volunteer_profiles'>, 'first_name' | 'last_name'> | null;
};

export const REGISTRATION_COLUMNS =
  'id, status, registration_date, programs(name, name_fr, start_date, end_date, location, location_fr), participants(first_name, last_name), volunteer_profiles(first_name, last_name)';

/** Spec 1 section 2: 8 recent registrations, 12 for admins (who see all). */
export async function getRecentRegistrations(userId: string, isAdmin: boolean): Promise<DashboardRegistration[]> {
  let query = supabase.from('registrations').select(REGISTRATION_COLUMNS);
  // Own and children's registrations (a coordinator's RLS view of other families stays out).
  if (!isAdmin) query = query.or(`user_id.eq.${userId},parent_guardian_id.eq.${userId}`);
  const { data, error } = await query.order('registration_date', { ascending: false }).limit(isAdmin ? 12 : 8);
  if (error) throw error;
  return data ?? [];
}

export function useRecentRegistrations(userId: string | undefined, isAdmin: boolean, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.recent(userId ?? '', isAdmin ? 'admin' : 'own'),
    queryFn: () => getRecentRegistrations(userId!, isAdmin),
    enabled: Boolean(userId) && enabled,
  });
}
