import { useQuery } from '@tanstack/react-query';
import { pointForPostalCode, type PostalPoint } from '@domain/postal-locations';
import { supabase } from '@/lib/supabase';
import { fetchAllRows } from './fetch-all';
import { adminDashboardKeys } from './keys';

type Raw = {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  city: string | null;
  province: string | null;
  postal_code: string;
  account: { id: string; first_name: string | null; last_name: string | null; email: string } | null;
};

export type UserLocation = {
  id: string;
  name: string;
  email: string;
  city: string | null;
  province: string | null;
  postalCode: string;
  /** null when the postal code's first letter has no point (left off the map). */
  point: PostalPoint | null;
};

/** Participants with a postal code, with their account's profile embedded (spec 2 section 7), placed by first letter. */
export async function fetchUserLocations(): Promise<UserLocation[]> {
  const rows = await fetchAllRows<Raw>((from, to, withCount) =>
    supabase
      .from('participants')
      .select(
        'id, first_name, last_name, email, city, province, postal_code, account:user_profiles!participants_user_id_fkey(id, first_name, last_name, email)',
        withCount ? { count: 'exact' } : undefined,
      )
      .not('postal_code', 'is', null)
      .order('last_name')
      .order('first_name')
      .order('id')
      .range(from, to) as unknown as PromiseLike<{ data: Raw[] | null; error: unknown; count: number | null }>,
  );
  return rows.map((r) => ({
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email || r.account?.email || '',
    city: r.city,
    province: r.province,
    postalCode: r.postal_code,
    point: pointForPostalCode(r.postal_code),
  }));
}

export function useUserLocations(enabled: boolean) {
  return useQuery({ queryKey: adminDashboardKeys.locations(), queryFn: fetchUserLocations, enabled });
}
