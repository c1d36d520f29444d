import { describe, expect, it } from 'vitest';
import { MAX_ROWS, nextOffset, readAll, readPages } from './read-all';

/** A fake PostgREST that answers at most MAX_ROWS rows of `total`, and records the ranges asked. */
function fakeTable(total: number) {
  const asked: [number, number][] = [];
  const page = async (from: number, to: number) => {
    asked.push([from, to]);
    const end = Math.min(to + 1, total, from + MAX_ROWS);
    return { data: Array.from({ length: Math.max(end - from, 0) }, (_, i) => from + i), error: null };
  };
  return { asked, page };
}

describe('readAll', () => {
  it('reads one page when the rows fit', async () => {
    const t = fakeTable(3);
    expect(await readAll(t.page)).toEqual([0, 1, 2]);
    expect(t.asked).toEqual([[0, MAX_ROWS - 1]]);
  });

  it('reads past the cap in consecutive ranges, every row once', async () => {
    const t = fakeTable(2 * MAX_ROWS + 5);
    const rows = await readAll(t.page);
    expect(rows).toHaveLength(2 * MAX_ROWS + 5);
    expect(new Set(rows).size).toBe(rows.length);
    expect(t.asked).toEqual([
      [0, MAX_ROWS - 1],
      [MAX_ROWS, 2 * MAX_ROWS - 1],
      [2 * MAX_ROWS, 3 * MAX_ROWS - 1],
    ]);
  });

  it('asks once more when the last page is exactly full, and throws the error of a page', async () => {
    const t = fakeTable(MAX_ROWS);
    expect(await readAll(t.page)).toHaveLength(MAX_ROWS);
    expect(t.asked).toHaveLength(2);
    const failure = new Error('boom');
    await expect(readAll(async () => ({ data: null, error: failure }))).rejects.toBe(failure);
  });
});

const collect = async <T>(pages: AsyncIterable<T[]>) => {
  const all: T[][] = [];
  for await (const page of pages) all.push(page);
  return all;
};

describe('nextOffset', () => {
  it.each([
    [0, 10, 10, undefined, 10],
    [0, 9, 10, undefined, null],
    [10, 10, 10, 20, null],
    [10, 10, 10, 25, 20],
    [0, 0, 10, 0, null],
  ] as const)('from %i, %i rows of %i, total %s: next %s', (offset, got, limit, total, next) =>
    expect(nextOffset(offset, got, limit, total)).toBe(next),
  );
});

describe('readPages', () => {
  it('reads from the first cursor until a page has no next, leaving out empty pages', async () => {
    const asked: (number | null)[] = [];
    const pages = readPages(async (cursor: number | null) => {
      asked.push(cursor);
      const at = cursor ?? 0;
      return { rows: at === 1 ? [] : [at], next: at < 2 ? at + 1 : null };
    });
    expect(await collect(pages)).toEqual([[0], [2]]);
    expect(asked).toEqual([null, 1, 2]);
  });

  it('stops between pages once the signal is aborted', async () => {
    const abort = new AbortController();
    let calls = 0;
    const pages = readPages(async (cursor: number | null) => {
      calls++;
      return { rows: [cursor ?? 0], next: (cursor ?? 0) + 1 };
    }, abort.signal);
    const seen: number[][] = [];
    await expect(
      (async () => {
        for await (const page of pages) {
          seen.push(page);
          if (seen.length === 2) abort.abort();
        }
      })(),
    ).rejects.toThrow();
    expect(calls).toBe(2);
  });
});
