import type { UserFilter } from '@domain/user-search';
import { readPagesAhead } from '@/lib/pages-ahead';
import type { PageOf } from '@/lib/read-all';
import { supabase } from '@/lib/supabase';
import { usersExportPageSchema, type AdminUser } from './users';

/** Users one CSV export request reads (one JSON value of about 1 MB). */
export const USERS_EXPORT_PAGE_SIZE = 2000;

/** Where the next page starts: the last user's [created_at, id]. */
export type UsersCursor = [string, string];

/**
 * One keyset page of the users CSV (issue 39 point 3): the users after `after` (null: from the start) in the users
 * tab's order, newest first, that pass the filter and contain the search, and the next cursor. Every page costs what
 * the first does (offset pages cost every row before them). admin_users_export is admin-only (42501 for anyone
 * else) and logs the visual conditions a page holds (POST: a GET's read-only transaction refuses the log's write).
 */
export async function fetchUsersExportPage(
  filter: UserFilter,
  search: string,
  after: UsersCursor | null,
  signal?: AbortSignal,
  limit = USERS_EXPORT_PAGE_SIZE,
): Promise<PageOf<AdminUser, UsersCursor>> {
  let request = supabase.rpc('admin_users_export', {
    p_filter: filter,
    p_search: search,
    ...(after ? { p_after_created_at: after[0], p_after_id: after[1] } : {}),
    p_limit: limit,
  });
  // Cancel stops the request under way and the one read ahead, not only the next one.
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  const page = usersExportPageSchema.parse(data);
  return { rows: page.users, next: page.next };
}

/** Every user of the export, page after page, the next page read while the previous one is written. */
export function usersExportPages(
  filter: UserFilter,
  search: string,
  signal?: AbortSignal,
  limit = USERS_EXPORT_PAGE_SIZE,
): AsyncGenerator<AdminUser[]> {
  return readPagesAhead<AdminUser, UsersCursor>(
    (after, pageSignal) => fetchUsersExportPage(filter, search, after, pageSignal, limit),
    signal,
  );
}
