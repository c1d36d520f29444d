// Accounts an administrator manages (issue 21 point 1): role changes and
// deactivation only through admin_set_user_role / admin_set_user_active,
// refused to everyone else, recorded in account_changes (admins read it, nobody
// writes it directly), and never leaving the organisation without an active admin.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
});
afterAll(() => stack?.stop());

const account = async (id: string) =>
  (await stack.sql(`select role, is_active from public.user_profiles where id = $1`, [id]))[0];
const history = (id: string) =>
  stack.sql(
    `select field, old_value, new_value, changed_by from public.account_changes where user_id = $1 order by changed_at, id`,
    [id],
  );
/** A signed-in account of its own (password known), so tests do not change the seed users. */
async function newUser(role: string) {
  const email = `acct-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  const client = await stack.signUp(email, 'account-pass-1', { role, first_name: 'Acc', last_name: 'Ount' });
  const id = (await client.auth.getUser()).data.user!.id;
  return { id, email, client };
}

describe('admin_set_user_role', () => {
  it('upgrades a player to parent/guardian and records who did it', async () => {
    const player = await newUser('participant');
    const { data, error } = await admin.rpc('admin_set_user_role', { p_user_id: player.id, p_role: 'parent_guardian' });
    expect(error).toBeNull();
    expect(data).toEqual({ id: player.id, role: 'parent_guardian', is_active: true });
    expect(await account(player.id)).toEqual({ role: 'parent_guardian', is_active: true });
    expect(await history(player.id)).toEqual([
      { field: 'role', old_value: 'participant', new_value: 'parent_guardian', changed_by: users.admin.id },
    ]);
    // The same role again changes nothing and writes no line.
    await admin.rpc('admin_set_user_role', { p_user_id: player.id, p_role: 'parent_guardian' });
    expect(await history(player.id)).toHaveLength(1);
  });

  it.each([
    ['an unknown role', 'superuser', '22023', 'invalid_role'],
    ['no role', null, '22023', 'invalid_role'],
  ])('refuses %s', async (_what, role, code, hint) => {
    const player = await newUser('participant');
    const { error } = await admin.rpc('admin_set_user_role', { p_user_id: player.id, p_role: role as string });
    expect(error).toMatchObject({ code, hint });
    expect(await account(player.id)).toEqual({ role: 'participant', is_active: true });
  });

  it('answers user_not_found for an id that is no user', async () => {
    const { error } = await admin.rpc('admin_set_user_role', {
      p_user_id: '00000000-0000-4000-8000-00000000dead',
      p_role: 'coach',
    });
    expect(error).toMatchObject({ code: 'P0002', hint: 'user_not_found' });
  });

  it('is refused to every non-admin, even on their own account, and to anon', async () => {
    const player = await newUser('participant');
    for (const [client, target] of [
      [player.client, player.id],
      [await stack.signIn(users.coach.email, DEMO_PASSWORD), player.id],
      [await stack.signIn(users.coordinator.email, DEMO_PASSWORD), player.id],
    ] as const) {
      const { error } = await client.rpc('admin_set_user_role', { p_user_id: target, p_role: 'admin' });
      expect(error).toMatchObject({ code: '42501', hint: 'admin_only' });
    }
    const anon = await stack.anon().rpc('admin_set_user_role', { p_user_id: player.id, p_role: 'admin' });
    expect(anon.error).not.toBeNull();
    expect(await account(player.id)).toEqual({ role: 'participant', is_active: true });
    expect(await history(player.id)).toEqual([]);
  });
});

describe('admin_set_user_active', () => {
  it('deactivates then reactivates, with a history line each; the deactivated user cannot write', async () => {
    const parent = await newUser('parent_guardian');
    const off = await admin.rpc('admin_set_user_active', { p_user_id: parent.id, p_active: false });
    expect(off.error).toBeNull();
    expect(await account(parent.id)).toEqual({ role: 'parent_guardian', is_active: false });
    const write = await parent.client.from('user_profiles').update({ first_name: 'New' }).eq('id', parent.id);
    expect(write.error).toMatchObject({ hint: 'account_inactive' });
    const on = await admin.rpc('admin_set_user_active', { p_user_id: parent.id, p_active: true });
    expect(on.data).toEqual({ id: parent.id, role: 'parent_guardian', is_active: true });
    expect((await history(parent.id)).map((h) => [h.field, h.old_value, h.new_value])).toEqual([
      ['is_active', 'true', 'false'],
      ['is_active', 'false', 'true'],
    ]);
    expect(
      (await parent.client.from('user_profiles').update({ first_name: 'New' }).eq('id', parent.id)).error,
    ).toBeNull();
  });

  it('a deactivated admin can no longer use the functions', async () => {
    const second = await newUser('participant');
    await admin.rpc('admin_set_user_role', { p_user_id: second.id, p_role: 'admin' });
    await admin.rpc('admin_set_user_active', { p_user_id: second.id, p_active: false });
    const victim = await newUser('participant');
    const { error } = await second.client.rpc('admin_set_user_role', { p_user_id: victim.id, p_role: 'coach' });
    expect(error).toMatchObject({ code: '42501', hint: 'admin_only' });
  });
});

describe('the side doors', () => {
  it('an admin cannot change role or status by a direct update', async () => {
    const player = await newUser('participant');
    for (const patch of [{ role: 'coach' }, { is_active: false }]) {
      const { error } = await admin.from('user_profiles').update(patch).eq('id', player.id);
      expect(error).toMatchObject({ code: '42501', hint: 'use_account_functions' });
    }
    expect(await account(player.id)).toEqual({ role: 'participant', is_active: true });
    // Other columns stay editable by admins.
    expect((await admin.from('user_profiles').update({ phone: '6135550111' }).eq('id', player.id)).error).toBeNull();
  });

  it('nobody writes or forges history lines through the API; only admins read them', async () => {
    const player = await newUser('participant');
    await admin.rpc('admin_set_user_role', { p_user_id: player.id, p_role: 'volunteer' });
    const forged = { user_id: player.id, changed_by: users.admin.id, field: 'role', old_value: 'a', new_value: 'b' };
    for (const client of [admin, player.client]) {
      expect((await client.from('account_changes').insert(forged)).error).not.toBeNull();
      await client.from('account_changes').delete().eq('user_id', player.id);
      await client.from('account_changes').update({ new_value: 'admin' }).eq('user_id', player.id);
    }
    expect(await history(player.id)).toEqual([
      { field: 'role', old_value: 'participant', new_value: 'volunteer', changed_by: users.admin.id },
    ]);
    const own = await player.client.from('account_changes').select('id').eq('user_id', player.id);
    expect(own.data).toEqual([]);
    const read = await admin.from('account_changes').select('field, new_value').eq('user_id', player.id);
    expect(read.data).toEqual([{ field: 'role', new_value: 'volunteer' }]);
  });
});

describe('the last active admin', () => {
  it('cannot demote or deactivate themselves; with a second admin they can', async () => {
    // The seed has one admin; make sure no other active admin is left by earlier tests.
    await stack.sql(`update public.user_profiles set is_active = false where role = 'admin' and id <> $1`, [
      users.admin.id,
    ]);
    for (const [fn, args] of [
      ['admin_set_user_role', { p_user_id: users.admin.id, p_role: 'coach' }],
      ['admin_set_user_active', { p_user_id: users.admin.id, p_active: false }],
    ] as const) {
      const { error } = await admin.rpc(fn, args);
      expect(error).toMatchObject({ code: '23514', hint: 'last_admin' });
    }
    expect(await account(users.admin.id)).toEqual({ role: 'admin', is_active: true });

    const second = await newUser('coach');
    await admin.rpc('admin_set_user_role', { p_user_id: second.id, p_role: 'admin' });
    // Two admins demoting each other at once: one of them stays admin.
    const [a, b] = await Promise.all([
      admin.rpc('admin_set_user_role', { p_user_id: second.id, p_role: 'coach' }),
      second.client.rpc('admin_set_user_role', { p_user_id: users.admin.id, p_role: 'coach' }),
    ]);
    const [{ n }] = await stack.sql(
      `select count(*)::int as n from public.user_profiles where role = 'admin' and is_active`,
    );
    expect(n).toBe(1);
    expect([a.error, b.error].filter(Boolean)).toHaveLength(1);
    // Put the seed admin back for anything after.
    if ((await account(users.admin.id)).role !== 'admin') {
      await second.client.rpc('admin_set_user_role', { p_user_id: users.admin.id, p_role: 'admin' });
    }
    expect(await account(users.admin.id)).toEqual({ role: 'admin', is_active: true });
  });
});
