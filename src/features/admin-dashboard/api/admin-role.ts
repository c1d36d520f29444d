import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

/**
 * The dashboard's own check (spec 2 section 6): the caller's role in
 * user_profiles must equal admin; any failure counts as "not admin".
 */
export async function fetchIsAdmin(userId: string): Promise<boolean> {
  const { data, error } = await supabase.from('user_profiles').select('role').eq('id', userId).maybeSingle();
  if (error) throw error;
  return data?.role === 'admin';
}

export function useIsAdmin(userId: string | undefined) {
  return useQuery({
    queryKey: adminDashboardKeys.role(userId ?? ''),
    queryFn: () => fetchIsAdmin(userId!),
    enabled: Boolean(userId),
    retry: false,
  });
}
