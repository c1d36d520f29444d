// Issue 39 point 2, the users tab as the registrations tab (registration-search-count.test.ts): the first page of a
// typed search asks admin_users_page with p_count_up_to, so the database counts at most that many matches (the exact
// count of a common substring read every search text); beyond them it answers the limit and `more`. A later page,
// or no limit, counts every match; a deleted account and the filters still count as they did (issue 36).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, ROLES, searchSortedUpTo, type MatrixRole } from './db-helpers.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
const TAG = `zc${randomUUID().slice(0, 6)}`;
/** Accounts whose last name holds TAG; one more is deleted, one holds a participant profile. */
const MATCHING = 7;

async function account(last: string) {
  const id = randomUUID();
  await stack.sql(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3::jsonb)`, [
    id,
    `${TAG}-${id.slice(0, 8)}@example.test`,
    JSON.stringify({ role: 'participant', first_name: 'Count', last_name: last }),
  ]);
  await stack.sql(`update public.user_profiles set first_name = 'Count', last_name = $2 where id = $1`, [id, last]);
  return id;
}

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  const ids: string[] = [];
  for (let i = 0; i < MATCHING; i++) ids.push(await account(`Upto${TAG}${i}`));
  await stack.sql(
    `insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth, city, province)
     values ($1, $1, 'Kid', 'Upto', current_date - 3650, 'Laval', 'QC')`,
    [ids[0]],
  );
  // Deleted (private.delete_account would also blank the names): still matching, never counted.
  const gone = await account(`Upto${TAG}gone`);
  await stack.sql(`update public.user_profiles set deleted_at = now() where id = $1`, [gone]);
});
afterAll(async () => stack?.stop());

type Answer = { total: number; more: boolean; users: { last_name: string }[] };
type Args = { p_filter?: string; p_offset?: number; p_limit?: number; p_count_up_to?: number };
const page = async (args: Args) => {
  const { data, error } = await db.admin.rpc('admin_users_page', {
    p_filter: 'all',
    p_search: TAG,
    p_offset: 0,
    p_limit: 50,
    ...args,
  });
  expect(error).toBeNull();
  return data as Answer;
};

describe('admin_users_page counting up to a limit', () => {
  // More matches than the page sorts itself (private.search_sorted_up_to): the path of thousands of matches.
  beforeAll(() => searchSortedUpTo(stack, 2));

  it('answers the limit and more when more match, with the first page whole', async () => {
    const answer = await page({ p_count_up_to: 3 });
    expect(answer).toMatchObject({ total: 3, more: true });
    expect(answer.users).toHaveLength(MATCHING);
  });

  it('is exact when the matches are within the limit, or exactly at it (the deleted account left out)', async () => {
    expect(await page({ p_count_up_to: 100 })).toMatchObject({ total: MATCHING, more: false });
    expect(await page({ p_count_up_to: MATCHING })).toMatchObject({ total: MATCHING, more: false });
    expect(await page({ p_count_up_to: MATCHING - 1 })).toMatchObject({ total: MATCHING - 1, more: true });
  });

  it('counts within the filter', async () => {
    expect(await page({ p_filter: 'participants', p_count_up_to: 3 })).toMatchObject({ total: 1, more: false });
    expect(await page({ p_filter: 'admins', p_count_up_to: 3 })).toMatchObject({ total: 0, more: false, users: [] });
  });

  it('counts every match on a later page, and without a limit', async () => {
    const later = await page({ p_count_up_to: 3, p_offset: 2, p_limit: 2 });
    expect(later).toMatchObject({ total: MATCHING, more: false });
    expect(later.users).toHaveLength(2);
    expect(await page({})).toMatchObject({ total: MATCHING, more: false });
  });

  it.each(ROLES.filter((r) => r !== 'admin'))('still refuses %s (42501)', async (role) => {
    const { error } = await db[role].rpc('admin_users_page', { p_search: TAG, p_count_up_to: 3 });
    expect(error?.code).toBe('42501');
  });
});

describe('admin_users_page with few matches: counted and paged from them, sorted', () => {
  let walked: Answer[];
  const names = (a: Answer) => a.users.map((u) => u.last_name);
  beforeAll(async () => {
    await searchSortedUpTo(stack, 2);
    walked = [await page({}), await page({ p_offset: 5, p_limit: 5 })];
    await searchSortedUpTo(stack, 100);
  });

  it('is exact whatever the limit (the deleted account left out), in the order the other path gives', async () => {
    const sorted = await page({ p_count_up_to: 3 });
    expect(sorted).toMatchObject({ total: MATCHING, more: false });
    expect(names(sorted)).toEqual(names(walked[0]));
    const later = await page({ p_offset: 5, p_limit: 5 });
    expect(names(later)).toEqual(names(walked[1]));
  });

  it('applies the filter to the matches', async () => {
    expect(await page({ p_filter: 'participants', p_count_up_to: 3 })).toMatchObject({ total: 1, more: false });
    expect(await page({ p_filter: 'admins' })).toMatchObject({ total: 0, users: [] });
  });
});
