// Issue 36: the admin financial-aid list is paged on the server
// (admin_financial_aid_page): pending requests first, oldest first, then the
// others newest first; each page at most p_limit rows, with the exact total
// and the pending count of the filter; every request on exactly one page;
// administrators only; each part of the order read from its index.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, ROLES, type MatrixRole } from './db-helpers.ts';
import { participants, programs, users } from './seed-ids.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
type Row = { id: string; status: string; created_at: string };
type Page = { total: number; pending: number; rows: Row[] };

const STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

/** The screen's order, computed here from the table itself. */
async function expectedOrder(status: string | null): Promise<Row[]> {
  const rows = await stack.sql<Row>(
    `select id::text, status, created_at from public.financial_aid_requests where $1::text is null or status = $1`,
    [status],
  );
  const at = (r: Row) => new Date(r.created_at).getTime();
  const pending = rows.filter((r) => r.status === 'pending');
  const others = rows.filter((r) => r.status !== 'pending');
  pending.sort((a, b) => at(a) - at(b) || a.id.localeCompare(b.id));
  others.sort((a, b) => at(b) - at(a) || b.id.localeCompare(a.id));
  return [...pending, ...others];
}

async function page(status: string | null, offset: number, limit: number): Promise<Page> {
  const { data, error } = await db.admin.rpc('admin_financial_aid_page', {
    ...(status ? { p_status: status } : {}),
    p_offset: offset,
    p_limit: limit,
  });
  expect(error).toBeNull();
  return data as Page;
}

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  // 23 requests over 23 days, the statuses in turn; two pairs share a time (the id decides).
  for (let i = 0; i < 23; i += 1) {
    const status = STATUSES[i % 4];
    const day = i === 5 || i === 9 ? 4 : i === 6 || i === 10 ? 2 : i;
    await stack.sql(
      `insert into public.financial_aid_requests
         (user_id, program_id, participant_ids, can_pay_cents, status, approved_price_cents, created_at)
       values ($1, $2, array[$3::uuid], 500, $4, case when $4 = 'approved' then 0 end,
               timestamptz '2026-09-01 12:00Z' + $5 * interval '1 day')`,
      [users.parent.id, programs.summerAssist, participants.emma, status, day],
    );
  }
});
afterAll(async () => stack?.stop());

describe('admin_financial_aid_page', () => {
  it.each([null, ...STATUSES])(
    'filter %s: the pages, one after the other, are the whole list in order',
    async (status) => {
      const expected = await expectedOrder(status);
      expect(expected.length).toBeGreaterThan(4);
      const seen: Row[] = [];
      for (let offset = 0; offset < expected.length + 4; offset += 4) {
        const p = await page(status, offset, 4);
        expect(p.total).toBe(expected.length);
        expect(p.pending).toBe(expected.filter((r) => r.status === 'pending').length);
        expect(p.rows.length).toBe(Math.max(0, Math.min(4, expected.length - offset)));
        seen.push(...p.rows);
      }
      expect(seen.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      if (status) expect(seen.every((r) => r.status === status)).toBe(true);
    },
  );

  it('a page straddling the pending and decided parts holds both, pending first', async () => {
    const all = await page(null, 0, 100);
    const firstDecided = all.rows.findIndex((r) => r.status !== 'pending');
    expect(firstDecided).toBe(all.pending);
    const p = await page(null, all.pending - 2, 4);
    expect(p.rows.map((r) => r.status === 'pending')).toEqual([true, true, false, false]);
    expect(p.rows.map((r) => r.id)).toEqual(all.rows.slice(all.pending - 2, all.pending + 2).map((r) => r.id));
  });

  it('refuses a bad page or status', async () => {
    for (const args of [{ p_offset: -1 }, { p_limit: 0 }, { p_limit: 101 }]) {
      expect((await db.admin.rpc('admin_financial_aid_page', args)).error?.hint).toBe('invalid_page');
    }
    expect((await db.admin.rpc('admin_financial_aid_page', { p_status: 'nope' })).error?.hint).toBe('invalid_status');
  });

  it.each(ROLES.filter((r) => r !== 'admin'))('%s is refused (42501)', async (role) => {
    const res = await db[role].rpc('admin_financial_aid_page', {});
    expect(res.error?.code).toBe('42501');
    expect(res.data).toBeNull();
  });

  it('each part of the order is read from an index, without sorting the table', async () => {
    // The function's queries as it runs them. The test table is small, so a sequential scan would be
    // cheapest: the helper turns it off to show that an index fits each query's filter and order.
    await stack.sql(`create or replace function private.test_explain_aid(p_query text)
      returns setof text language plpgsql set enable_seqscan = off set search_path = '' as $f$
      begin
        return query execute 'explain ' || p_query;
      end $f$`);
    const queries = [
      `select * from public.financial_aid_requests where status = 'pending' order by created_at, id offset 8 limit 4`,
      `select * from public.financial_aid_requests where status <> 'pending' order by created_at desc, id desc
         offset 8 limit 4`,
      `select * from public.financial_aid_requests where status <> 'pending' and status = 'rejected'
         order by created_at desc, id desc offset 0 limit 4`,
    ];
    for (const q of queries) {
      const rows = await stack.sql<{ test_explain_aid: string }>(`select private.test_explain_aid($1)`, [q]);
      const text = rows.map((r) => r.test_explain_aid).join('\n');
      expect(text, q).toMatch(/Index (Only )?Scan( Backward)? using financial_aid_requests_(status|not_pending)_idx/);
      expect(text, q).not.toMatch(/\bSort\b/);
    }
    await stack.sql(`drop function private.test_explain_aid(text)`);
  });
});
