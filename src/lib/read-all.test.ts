import { describe, expect, it } from 'vitest';
import { MAX_ROWS, readAll } from './read-all';

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
