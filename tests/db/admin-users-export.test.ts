// Issue 39 point 3: the users CSV reads admin_users_export in keyset pages (the users after a [created_at, id]
// cursor, in the users tab's order) instead of offset pages of admin_users_page. Every user comes exactly once, in
// the tab's order, ties on created_at included; only admins may call it; each page that returns a visual condition
// writes one access-log record.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, ROLES, type MatrixRole } from './db-helpers.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
const TAG = `zx${randomUUID().slice(0, 6)}`;

type User = { id: string; created_at: string; participants: { id: string; visual_condition: string | null }[] };
type ExportPage = { users: User[]; next: [string, string] | null };
type Cursor = [string, string] | null;

async function exportPage(filter: string, search: string, after: Cursor, limit: number): Promise<ExportPage> {
  const { data, error } = await db.admin.rpc('admin_users_export', {
    p_filter: filter,
    p_search: search,
    ...(after ? { p_after_created_at: after[0], p_after_id: after[1] } : {}),
    p_limit: limit,
  });
  expect(error).toBeNull();
  return data as ExportPage;
}

/** Every page of an export, as the users tab's Export CSV reads them. */
async function exportAll(filter: string, search: string, limit: number) {
  const pages: ExportPage[] = [];
  let after: Cursor = null;
  do {
    const page = await exportPage(filter, search, after, limit);
    pages.push(page);
    after = page.next;
  } while (after !== null && pages.length < 1000);
  return { pages, ids: pages.flatMap((p) => p.users.map((u) => u.id)) };
}

/** The users tab's own order and count (one page of up to 1000). */
async function tabIds(filter: string, search: string): Promise<string[]> {
  const { data, error } = await db.admin.rpc('admin_users_page', {
    p_filter: filter,
    p_search: search,
    p_offset: 0,
    p_limit: 1000,
  });
  expect(error).toBeNull();
  return (data as { users: { id: string }[] }).users.map((u) => u.id);
}

const tagged: string[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  // Five tagged accounts, three of them created at the same instant (a bulk import): the cursor must not skip or
  // repeat users that share a created_at. The second holds a participant with a visual condition.
  for (let i = 0; i < 5; i++) {
    const id = randomUUID();
    await stack.sql(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3::jsonb)`, [
      id,
      `${TAG}-${i}@example.test`,
      JSON.stringify({ role: 'participant', first_name: `Pat${i}`, last_name: `Export${TAG}` }),
    ]);
    tagged.push(id);
  }
  await stack.sql(`update public.user_profiles set created_at = '2026-01-02T03:04:05.123456Z' where id = any($1)`, [
    tagged.slice(0, 3),
  ]);
  await stack.sql(
    `insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth, visual_condition)
     values ($1, $1, 'Kid', $2, current_date - 3650, 'other')`,
    [tagged[1], `Export${TAG}`],
  );
});
afterAll(async () => stack?.stop());

describe('admin_users_export: who may call it', () => {
  it.each(ROLES.filter((r) => r !== 'admin'))('%s is refused (42501), first page or later', async (role) => {
    for (const after of [{}, { p_after_created_at: '2026-01-01T00:00:00Z', p_after_id: randomUUID() }]) {
      const { data, error } = await db[role].rpc('admin_users_export', {
        p_filter: 'all',
        p_search: '',
        ...after,
        p_limit: 100,
      });
      expect(data, role).toBeNull();
      expect(error?.code, role).toBe('42501');
    }
  });

  it('refuses half a cursor, an unknown filter and pages over 5000 (22023)', async () => {
    const calls = [
      { p_filter: 'all', p_after_id: randomUUID(), p_limit: 10 },
      { p_filter: 'all', p_after_created_at: '2026-01-01T00:00:00Z', p_limit: 10 },
      { p_filter: 'everyone', p_limit: 10 },
      { p_filter: 'all', p_limit: 5001 },
      { p_filter: 'all', p_limit: 0 },
    ];
    for (const args of calls) {
      const { error } = await db.admin.rpc('admin_users_export', { p_search: '', ...args });
      expect(error?.code, JSON.stringify(args)).toBe('22023');
    }
  });
});

describe('admin_users_export: keyset pages', () => {
  it.each([1, 2, 3, 7])('pages of %i give every user exactly once, in the users tab order', async (limit) => {
    const tab = await tabIds('all', '');
    const [{ n }] = await stack.sql<{ n: number }>(
      `select count(*)::int as n from public.user_profiles where deleted_at is null`,
    );
    expect(tab).toHaveLength(n);
    // Small pages over the tagged accounts (ties included), and over everyone with 7 a page.
    const search = limit === 7 ? '' : TAG;
    const { pages, ids } = await exportAll('all', search, limit);
    const expected = limit === 7 ? tab : await tabIds('all', TAG);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    if (limit !== 7) expect(new Set(ids)).toEqual(new Set(tagged));
    // Full pages but the last; the last one says there is no next.
    expect(pages.slice(0, -1).every((p) => p.users.length === limit)).toBe(true);
    expect(pages.at(-1)!.next).toBeNull();
  });

  it('the cursor is the last user of the page, and the order is the same on every read', async () => {
    const first = await exportPage('all', TAG, null, 2);
    const last = first.users[1];
    expect(first.next).not.toBeNull();
    expect(first.next![1]).toBe(last.id);
    expect(new Date(first.next![0]).getTime()).toBe(new Date(last.created_at).getTime());
    const again = await exportAll('all', TAG, 2);
    const once = await exportAll('all', TAG, 2);
    expect(again.ids).toEqual(once.ids);
  });

  it('follows the filter: participants only, admins only', async () => {
    expect((await exportAll('participants', TAG, 2)).ids).toEqual([tagged[1]]);
    expect((await exportAll('admins', TAG, 2)).ids).toEqual([]);
    expect((await exportAll('admins', '', 2)).ids).toEqual(await tabIds('admins', ''));
  });

  it('one access-log record for a page that returns a visual condition, none for one that does not', async () => {
    const count = async () =>
      (await stack.sql<{ n: number }>(`select count(*)::int as n from public.data_access_log`))[0].n;
    const before = await count();
    const { pages } = await exportAll('all', TAG, 6);
    expect(pages).toHaveLength(1);
    expect(await count()).toBe(before + 1);
    const [row] = await stack.sql<{ what: string; reason: string; participant_ids: string[]; scope: unknown }>(
      `select what, reason, participant_ids, scope from public.data_access_log order by id desc limit 1`,
    );
    const [{ id: child }] = await stack.sql<{ id: string }>(`select id from public.participants where user_id = $1`, [
      tagged[1],
    ]);
    expect(row).toMatchObject({
      what: 'visual_condition',
      reason: 'admin_users_export',
      participant_ids: [child],
      scope: { filter: 'all', search: TAG },
    });
    await exportAll('admins', TAG, 6);
    expect(await count()).toBe(before + 1);
  });
});
