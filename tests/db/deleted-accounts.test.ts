// A deleted account (private.delete_account: anonymised, kept for its payment and consent records) is no longer one
// of the organisation's users (issue 36): the admin users page neither lists nor counts it, so its CSV leaves it
// out; Total Users and the Add Coordinator picker read user_profiles where deleted_at is null, which admins can.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { factories } from './db-helpers.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let admin: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
});
afterAll(() => stack?.stop());

type Page = { total: number; users: { id: string; email: string }[] };
const page = async (search: string): Promise<Page> => {
  const { data, error } = await admin.rpc('admin_users_page', { p_search: search, p_limit: 1000 });
  if (error) throw error;
  return data as Page;
};

describe('deleted accounts are not users', () => {
  it('the users page neither lists nor counts them; before the deletion it did', async () => {
    const f = factories(stack);
    const id = await f.user('coach');
    expect((await page(`u-${id}`)).users.map((u) => u.id)).toEqual([id]);
    const all = (await page('')).total;

    expect((await admin.rpc('admin_delete_account', { p_user_id: id, p_reason: 'Asked by phone' })).error).toBeNull();
    const [{ email }] = await stack.sql<{ email: string }>('select email from public.user_profiles where id = $1', [
      id,
    ]);
    expect(email).toBe(`deleted-${id}@deleted.invalid`);
    for (const search of [`u-${id}`, `deleted-${id}`, '']) {
      expect((await page(search)).users.map((u) => u.id)).not.toContain(id);
    }
    expect((await page('')).total).toBe(all - 1);
  });

  it('admins can leave them out of a count and a pick list (the dashboard and the coordinator picker do)', async () => {
    const f = factories(stack);
    const id = await f.user('volunteer');
    expect((await admin.rpc('admin_delete_account', { p_user_id: id, p_reason: 'Asked by e-mail' })).error).toBeNull();
    const listed = await admin.from('user_profiles').select('id').is('deleted_at', null).eq('id', id);
    expect(listed).toMatchObject({ error: null, data: [] });
    const kept = await admin.from('user_profiles').select('id, deleted_at').eq('id', id).single();
    expect(kept.data?.deleted_at).not.toBeNull();
  });
});
