// Issue 12: /registrations reads my_registrations() for non-admins. The admin
// users and locations tabs' whole-list functions of issue 12 were replaced by
// server-paged ones (issue 23) and dropped.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, ROLES, type MatrixRole } from './db-helpers.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
const NON_ADMINS = ROLES.filter((r) => r !== 'admin');

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
});
afterAll(async () => stack?.stop());

describe('admin_user_list and admin_user_locations', () => {
  // Replaced by the server-paged admin_users_page / admin_user_locations_page (issue 23) and dropped.
  it('are gone for everyone, admins included', async () => {
    for (const role of ROLES) {
      for (const fn of ['admin_user_list', 'admin_user_locations']) {
        const { data, error } = await db[role].rpc(fn);
        expect(data, `${role} ${fn}`).toBeNull();
        expect(error?.code, `${role} ${fn}`).toBe('PGRST202');
      }
    }
  });
});

describe('my_registrations', () => {
  const SELECT =
    'id, user_id, participant:participants(user_id, parent_guardian_id), volunteer:volunteer_profiles(user_id)';
  type R = {
    id: string;
    user_id: string | null;
    participant: { user_id: string; parent_guardian_id: string | null } | null;
    volunteer: { user_id: string } | null;
  };

  it.each(NON_ADMINS.filter((r) => r !== 'anon'))(
    "%s gets exactly their own, their children's and their volunteering registrations",
    async (role) => {
      const {
        data: { user },
      } = await db[role].auth.getUser();
      const me = user!.id;
      const { data, error } = await db[role].rpc('my_registrations').select(SELECT);
      expect(error).toBeNull();
      const { data: all, error: e2 } = await db[role].from('registrations').select(SELECT);
      expect(e2).toBeNull();
      const mine = (all as unknown as R[]).filter(
        (r) =>
          r.user_id === me ||
          r.participant?.user_id === me ||
          r.participant?.parent_guardian_id === me ||
          r.volunteer?.user_id === me,
      );
      const ids = (rows: R[]) => rows.map((r) => r.id).sort();
      expect(ids(data as unknown as R[])).toEqual(ids(mine));
    },
  );

  it("the parent sees their children's registrations and nothing of other families; anon gets nothing", async () => {
    const { data, error } = await db.parent.rpc('my_registrations').select(SELECT);
    expect(error).toBeNull();
    expect((data as unknown as R[]).length).toBeGreaterThan(0);
    const [{ n }] = await stack.sql<{ n: number }>(
      `select count(*)::int as n from public.registrations r join public.participants p on p.id = r.participant_id
       where p.parent_guardian_id = 'a0000000-0000-4000-8000-000000000002' or p.user_id = 'a0000000-0000-4000-8000-000000000002'`,
    );
    expect((data as unknown as R[]).filter((r) => r.participant).length).toBe(n);
    const anon = await db.anon.rpc('my_registrations').select('id');
    expect(anon.data ?? []).toEqual([]);
  });
});
