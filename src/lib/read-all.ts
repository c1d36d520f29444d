/**
 * PostgREST answers at most this many rows per request (supabase/config.toml `[api] max_rows`, 1000 on hosted
 * Supabase and in local-supabase): a read past it is cut silently, service role included.
 */
export const MAX_ROWS = 1000;

type PageAnswer<T> = { data: T[] | null; error: unknown };

/**
 * Every row of a read, MAX_ROWS at a time (issue 23 point 3): `page(from, to)` must end with `.range(from, to)` on a
 * query ordered by a unique key (or ending with one, e.g. `.order('id')`), so pages neither overlap nor skip rows.
 * For option lists and small admin lists; a screen that can hold many thousands of rows pages on the server instead.
 */
export async function readAll<T>(page: (from: number, to: number) => PromiseLike<PageAnswer<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const { data, error } = await page(rows.length, rows.length + MAX_ROWS - 1);
    if (error) throw error;
    const got = data ?? [];
    rows.push(...got);
    if (got.length < MAX_ROWS) return rows;
  }
}
