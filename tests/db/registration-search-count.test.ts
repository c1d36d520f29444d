// Issue 39 point 2: a search typed key by key asks for its first page with p_count_up_to, so the database counts at
// most that many matches (the exact count of a common substring read every search text); beyond them it answers the
// limit and `more`. A later page counts every match, and a search under the limit is exact. A search with few matches
// (up to private.search_sorted_up_to) is counted and paged from its matches, sorted: exact whatever the limit.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, factories, searchSortedUpTo, type MatrixRole } from './db-helpers.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let program: string;
const MATCHING = 7;

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  const make = factories(stack);
  program = await make.program();
  for (let i = 0; i < MATCHING; i++) await make.registration(await make.child(undefined, `Zephyrine${i}`), program);
  await make.registration(await make.child(undefined, 'Otto'), program);
});
afterAll(async () => stack?.stop());

type Answer = { total: number; more: boolean; rows: unknown[][] };
const page = async (args: { p_offset?: number; p_limit?: number; p_count_up_to?: number }, typed = 'zephyrine') => {
  const { data, error } = await db.admin.rpc('admin_registrations_page', {
    p_program_id: program,
    p_status: 'all',
    p_search: typed,
    p_offset: 0,
    p_limit: 50,
    ...args,
  });
  expect(error).toBeNull();
  return data as Answer;
};

describe('admin_registrations_page counting up to a limit', () => {
  // More matches than the page sorts itself: the path of thousands of matches.
  beforeAll(() => searchSortedUpTo(stack, 2));

  it('answers the limit and more when more match, with the first page whole', async () => {
    const answer = await page({ p_count_up_to: 3 });
    expect(answer).toMatchObject({ total: 3, more: true });
    expect(answer.rows).toHaveLength(MATCHING);
  });

  it('is exact when the matches are within the limit, or exactly at it', async () => {
    expect(await page({ p_count_up_to: 100 })).toMatchObject({ total: MATCHING, more: false });
    expect(await page({ p_count_up_to: MATCHING })).toMatchObject({ total: MATCHING, more: false });
  });

  it('counts the same across every program and status (the search texts alone are counted then)', async () => {
    const everywhere = async (limit: number) => {
      const { data, error } = await db.admin.rpc('admin_registrations_page', {
        p_search: 'zephyrine',
        p_count_up_to: limit,
      });
      expect(error).toBeNull();
      return data as Answer;
    };
    expect(await everywhere(3)).toMatchObject({ total: 3, more: true });
    // Under the matches already read (search_sorted_up_to + 1 = 3 here): they are the count, no second read.
    expect(await everywhere(2)).toMatchObject({ total: 2, more: true });
    expect(await everywhere(100)).toMatchObject({ total: MATCHING, more: false });
  });

  it('counts every match on a later page, and without a limit', async () => {
    expect(await page({ p_count_up_to: 3, p_offset: 2, p_limit: 2 })).toMatchObject({ total: MATCHING, more: false });
    expect(await page({})).toMatchObject({ total: MATCHING, more: false });
  });

  it('still refuses anyone but an administrator', async () => {
    const { error } = await db.parent.rpc('admin_registrations_page', { p_search: 'zephyrine', p_count_up_to: 3 });
    expect(error?.hint).toBe('admin_only');
  });
});

describe('admin_registrations_page with few matches: counted and paged from them', () => {
  let walked: Answer[];
  const ids = (a: Answer) => a.rows.map((r) => r[0]);
  beforeAll(async () => {
    await searchSortedUpTo(stack, 2);
    walked = [await page({}), await page({ p_offset: 5, p_limit: 5 })];
    await searchSortedUpTo(stack, 100);
  });

  it('is exact whatever the limit, in the order the other path gives', async () => {
    const sorted = await page({ p_count_up_to: 3 });
    expect(sorted).toMatchObject({ total: MATCHING, more: false });
    expect(ids(sorted)).toEqual(ids(walked[0]));
  });

  it('pages them (a later page, the end)', async () => {
    const later = await page({ p_offset: 5, p_limit: 5 });
    expect(later).toMatchObject({ total: MATCHING, more: false });
    expect(ids(later)).toEqual(ids(walked[1]));
    expect((await page({ p_offset: 50 })).rows).toEqual([]);
  });

  it('applies the other filters to the matches', async () => {
    const other = await factories(stack).program();
    const { data } = await db.admin.rpc('admin_registrations_page', { p_program_id: other, p_search: 'zephyrine' });
    expect(data).toMatchObject({ total: 0, more: false, rows: [] });
    const { data: none } = await db.admin.rpc('admin_registrations_page', {
      p_program_id: program,
      p_status: 'refunded',
      p_search: 'zephyrine',
    });
    expect(none).toMatchObject({ total: 0, rows: [] });
  });
});
