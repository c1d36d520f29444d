// Issue 39 point 2: a search typed key by key needs its first page at once, not the exact count of a common
// substring (which reads every search text: what made a keystroke slow). The admin list functions that take
// p_count_up_to (admin_registrations_page, admin_users_page) then count at most that many matches and answer
// `more` beyond them; a later page (Next, Last) counts them all, and a blank search keeps its exact count.

/** How many matches a search's first page counts at most. */
export const SEARCH_COUNT_UP_TO = 1000;

/** The count limit of a page request: only the first page of a non-blank search is counted up to the limit. */
export function searchCountArgs(firstPage: boolean, search: string): { p_count_up_to?: number } {
  return firstPage && search.trim() ? { p_count_up_to: SEARCH_COUNT_UP_TO } : {};
}
