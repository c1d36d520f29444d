/**
 * PostgREST answers at most this many rows per request (supabase/config.toml `[api] max_rows`, 1000 on hosted
 * Supabase and in local-supabase): a read past it is cut silently, service role included.
 */
export const MAX_ROWS = 1000;

/** One page of a read: its rows, and where the next page starts (null: this was the last). */
export type PageOf<T, C> = { rows: T[]; next: C | null };

/**
 * Every page of a read, in order: `fetchPage(null)` first, then `fetchPage(next)` until a page has no next. Empty
 * pages are not yielded. Between pages, and once a page is in, stops when `signal` is aborted (throws its reason).
 */
export async function* readPages<T, C>(
  fetchPage: (cursor: C | null) => Promise<PageOf<T, C>>,
  signal?: AbortSignal,
): AsyncGenerator<T[]> {
  let cursor: C | null = null;
  do {
    signal?.throwIfAborted();
    const page: PageOf<T, C> = await fetchPage(cursor);
    signal?.throwIfAborted();
    if (page.rows.length > 0) yield page.rows;
    cursor = page.next;
  } while (cursor !== null);
}

/**
 * Where the next offset page starts after `got` rows from `offset`: null after a short page (the end, or rows
 * removed meanwhile) or once the total is reached (no empty request past an exact multiple of `limit`).
 */
export function nextOffset(offset: number, got: number, limit: number, total?: number): number | null {
  const done = offset + got;
  return got < limit || (total !== undefined && done >= total) ? null : done;
}

/** Every row of every page, in one array (for a list small enough to hold whole). */
export async function allRows<T>(pages: AsyncIterable<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for await (const got of pages) rows.push(...got);
  return rows;
}

type PageAnswer<T> = { data: T[] | null; error: unknown };

/**
 * Every row of a read, MAX_ROWS at a time (issue 23 point 3): `page(from, to)` must end with `.range(from, to)` on a
 * query ordered by a unique key (or ending with one, e.g. `.order('id')`), so pages neither overlap nor skip rows.
 * For option lists and small admin lists; a screen that can hold many thousands of rows pages on the server instead.
 */
export function readAll<T>(page: (from: number, to: number) => PromiseLike<PageAnswer<T>>): Promise<T[]> {
  return allRows(
    readPages(async (from: number | null) => {
      const offset = from ?? 0;
      const { data, error } = await page(offset, offset + MAX_ROWS - 1);
      if (error) throw error;
      const got = data ?? [];
      return { rows: got, next: nextOffset(offset, got.length, MAX_ROWS) };
    }),
  );
}
