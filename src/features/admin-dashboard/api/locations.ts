import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pointForPostalCode, type PostalPoint } from '@domain/postal-locations';
import type { Functions } from '@/lib/database';
import { readPagesAhead } from '@/lib/pages-ahead';
import { nextOffset } from '@/lib/read-all';
import { supabase } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';
import { personName } from '@domain/person-name';

const text = z.string().nullable();

/** What admin_user_locations_page() returns (one jsonb value). */
const locationsPageSchema = z.object({
  total: z.number(),
  rows: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: text,
      city: text,
      province: text,
      postal_code: z.string(),
    }),
  ),
});

/**
 * A row of admin_location_summary(): people with a postal code by first letter and province. The generated
 * type says every column of a returned table is set; a participant's province may be missing (null).
 */
export type LocationGroup = Omit<Functions<'admin_location_summary'>['Returns'][number], 'province'> & {
  province: string | null;
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

export type UserLocationsPage = { total: number; rows: UserLocation[] };

/** Rows per table page and per export request. */
export const LOCATIONS_PAGE_SIZE = 50;
export const LOCATIONS_EXPORT_PAGE_SIZE = 500;

/**
 * The people with a postal code counted by the code's first letter (the map's
 * region) and province: at most a few hundred groups whatever the number of
 * people, from the admin-only database function admin_location_summary.
 */
export async function fetchLocationSummary(): Promise<LocationGroup[]> {
  const { data, error } = await supabase.rpc('admin_location_summary');
  if (error) throw error;
  return data ?? [];
}

export function useLocationSummary(enabled: boolean) {
  return useQuery({ queryKey: adminDashboardKeys.locations(), queryFn: fetchLocationSummary, enabled });
}

/**
 * One page of the people whose postal code starts with one of `letters`, by name,
 * with their account's e-mail when they have none (spec 2 section 7), and the exact
 * count: admin-only database function admin_user_locations_page.
 */
export async function fetchUserLocationsPage(
  letters: readonly string[],
  offset: number,
  limit: number,
): Promise<UserLocationsPage> {
  const { data, error } = await supabase.rpc('admin_user_locations_page', {
    p_letters: [...letters],
    p_offset: offset,
    p_limit: limit,
  });
  if (error) throw error;
  const page = locationsPageSchema.parse(data);
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      id: r.id,
      name: personName(r.first_name, r.last_name),
      email: r.email ?? '',
      city: r.city,
      province: r.province,
      postalCode: r.postal_code,
      point: pointForPostalCode(r.postal_code),
    })),
  };
}

/**
 * Every person of the locations CSV, page after page (offset pages: at most the participants with a postal code),
 * the next page read while the previous one is written.
 */
export function userLocationsExportPages(letters: readonly string[], signal?: AbortSignal) {
  return readPagesAhead(async (from: number | null) => {
    const offset = from ?? 0;
    const page = await fetchUserLocationsPage(letters, offset, LOCATIONS_EXPORT_PAGE_SIZE);
    return { rows: page.rows, next: nextOffset(offset, page.rows.length, LOCATIONS_EXPORT_PAGE_SIZE, page.total) };
  }, signal);
}

export function useUserLocationsPage(letters: readonly string[], page: number) {
  return useQuery({
    queryKey: adminDashboardKeys.locationsPage(letters.join(''), page),
    queryFn: () => fetchUserLocationsPage(letters, page * LOCATIONS_PAGE_SIZE, LOCATIONS_PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: letters.length > 0,
  });
}
