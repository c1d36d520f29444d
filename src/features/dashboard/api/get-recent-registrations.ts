import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { dashboardKeys } from './keys';

export type DashboardRegistration = {
  id: string;
  status: string;
  registration_date: string;
  programs: { name: string; start_date: string; end_date: string; location: string | null } | null;
  participants: { first_name: string; last_name: string } | null;
  volunteer_profiles: { first_name: string | null; last_name: string | null } | null;
};

export const REGISTRATION_COLUMNS =
  'id, status, registration_date, programs(name, start_date, end_date, location), participants(first_name, last_name), volunteer_profiles(first_name, last_name)';

/** Spec 1 section 2: 8 recent registrations, 12 for admins (who see all). */
export async function getRecentRegistrations(userId: string, isAdmin: boolean): Promise<DashboardRegistration[]> {
  let query = supabase.from('registrations').select(REGISTRATION_COLUMNS);
  // Own and children's registrations (a coordinator's RLS view of other families stays out).
  if (!isAdmin) query = query.or(`user_id.eq.${userId},parent_guardian_id.eq.${userId}`);
  const { data, error } = await query.order('registration_date', { ascending: false }).limit(isAdmin ? 12 : 8);
  if (error) throw error;
  return (data ?? []) as unknown as DashboardRegistration[];
}

export function useRecentRegistrations(userId: string | undefined, isAdmin: boolean, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.recent(userId ?? '', isAdmin ? 'admin' : 'own'),
    queryFn: () => getRecentRegistrations(userId!, isAdmin),
    enabled: Boolean(userId) && enabled,
  });
}
