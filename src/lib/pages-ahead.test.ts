import { describe, expect, it } from 'vitest';
import { rangesBetween, readPagesAhead, readRangesAhead, type Range } from './pages-ahead';

/**
 * A server of `pages` pages of 2 rows each whose answers wait until the test lets them through (`answer(k)`), and
 * that records each request: its cursor and the signal it got.
 */
function heldServer(pages: number) {
  const asked: { cursor: number | null; signal: AbortSignal }[] = [];
  const gates = new Map<number, () => void>();
  const opened = new Set<number>();
  const answer = (k: number) => {
    opened.add(k);
    gates.get(k)?.();
  };
  const fetchPage = (cursor: number | null, signal: AbortSignal) => {
    const k = cursor ?? 0;
    asked.push({ cursor, signal });
    return new Promise<{ rows: number[]; next: number | null }>((resolve, reject) => {
      const send = () => resolve({ rows: [2 * k, 2 * k + 1], next: k + 1 < pages ? k + 1 : null });
      signal.addEventListener('abort', () => reject(new Error(`request ${k} aborted`)));
      if (opened.has(k)) send();
      else gates.set(k, send);
    });
  };
  return { asked, answer, fetchPage };
}

/** Lets every pending promise callback run (the generator's steps are microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readPagesAhead', () => {
  it('asks for page N+1 before it hands page N over, and yields every page in order', async () => {
    const server = heldServer(4);
    [0, 1, 2, 3].forEach(server.answer);
    const seen: { rows: number[]; askedWhenGiven: number }[] = [];
    for await (const rows of readPagesAhead(server.fetchPage)) {
      seen.push({ rows, askedWhenGiven: server.asked.length });
    }
    expect(seen.map((s) => s.rows)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
    // While page N is written, page N+1 is already asked for (the last page has none after it).
    expect(seen.map((s) => s.askedWhenGiven)).toEqual([2, 3, 4, 4]);
    expect(server.asked.map((a) => a.cursor)).toEqual([null, 1, 2, 3]);
  });

  it('reads one page ahead, never more, however long a page takes to write', async () => {
    const server = heldServer(10);
    for (let k = 0; k < 10; k++) server.answer(k);
    const pages = readPagesAhead(server.fetchPage);
    const first = await pages.next();
    expect(first.value).toEqual([0, 1]);
    // Page 0 is being written (the caller has not asked for more): page 1 is asked for and answered, page 2 is not.
    await settle();
    await settle();
    expect(server.asked.map((a) => a.cursor)).toEqual([null, 1]);
    await pages.next();
    await settle();
    expect(server.asked.map((a) => a.cursor)).toEqual([null, 1, 2]);
    await pages.return(undefined);
  });

  it('Cancel aborts the page read ahead, stops with the reason and asks for nothing more', async () => {
    const server = heldServer(10);
    server.answer(0);
    const cancel = new AbortController();
    const pages = readPagesAhead(server.fetchPage, cancel.signal);
    expect((await pages.next()).value).toEqual([0, 1]);
    const ahead = server.asked[1];
    expect(ahead.cursor).toBe(1);
    expect(ahead.signal.aborted).toBe(false);
    const waiting = pages.next();
    cancel.abort(new Error('cancelled by the admin'));
    await expect(waiting).rejects.toThrow('cancelled by the admin');
    expect(ahead.signal.aborted).toBe(true);
    server.answer(1);
    await settle();
    expect(server.asked).toHaveLength(2);
  });

  it('a caller that stops early (an error while writing) cancels the page read ahead', async () => {
    const server = heldServer(10);
    server.answer(0);
    await expect(
      (async () => {
        for await (const rows of readPagesAhead(server.fetchPage)) {
          if (rows[0] === 0) throw new Error('the CSV could not be written');
        }
      })(),
    ).rejects.toThrow('the CSV could not be written');
    expect(server.asked).toHaveLength(2);
    expect(server.asked[1].signal.aborted).toBe(true);
  });

  it('an already aborted signal asks for nothing; a failed page fails the read; empty pages are left out', async () => {
    const done = new AbortController();
    done.abort(new Error('gone'));
    const server = heldServer(3);
    await expect(readPagesAhead(server.fetchPage, done.signal).next()).rejects.toThrow('gone');
    expect(server.asked).toHaveLength(0);

    const failing = readPagesAhead(async (cursor: number | null) => {
      if (cursor === 1) throw new Error('server down');
      return { rows: [cursor ?? 0], next: (cursor ?? 0) + 1 };
    });
    expect((await failing.next()).value).toEqual([0]);
    await expect(failing.next()).rejects.toThrow('server down');

    const gaps: number[][] = [];
    for await (const rows of readPagesAhead(async (cursor: number | null) => ({
      rows: cursor === 1 ? [] : [cursor ?? 0],
      next: (cursor ?? 0) < 2 ? (cursor ?? 0) + 1 : null,
    })))
      gaps.push(rows);
    expect(gaps).toEqual([[0], [2]]);
  });
});

/**
 * Ranges of rows 10r .. 10r+9 (range r is {after: 10r - 1, through: 10r + 9}), answered in pages of `size` rows,
 * each answer held until the test lets it through (`answer(after)`); records every request.
 */
function rangeServer(size: number) {
  const asked: { after: number | null; signal: AbortSignal }[] = [];
  const gates = new Map<number | null, () => void>();
  const opened = new Set<number | null>();
  const answer = (after: number | null) => {
    opened.add(after);
    gates.get(after)?.();
  };
  const fetchPage = (range: Range<number>, after: number | null, signal: AbortSignal) => {
    asked.push({ after, signal });
    return new Promise<{ rows: number[]; next: number | null }>((resolve, reject) => {
      const from = (after ?? -1) + 1;
      const last = Math.min(from + size - 1, range.through ?? 29);
      const rows = Array.from({ length: last - from + 1 }, (_, k) => from + k);
      const send = () => resolve({ rows, next: last < (range.through ?? 29) ? last : null });
      signal.addEventListener('abort', () => reject(new Error(`request after ${after} aborted`)));
      if (opened.has(after)) send();
      else gates.set(after, send);
    });
  };
  return { asked, answer, fetchPage };
}
const threeRanges: Range<number>[] = [
  { after: null, through: 9 },
  { after: 9, through: 19 },
  { after: 19, through: null },
];

describe('rangesBetween', () => {
  it('splits a read at its cuts, each cut ending one range and starting the next; no cut is one whole range', () => {
    expect(rangesBetween([9, 19])).toEqual(threeRanges);
    expect(rangesBetween([])).toEqual([{ after: null, through: null }]);
  });
});

describe('readRangesAhead', () => {
  it('asks for two ranges at once and hands their pages over in order, whichever answers first', async () => {
    const server = rangeServer(10);
    const pages = readRangesAhead(threeRanges, server.fetchPage);
    const first = pages.next();
    await settle();
    expect(server.asked.map((a) => a.after)).toEqual([null, 9]);
    server.answer(9); // the second range answers before the first: it waits its turn
    await settle();
    expect(server.asked.map((a) => a.after)).toEqual([null, 9]);
    server.answer(null);
    expect((await first).value).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // The first range is read: the third is asked for while the first is written.
    expect(server.asked.map((a) => a.after)).toEqual([null, 9, 19]);
    expect((await pages.next()).value).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    server.answer(19);
    expect((await pages.next()).value).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect((await pages.next()).done).toBe(true);
  });

  it('follows a range that needs more than one page (rows added to it meanwhile)', async () => {
    const server = rangeServer(4);
    [null, 3, 7, 9, 13, 17, 19, 23, 27].forEach(server.answer);
    const seen: number[][] = [];
    for await (const rows of readRangesAhead(threeRanges, server.fetchPage)) seen.push(rows);
    expect(seen.flat()).toEqual(Array.from({ length: 30 }, (_, k) => k));
    expect(seen.map((rows) => rows.length)).toEqual([4, 4, 2, 4, 4, 2, 4, 4, 2]);
  });

  it('Cancel aborts every range asked for and stops with the reason', async () => {
    const server = rangeServer(10);
    const cancel = new AbortController();
    const waiting = readRangesAhead(threeRanges, server.fetchPage, cancel.signal).next();
    await settle();
    cancel.abort(new Error('cancelled by the admin'));
    await expect(waiting).rejects.toThrow('cancelled by the admin');
    expect(server.asked.map((a) => a.signal.aborted)).toEqual([true, true]);
  });
});
