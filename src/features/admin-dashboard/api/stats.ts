import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

export type DashboardStats = {
  totalUsers: number;
  totalParticipants: number;
  totalRegistrations: number;
  activePrograms: number;
  scheduledEvents: number;
  equipmentItems: number;
};

const head = { count: 'exact', head: true } as const;

/**
 * Six head-only exact counts, sent together (spec 2 section 7); Scheduled Events counts events not yet started, Total
 * Users the accounts not deleted (a deleted one is kept anonymised for its records, issue 36).
 */
export async function fetchDashboardStats(now = new Date()): Promise<DashboardStats> {
  const results = await Promise.all([
    supabase.from('user_profiles').select('id', head).is('deleted_at', null),
    supabase.from('participants').select('id', head),
    supabase.from('registrations').select('id', head),
    supabase.from('programs').select('id', head).eq('is_active', true),
    supabase.from('events').select('id', head).gte('starts_at', now.toISOString()),
    supabase.from('equipment_inventory').select('id', head),
  ]);
  for (const r of results) if (r.error) throw r.error;
  const [users, people, registrations, programs, events, equipment] = results.map((r) => r.count ?? 0);
  return {
    totalUsers: users,
    totalParticipants: people,
    totalRegistrations: registrations,
    activePrograms: programs,
    scheduledEvents: events,
    equipmentItems: equipment,
  };
}

export function useDashboardStats(enabled: boolean) {
  return useQuery({ queryKey: adminDashboardKeys.stats(), queryFn: () => fetchDashboardStats(), enabled });
}
