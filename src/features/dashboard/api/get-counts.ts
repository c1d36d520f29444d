import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { dashboardKeys } from './keys';

// get_dashboard_counts() returns one JSON object (migration 20261123020000).
const dashboardCounts = z.object({ players: z.number(), active_registrations: z.number() });
export type DashboardCounts = z.infer<typeof dashboardCounts>;

/** Players and active registrations in one request (get_dashboard_counts). */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const { data, error } = await supabase.rpc('get_dashboard_counts');
  if (error) throw error;
  return dashboardCounts.parse(data);
}

export function useDashboardCounts(userId: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.counts(userId ?? ''),
    queryFn: getDashboardCounts,
    enabled: Boolean(userId),
  });
}
