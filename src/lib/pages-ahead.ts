// Issue 39 point 3: an export reads its pages one ahead. While the caller turns page N into CSV text, page N+1 is
// already on its way, so the time spent waiting for the server and the time spent building overlap; and only one
// page is read ahead, so at most two pages of rows are held at any time (the one being built, the one coming).
import type { PageOf } from './read-all';

/**
 * Every page of a read, in order, like readPages (read-all.ts), but page N+1 is requested as soon as page N has
 * arrived, before page N is handed over. `fetchPage` gets the page's cursor (null: the first) and a signal that
 * aborts when `signal` does or when the caller stops early (an error, a break): the page read ahead is then
 * cancelled too. Empty pages are not yielded. Throws `signal`'s reason once it is aborted.
 */
export async function* readPagesAhead<T, C>(
  fetchPage: (cursor: C | null, signal: AbortSignal) => Promise<PageOf<T, C>>,
  signal?: AbortSignal,
): AsyncGenerator<T[]> {
  const stop = new AbortController();
  const forward = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', forward);
  const request = (cursor: C | null) => {
    const pending = fetchPage(cursor, stop.signal);
    // Awaited on the next turn; if the caller stops first, its failure (often the abort itself) is nobody's.
    pending.catch(() => {});
    return pending;
  };
  try {
    signal?.throwIfAborted();
    let ahead: Promise<PageOf<T, C>> | null = request(null);
    while (ahead !== null) {
      let page: PageOf<T, C>;
      try {
        page = await ahead;
      } catch (error) {
        // A request cancelled by Cancel fails with the transport's own error: say why it stopped instead.
        signal?.throwIfAborted();
        throw error;
      }
      signal?.throwIfAborted();
      ahead = page.next === null ? null : request(page.next);
      if (page.rows.length > 0) yield page.rows;
    }
  } finally {
    signal?.removeEventListener('abort', forward);
    // Stopped early or done: a page still being read ahead is not wanted any more.
    stop.abort();
  }
}
