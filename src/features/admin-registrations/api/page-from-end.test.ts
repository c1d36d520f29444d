import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));
const { pageFromEnd, PAGE_SIZE } = await import('./registrations');

describe('pageFromEnd (pages in the second half are read oldest first)', () => {
  it.each([
    ['total unknown', 5, undefined, null],
    ['the first page', 0, 53, null],
    ['a page in the first half', 10, 30012, null],
    ['a page past the end', 2, 53, null],
    ['the last page of 2 (3 rows)', 1, 53, { from: 0, to: 2 }],
    ['the second of exactly 2 full pages', 1, 100, { from: 0, to: 49 }],
    ['the last page of 601 (12 rows)', 600, 30012, { from: 0, to: 11 }],
    ['the page before it', 599, 30012, { from: 12, to: 61 }],
    ['the page just before the middle', 300, 30012, null],
    ['the page just past the middle', 301, 30012, { from: 14912, to: 14961 }],
  ])('%s', (_name, page, total, expected) => {
    expect(pageFromEnd(page, total)).toEqual(expected);
  });

  it('covers every row of the second half once, in the same order as reading from the front', () => {
    const total = 30012;
    const newestFirst = Array.from({ length: total }, (_, i) => i);
    const oldestFirst = [...newestFirst].reverse();
    for (let page = Math.ceil(total / 2 / PAGE_SIZE); page * PAGE_SIZE < total; page++) {
      const range = pageFromEnd(page, total)!;
      const rows = oldestFirst.slice(range.from, range.to + 1).reverse();
      expect(rows).toEqual(newestFirst.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE));
    }
  });
});
