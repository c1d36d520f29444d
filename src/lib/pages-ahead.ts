// Issue 39 point 3: an export reads ahead. While the caller turns a page into CSV text, the next pages are already
// on their way, so the time spent waiting for the server and the time spent building overlap. A read is one or more
// ranges of rows (Export All: the ranges between admin_registrations_export_starts' cursors), each read in pages;
// `ahead` ranges are asked for at once, so a server with more than one core works on two pages together, and at
// most `ahead` pages besides the one being written are held at any time.
import type { PageOf } from './read-all';

/** Rows after `after` (null: from the first) down to and including `through` (null: to the last). */
export type Range<C> = { after: C | null; through: C | null };

/** The ranges a list of cut points splits a read into: up to the first cut, between two cuts, after the last. */
export function rangesBetween<C>(cuts: readonly C[]): Range<C>[] {
  return [null, ...cuts].map((after, i) => ({ after, through: cuts[i] ?? null }));
}

/**
 * Every page of every range, in order. A range's first page is asked for `ahead` ranges before it is needed (when
 * the range `ahead` places back has been read); within a range, page N+1 is asked for as soon as page N has
 * arrived, before page N is handed over. `fetchPage` gets the range, the page's cursor (the range's `after` for its
 * first page) and a signal that aborts when `signal` does or when the caller stops early (an error, a break): the
 * pages read ahead are then cancelled too. Empty pages are not yielded. Throws `signal`'s reason once aborted.
 */
export async function* readRangesAhead<T, C>(
  ranges: readonly Range<C>[],
  fetchPage: (range: Range<C>, after: C | null, signal: AbortSignal) => Promise<PageOf<T, C>>,
  signal?: AbortSignal,
  ahead = 2,
): AsyncGenerator<T[]> {
  const stop = new AbortController();
  const forward = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', forward);
  const request = (range: Range<C>, after: C | null) => {
    const pending = fetchPage(range, after, stop.signal);
    // Awaited on a later turn; if the caller stops first, its failure (often the abort itself) is nobody's.
    pending.catch(() => {});
    return pending;
  };
  const firsts: Array<Promise<PageOf<T, C>> | undefined> = [];
  const start = (i: number) => {
    if (i < ranges.length) firsts[i] = request(ranges[i], ranges[i].after);
  };
  const lead = Math.max(1, ahead);
  try {
    signal?.throwIfAborted();
    for (let i = 0; i < lead; i++) start(i);
    for (let i = 0; i < ranges.length; i++) {
      let pending: Promise<PageOf<T, C>> | null = firsts[i]!;
      firsts[i] = undefined;
      while (pending !== null) {
        let page: PageOf<T, C>;
        try {
          page = await pending;
        } catch (error) {
          // A request cancelled by Cancel fails with the transport's own error: say why it stopped instead.
          signal?.throwIfAborted();
          throw error;
        }
        signal?.throwIfAborted();
        if (page.next !== null) pending = request(ranges[i], page.next);
        else {
          pending = null;
          start(i + lead);
        }
        if (page.rows.length > 0) yield page.rows;
      }
    }
  } finally {
    signal?.removeEventListener('abort', forward);
    // Stopped early or done: pages still being read ahead are not wanted any more.
    stop.abort();
  }
}

/**
 * Every page of one read, in order, like readPages (read-all.ts), but page N+1 is requested as soon as page N has
 * arrived, before page N is handed over: one range, one page ahead, never more.
 */
export function readPagesAhead<T, C>(
  fetchPage: (cursor: C | null, signal: AbortSignal) => Promise<PageOf<T, C>>,
  signal?: AbortSignal,
): AsyncGenerator<T[]> {
  return readRangesAhead<T, C>([{ after: null, through: null }], (_range, after, s) => fetchPage(after, s), signal, 1);
}
