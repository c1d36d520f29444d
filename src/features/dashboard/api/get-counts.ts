import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { dashboardKeys } from './keys';

export type DashboardCounts = { players: number; active_registrations: number };

/** Players and active registrations in one request (get_dashboard_counts). */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const { data, error } = await supabase.rpc('get_dashboard_counts');
  if (error) throw error;
  return data as DashboardCounts;
}

export function useDashboardCounts(userId: string | undefined) {
  return useQuery({ queryKey: dashboardKeys.counts(userId ?? ''), queryFn: getDashboardCounts, enabled: Boolean(userId) });
}
