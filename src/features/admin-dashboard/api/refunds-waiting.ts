import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

/** How many refunds wait for an administrator (admin_refunds' count, one row read). */
export async function fetchRefundsWaiting(): Promise<number> {
  const { data, error } = await supabase.rpc('admin_refunds', { p_filter: 'waiting', p_limit: 1, p_offset: 0 });
  if (error) throw error;
  const waiting = (data as { counts?: { waiting?: unknown } } | null)?.counts?.waiting;
  return typeof waiting === 'number' ? waiting : 0;
}

export function useRefundsWaiting() {
  return useQuery({ queryKey: [...adminDashboardKeys.all, 'refunds-waiting'], queryFn: fetchRefundsWaiting });
}
