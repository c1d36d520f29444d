/**
 * The public programs list as PostgREST queries (relative to /rest/v1/), through public.listed_programs (issue 39
 * point 1): the active programs one can still take part in, by start date ascending (spec 1 section 7), id breaking
 * ties so pages past the first never overlap; the ended ones are another query, newest ended first, a page at a
 * time. PROGRAMS_LIST_QUERY is shared by getPrograms and the build, whose inline script in index.html starts this
 * very request on /programs before any JS has loaded (issue 12: the list no longer waits for the entry chunk). Plain
 * data, no imports: vite.config reads it too. is_full is the database's computed field public.is_full(programs)
 * (issue 21 point 7), which reads the program's places_taken counter. The `_fr` columns are the French of the
 * admin-entered texts, null when missing (issue 22).
 */
const COLUMNS =
  'select=id,name,name_fr,description,description_fr,start_date,end_date,location,location_fr,price,' +
  'max_participants,is_active,is_full';

export const PROGRAMS_LIST_QUERY = `rpc/listed_programs?${COLUMNS}&order=start_date.asc,id.asc`;

/** Past programs shown a page at a time. */
export const PAST_PAGE_SIZE = 12;

/** One page of the ended programs, newest ended first. */
export function pastProgramsQuery(offset: number): string {
  return `rpc/listed_programs?p_past=true&${COLUMNS}&order=end_date.desc,id.desc&limit=${PAST_PAGE_SIZE}&offset=${offset}`;
}
