/**
 * The public programs list as a PostgREST query (relative to /rest/v1/): active programs by
 * start date ascending (spec 1 section 7), id breaking ties so pages past the first never overlap. Shared by getPrograms and the build, whose inline
 * script in index.html starts this very request on /programs before any JS has loaded
 * (issue 12: the list no longer waits for the entry chunk). Plain data, no imports: vite.config
 * reads it too. is_full is the database's computed field public.is_full(programs) (issue 21 point 7).
 * The `_fr` columns are the French of the admin-entered texts, null when missing (issue 22).
 */
export const PROGRAMS_LIST_QUERY =
  'programs?select=id,name,name_fr,description,description_fr,start_date,end_date,location,location_fr,price,' +
  'max_participants,is_active,is_full' +
  '&is_active=eq.true&order=start_date.asc,id.asc';
