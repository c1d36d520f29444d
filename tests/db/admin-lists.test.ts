// Issue 12: the admin users and locations tabs read one admin-only definer
// function each; /registrations reads my_registrations() for non-admins. The
// functions return exactly what the old table reads returned, and refuse
// everyone but admins (42501).
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
  it.each(NON_ADMINS)('%s is refused both lists (42501)', async (role) => {
    for (const fn of ['admin_user_list', 'admin_user_locations']) {
      const { data, error } = await db[role].rpc(fn);
      expect(data, `${role} ${fn}`).toBeNull();
      // anon has no execute grant (PostgREST: 42501 permission denied as well)
      expect(error?.code, `${role} ${fn}`).toBe('42501');
    }
  });

  it('admin_user_list returns every account newest first with its own participants, as the table read did', async () => {
    const { data, error } = await db.admin.rpc('admin_user_list');
    expect(error).toBeNull();
    const { data: viaTable, error: e2 } = await db.admin
      .from('user_profiles')
      .select(
        'id, email, first_name, last_name, phone, role, is_active, created_at, stripe_customer_id, profile_photo_url, ' +
          'participants:participants!participants_user_id_fkey(id, first_name, last_name, date_of_birth, city, province, postal_code, visual_classification, visual_condition, skating_experience)',
      )
      .order('created_at', { ascending: false })
      .order('id');
    expect(e2).toBeNull();
    type U = { id: string; created_at: string; participants: { id: string }[] } & Record<string, unknown>;
    const rows = data as U[];
    const old = viaTable as unknown as U[];
    expect(rows.map((u) => u.id)).toEqual(old.map((u) => u.id));
    const norm = (u: U) => ({
      ...u,
      created_at: new Date(u.created_at).toISOString(),
      participants: [...u.participants].sort((a, b) => a.id.localeCompare(b.id)),
    });
    expect(rows.map(norm)).toEqual(old.map(norm));
    expect(rows.some((u) => u.participants.length > 0)).toBe(true);
  });

  it('admin_user_locations returns participants with a postal code by name with their account', async () => {
    const { data, error } = await db.admin.rpc('admin_user_locations');
    expect(error).toBeNull();
    const { data: viaTable, error: e2 } = await db.admin
      .from('participants')
      .select(
        'id, first_name, last_name, email, city, province, postal_code, account:user_profiles!participants_user_id_fkey(id, first_name, last_name, email)',
      )
      .not('postal_code', 'is', null)
      .order('last_name')
      .order('first_name')
      .order('id');
    expect(e2).toBeNull();
    expect(data).toEqual(viaTable);
    expect((data as unknown[]).length).toBeGreaterThan(0);
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
