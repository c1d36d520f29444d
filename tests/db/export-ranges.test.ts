// Export All in ranges (issue 39 point 3, decision 0069): admin_registrations_export_starts says where each page
// starts (the last row of each full page, the last row of all left out, and the count), and
// admin_registrations_export reads a range between two of those cursors whole, rows added to it meanwhile included.
// Read two ranges at a time, the pages put together are every row once, in the screen's order.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangesBetween, readRangesAhead } from '../../src/lib/pages-ahead.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, factories, type MatrixRole } from './db-helpers.ts';

type Cursor = [string, string];
type Starts = { total: number; starts: Cursor[] };
type Page = { rows: unknown[][]; next: Cursor | null };

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let program: string;
let family: string;
const N = 25;

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  const make = factories(stack);
  program = await make.program();
  family = await make.user('parent_guardian');
  // Pairs of registrations share a date, so the id breaks the tie in the order.
  await stack.sql(
    `with kids as (
       insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth)
       select $1, $1, 'Range' || g, 'Kid' || g, current_date - 3650 from generate_series(1, $3) g returning id)
     insert into public.registrations (participant_id, program_id, user_id, status, registration_date,
       waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
       concussion_awareness_agreed, concussion_awareness_agreed_at)
     select k.id, $2, $1, 'pending', date_trunc('minute', now()) - ((row_number() over () / 2) || ' minutes')::interval,
       true, now(), true, now(), true, now()
     from kids k`,
    [family, program, N],
  );
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const starts = async (pageSize: number, client = db.admin) =>
  client.rpc('admin_registrations_export_starts', { p_program_id: program, p_page_size: pageSize });
const page = async (after: Cursor | null, through: Cursor | null, limit: number) => {
  const { data, error } = await db.admin.rpc('admin_registrations_export', {
    p_program_id: program,
    p_limit: limit,
    ...(after ? { p_after_date: after[0], p_after_id: after[1] } : {}),
    ...(through ? { p_through_date: through[0], p_through_id: through[1] } : {}),
  });
  expect(error).toBeNull();
  return data as Page;
};
/** Every row's id in the screen's order, from one page. */
const allIds = async () => (await page(null, null, 5000)).rows.map((r) => r[0] as string);
/** Every page, read as the app reads Export All: the ranges between the cursors, two asked for at once. */
async function byRanges(pageSize: number, limit: number) {
  const { data } = await starts(pageSize);
  const out: string[][] = [];
  const pages = readRangesAhead(rangesBetween((data as Starts).starts), async (range, after) => {
    const p = await page(after, range.through, limit);
    return { rows: p.rows.map((r) => r[0] as string), next: p.next };
  });
  for await (const rows of pages) out.push(rows);
  return out;
}

describe('admin_registrations_export_starts', () => {
  it('names the last row of each full page (not the last row of all) and counts the rows', async () => {
    const ids = await allIds();
    expect(ids).toHaveLength(N);
    const { data, error } = await starts(10);
    expect(error).toBeNull();
    const answer = data as Starts;
    expect(answer.total).toBe(N);
    expect(answer.starts.map((c) => c[1])).toEqual([ids[9], ids[19]]);
    // 25 rows in pages of 5: the fifth page's last row is the last row of all, so no cursor after it.
    const five = (await starts(5)).data as Starts;
    expect(five.total).toBe(N);
    expect(five.starts.map((c) => c[1])).toEqual([ids[4], ids[9], ids[14], ids[19]]);
  });

  it.each(['anon', 'player', 'parent', 'coach', 'volunteer', 'coordinator'] as MatrixRole[])(
    'is refused to %s',
    async (role) => {
      const { data, error } = await starts(10, db[role]);
      expect(data).toBeNull();
      expect(error?.code).toMatch(/^(42501|PGRST202)$/);
    },
  );
});

describe('admin_registrations_export between two cursors', () => {
  it('read in ranges, two at a time, gives every row once in the screen order', async () => {
    const ids = await allIds();
    const pages = await byRanges(10, 20);
    expect(pages.map((r) => r.length)).toEqual([10, 10, 5]);
    expect(pages.flat()).toEqual(ids);
    // A limit smaller than a range: the range goes on with its own next, nothing skipped or repeated.
    const small = await byRanges(10, 3);
    expect(small.map((r) => r.length)).toEqual([3, 3, 3, 1, 3, 3, 3, 1, 3, 2]);
    expect(small.flat()).toEqual(ids);
  });

  it('a row added inside a range after the cursors were read is in that range', async () => {
    const before = await allIds();
    const cuts = ((await starts(10)).data as Starts).starts;
    // Between the 15th row and the 16th (a minute apart): a second older than the 15th.
    const [{ date }] = await stack.sql<{ date: string }>(
      `select (registration_date - interval '1 second')::text as date from public.registrations where id = $1`,
      [before[14]],
    );
    const child = await factories(stack).child(family, 'Late');
    const [{ id: late }] = await stack.sql<{ id: string }>(
      `insert into public.registrations (participant_id, program_id, user_id, status, registration_date,
         waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
         concussion_awareness_agreed, concussion_awareness_agreed_at)
       values ($1, $2, $3, 'pending', $4, true, now(), true, now(), true, now()) returning id`,
      [child, program, family, date],
    );
    const second = await page(cuts[0], cuts[1], 20);
    expect(second.next).toBeNull();
    expect(second.rows.map((r) => r[0])).toEqual([...before.slice(10, 15), late, ...before.slice(15, 20)]);
  });

  it('a half cursor at either end is refused', async () => {
    const { error } = await db.admin.rpc('admin_registrations_export', { p_through_id: program });
    expect(error?.code).toBe('22023');
  });
});
