import { describe, expect, it } from 'vitest';
import { csvFromPages } from './paged-export';
import { blobText } from '@/test/blob-text';

describe('csvFromPages', () => {
  const csvOf = (rows: string[]) => `\uFEFFName${rows.map((r) => `\r\n${r}`).join('')}`;
  async function* pagesOf(rows: string[], size: number) {
    for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
  }

  it.each([1, 2, 5])('pages of %i give exactly the CSV of all the rows at once', async (size) => {
    const rows = ['a', 'b', 'c', 'd', 'e'];
    const done: number[] = [];
    const { blob, count } = await csvFromPages(pagesOf(rows, size), csvOf, (n) => done.push(n));
    expect(count).toBe(5);
    expect(done.at(-1)).toBe(5);
    expect(await blobText(blob)).toBe(csvOf(rows));
  });

  it('answers the header alone when there is nothing', async () => {
    const { blob, count } = await csvFromPages(pagesOf([], 2), csvOf);
    expect(count).toBe(0);
    expect(await blobText(blob)).toBe(csvOf([]));
  });
});
