import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pointForPostalCode, type PostalPoint } from '@domain/postal-locations';
import { supabase } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

const text = z.string().nullable();

/** What admin_user_locations() returns (a jsonb array, migration 20261123100000). */
const locationsSchema = z.array(
  z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: text,
    city: text,
    province: text,
    postal_code: z.string(),
    account: z.object({ id: z.string(), first_name: text, last_name: text, email: z.string() }).nullable(),
  }),
);

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

/**
 * Participants with a postal code, by name, with their account's name and e-mail
 * (spec 2 section 7), placed by first letter: one admin-only database function
 * (admin_user_locations), one round trip.
 */
export async function fetchUserLocations(): Promise<UserLocation[]> {
  const { data, error } = await supabase.rpc('admin_user_locations');
  if (error) throw error;
  const rows = locationsSchema.parse(data ?? []);
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
