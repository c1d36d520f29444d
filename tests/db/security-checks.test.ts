// Privilege escalation, profile-picture storage rules, and the Supabase
// database linter rules that apply, run as SQL (issue 3 tests).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let player: SupabaseClient;
let parent: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  player = await stack.signIn(users.player.email, DEMO_PASSWORD);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

const profile = async (id: string) =>
  (
    await stack.sql(
      `select role, is_active, stripe_customer_id, preferred_language from public.user_profiles where id = $1`,
      [id],
    )
  )[0];

describe('no privilege escalation', () => {
  it.each([
    [{ role: 'admin' }],
    [{ is_active: false }],
    [{ stripe_customer_id: 'cus_fake' }],
    [{ email: 'someone-else@example.org' }],
  ])('a user cannot change %o on their own profile', async (patch) => {
    const { error } = await player.from('user_profiles').update(patch).eq('id', users.player.id);
    expect(error?.code).toBe('42501');
    expect(await profile(users.player.id)).toMatchObject({
      role: 'participant',
      is_active: true,
      stripe_customer_id: null,
    });
  });

  it('sign-up metadata asking for admin yields participant; a valid language is kept', async () => {
    const email = `escalate-${Date.now()}@example.org`;
    const db = await stack.signUp(email, 'secret-123', { role: 'admin', first_name: 'Eve', preferred_language: 'fr' });
    const {
      data: { user },
    } = await db.auth.getUser();
    expect(await profile(user!.id)).toMatchObject({ role: 'participant', preferred_language: 'fr' });
    const coach = await stack.signUp(`coach-${Date.now()}@example.org`, 'secret-123', {
      role: 'coach',
      preferred_language: 'de',
    });
    const me = (await coach.auth.getUser()).data.user!;
    expect(await profile(me.id)).toMatchObject({ role: 'coach', preferred_language: 'en' });
  });

  it('the "create when missing" insert cannot pick admin, deactivate or set a customer id', async () => {
    const db = await stack.signUp(`missing-${Date.now()}@example.org`, 'secret-123', { role: 'volunteer' });
    const me = (await db.auth.getUser()).data.user!;
    await stack.sql(`delete from public.user_profiles where id = $1`, [me.id]);
    const { error } = await db.from('user_profiles').insert({
      id: me.id,
      email: me.email,
      role: 'admin',
      is_active: false,
      stripe_customer_id: 'cus_x',
    });
    expect(error).toBeNull();
    expect(await profile(me.id)).toMatchObject({ role: 'participant', is_active: true, stripe_customer_id: null });
    const other = await db.from('user_profiles').insert({ id: users.coach.id, email: 'x@example.org' });
    expect(other.error).not.toBeNull();
  });

  it('an admin changes a role only through admin_set_user_role (a direct update is refused)', async () => {
    const admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
    const direct = await admin.from('user_profiles').update({ role: 'parent_guardian' }).eq('id', users.coach.id);
    expect(direct.error).toMatchObject({ code: '42501', hint: 'use_account_functions' });
    expect((await profile(users.coach.id)).role).toBe('coach');
    const { error } = await admin.rpc('admin_set_user_role', { p_user_id: users.coach.id, p_role: 'parent_guardian' });
    expect(error).toBeNull();
    expect((await profile(users.coach.id)).role).toBe('parent_guardian');
  });
});

describe('profile-pictures storage', () => {
  const png = (size = 68) => new Blob([new Uint8Array(size)], { type: 'image/png' });
  const bucket = (db: SupabaseClient) => db.storage.from('profile-pictures');

  it('a user uploads into their own folder, and anyone can read it', async () => {
    const { error } = await bucket(player).upload(`${users.player.id}/profile.png`, png(), {
      upsert: true,
      contentType: 'image/png',
    });
    expect(error).toBeNull();
    const url = bucket(stack.anon()).getPublicUrl(`${users.player.id}/profile.png`).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/png');
  });

  it("refuses an upload into another user's folder", async () => {
    const { error } = await bucket(player).upload(`${users.parent.id}/profile.png`, png(), {
      contentType: 'image/png',
    });
    expect(error?.message).toMatch(/row-level security/);
  });

  it('refuses a non-image file', async () => {
    const { error } = await bucket(player).upload(
      `${users.player.id}/notes.txt`,
      new Blob(['hello'], { type: 'text/plain' }),
      { contentType: 'text/plain' },
    );
    expect(error?.message).toMatch(/mime type text\/plain is not supported/);
  });

  it('refuses an image over 5 MB', async () => {
    const { error } = await bucket(player).upload(`${users.player.id}/big.png`, png(5 * 1024 * 1024 + 1), {
      contentType: 'image/png',
    });
    expect(error?.message).toMatch(/exceeded the maximum allowed size/);
  });

  it("refuses an anonymous upload and another user's delete", async () => {
    const anon = await bucket(stack.anon()).upload(`${users.player.id}/anon.png`, png(), { contentType: 'image/png' });
    expect(anon.error).not.toBeNull();
    await bucket(parent).remove([`${users.player.id}/profile.png`]);
    const still = await stack.sql(`select 1 from storage.objects where bucket_id = 'profile-pictures' and name = $1`, [
      `${users.player.id}/profile.png`,
    ]);
    expect(still).toHaveLength(1);
  });
});

describe('database linter rules (as SQL)', () => {
  it('every table in public has row-level security enabled', async () => {
    const rows = await stack.sql(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`);
    expect(rows).toEqual([]);
  });

  it('no security definer function, and no function in public, has a mutable search_path', async () => {
    const rows = await stack.sql(`select n.nspname || '.' || p.proname as fn from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and (p.prosecdef or n.nspname = 'public')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`);
    expect(rows).toEqual([]);
  });

  it('no policy calls auth.*() or a private helper per row without a (select ...) wrapper', async () => {
    const rows = await stack.sql<{ policy: string; expr: string }>(`
      select schemaname || '.' || tablename || ': ' || policyname as policy,
             coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
      from pg_policies where schemaname in ('public', 'storage')`);
    const calls = /(auth\.(uid|jwt|role|email)\(\)|private\.is_admin\(\))/g;
    const wrapped = /SELECT (auth\.(uid|jwt|role|email)\(\)|private\.is_admin\(\))/g;
    const bad = rows.filter((r) => (r.expr.match(calls)?.length ?? 0) !== (r.expr.match(wrapped)?.length ?? 0));
    expect(bad.map((r) => r.policy)).toEqual([]);
    expect(rows.length).toBeGreaterThan(40);
  });

  it('every foreign key in public has an index leading with its column', async () => {
    const rows = await stack.sql(`select c.conrelid::regclass::text as tbl, c.conname from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`);
    expect(rows).toEqual([]);
  });

  it('every table an API role may write refuses a deactivated account (statement trigger, issue 17 point 6)', async () => {
    const rows = await stack.sql(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (has_table_privilege('authenticated', c.oid, 'INSERT') or has_table_privilege('authenticated', c.oid, 'UPDATE')
             or has_table_privilege('authenticated', c.oid, 'DELETE'))
        and not exists (select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
                        where t.tgrelid = c.oid and p.proname = 'refuse_inactive_account')
      order by 1`);
    expect(rows).toEqual([]);
  });

  it('no API role may insert into registrations: create_registrations is the one gate (issue 17 point 2)', async () => {
    const rows = await stack.sql(`select r.rolname from pg_roles r
      where r.rolname in ('anon', 'authenticated') and has_table_privilege(r.rolname, 'public.registrations', 'INSERT')`);
    expect(rows).toEqual([]);
  });

  it('views in public (if any) run with security_invoker', async () => {
    const rows = await stack.sql(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'v'
        and not coalesce(c.reloptions @> array['security_invoker=true'], false)`);
    expect(rows).toEqual([]);
  });
});
