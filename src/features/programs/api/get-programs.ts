import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { publicSelect } from '@/lib/public-rest';
import { MAX_ROWS } from '@/lib/read-all';
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

/**
 * Active programs by start date ascending (spec 1 section 7), one request (public: no supabase-js needed). PostgREST
 * answers at most MAX_ROWS rows, so a full first answer is followed by the next pages (issue 23: at ten times
 * today's size, 1,800 active programs; cut at 1000, the list would lose the upcoming ones, which sort last).
 */
export async function getPrograms(): Promise<ProgramCardData[]> {
  const rows = await publicSelect<ProgramCardData>(PROGRAMS_LIST_QUERY);
  for (let got = rows.length; got === MAX_ROWS;) {
    const page = await publicSelect<ProgramCardData>(`${PROGRAMS_LIST_QUERY}&offset=${rows.length}&limit=${MAX_ROWS}`);
    rows.push(...page);
    got = page.length;
  }
  return rows;
}

export function usePrograms() {
  return useQuery({ queryKey: ['programs', 'public-list'], queryFn: getPrograms });
}
