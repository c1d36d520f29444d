import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { publicSelect } from '@/lib/public-rest';
import { MAX_ROWS } from '@/lib/read-all';
import { PAST_PAGE_SIZE, PROGRAMS_LIST_QUERY, pastProgramsQuery } from './programs-list-query';

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
 * The programs one can still take part in, by start date ascending (spec 1 section 7), one request (public: no
 * supabase-js needed). PostgREST answers at most MAX_ROWS rows, so a full first answer is followed by the next pages
 * (more than 1,000 programs not yet ended: none at ten times today's size, issue 39).
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

/** A page of the ended programs, newest ended first (PAST_PAGE_SIZE a page). */
export function getPastPrograms(offset: number): Promise<ProgramCardData[]> {
  return publicSelect<ProgramCardData>(pastProgramsQuery(offset));
}

/** The ended programs, read a page at a time once asked for (`enabled`). */
export function usePastPrograms(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['programs', 'public-past'],
    queryFn: ({ pageParam }) => getPastPrograms(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < PAST_PAGE_SIZE ? undefined : pages.length * PAST_PAGE_SIZE),
    enabled,
  });
}
