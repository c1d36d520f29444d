/** PostgREST returns at most this many rows per request (supabase/config.toml max_rows). */
export const PAGE_SIZE = 1000;

type Page<T> = { data: T[] | null; error: unknown; count?: number | null };

/**
 * Every row of a list: the first page asks for the exact count, the remaining
 * pages are then fetched together (two round trips whatever the row count).
 */
export async function fetchAllRows<T>(page: (from: number, to: number, withCount: boolean) => PromiseLike<Page<T>>): Promise<T[]> {
  const first = await page(0, PAGE_SIZE - 1, true);
  if (first.error) throw first.error;
  const rows = [...(first.data ?? [])];
  const total = first.count ?? rows.length;
  const starts: number[] = [];
  for (let from = PAGE_SIZE; from < total; from += PAGE_SIZE) starts.push(from);
  const rest = await Promise.all(starts.map((from) => page(from, from + PAGE_SIZE - 1, false)));
  for (const r of rest) {
    if (r.error) throw r.error;
    rows.push(...(r.data ?? []));
  }
  return rows;
}
