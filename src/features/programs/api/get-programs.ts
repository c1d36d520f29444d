import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { publicSelect } from '@/lib/public-rest';
import { PROGRAMS_LIST_QUERY } from './programs-list-query';

/** One card of /programs: the columns PROGRAMS_LIST_QUERY selects. */
export type ProgramCardData = Pick<
  Tables<'programs'>,
  | 'id'
  | 'name'
  | 'name_fr'
  | 'description'
  | 'description_fr'
  | 'start_date'
  | 'end_date'
  | 'location'
  | 'location_fr'
  | 'price'
  | 'max_participants'
  | 'is_active'
> & {
  /** No place left (capacity reached, or every open tier sold out): public.is_full(programs). */
  is_full: boolean | null;
};

/** Active programs by start date ascending (spec 1 section 7), one request (public: no supabase-js needed). */
export function getPrograms(): Promise<ProgramCardData[]> {
  return publicSelect<ProgramCardData>(PROGRAMS_LIST_QUERY);
}

export function usePrograms() {
  return useQuery({ queryKey: ['programs', 'public-list'], queryFn: getPrograms });
}
