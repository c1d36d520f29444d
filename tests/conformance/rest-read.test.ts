/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// supabase-js query shapes against the real PostgREST on local-supabase
// (expected results as the Supabase JS reference documents them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { TEST_SCHEMA } from './test-schema.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  await stack.sql(TEST_SCHEMA);
});
afterAll(() => stack?.stop());

describe('select', () => {
  it('embeds a to-many relation and a to-one relation', async () => {
    const db = stack.anon();
    const { data, error } = await db
      .from('cf_teams')
      .select('name, cf_players(name, jersey)')
      .eq('name', 'Owls')
      .single();
    expect(error).toBeNull();
    expect(data!.name).toBe('Owls');
    expect(data!.cf_players.map((p: any) => p.name).sort()).toEqual(['Ana', 'Ben', 'Cleo']);
    const { data: player } = await db.from('cf_players').select('name, team:cf_teams(name)').eq('name', 'Dev').single();
    expect(player).toEqual({ name: 'Dev', team: { name: 'Lynx' } });
  });

  it('filters with eq, neq, gt, lte, in, ilike, is, or and contains', async () => {
    const db = stack.anon();
    const names = async (q: any) => ((await q).data as any[]).map((r) => r.name).sort();
    expect(await names(db.from('cf_players').select('name').gt('jersey', 10))).toEqual(['Ben', 'Cleo']);
    expect(await names(db.from('cf_players').select('name').lte('jersey', 4))).toEqual(['Eli', 'Fay']);
    expect(await names(db.from('cf_players').select('name').in('name', ['Ana', 'Fay', 'Zed']))).toEqual(['Ana', 'Fay']);
    expect(await names(db.from('cf_teams').select('name').ilike('city', '%mont%'))).toEqual(['Lynx']);
    expect(await names(db.from('cf_teams').select('name').neq('name', 'Owls'))).toEqual(['Bears', 'Lynx']);
    expect(await names(db.from('cf_players').select('name').or('jersey.eq.1,name.eq.Ana'))).toEqual(['Ana', 'Fay']);
    expect(await names(db.from('cf_players').select('name').contains('tags', ['captain']))).toEqual(['Dev']);
    expect(await names(db.from('cf_teams').select('name').is('city', null))).toEqual([]);
  });

  it('filters on an embedded resource with !inner', async () => {
    const { data } = await stack
      .anon()
      .from('cf_players')
      .select('name, cf_teams!inner(city)')
      .eq('cf_teams.city', 'Toronto');
    expect(data).toEqual([{ name: 'Fay', cf_teams: { city: 'Toronto' } }]);
  });

  it('orders and ranges', async () => {
    const { data } = await stack
      .anon()
      .from('cf_players')
      .select('name')
      .order('jersey', { ascending: false })
      .range(1, 2);
    expect(data).toEqual([{ name: 'Ben' }, { name: 'Dev' }]);
    const { data: limited } = await stack.anon().from('cf_players').select('name').order('name').limit(2);
    expect(limited).toEqual([{ name: 'Ana' }, { name: 'Ben' }]);
  });

  it('counts exactly with head: true (no rows, Content-Range parsed)', async () => {
    const { data, count, error } = await stack
      .anon()
      .from('cf_players')
      .select('*', { count: 'exact', head: true })
      .eq('team_id', 1);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(3);
    const withRows = await stack.anon().from('cf_players').select('name', { count: 'exact' }).range(0, 1);
    expect(withRows.count).toBe(6);
    expect(withRows.data).toHaveLength(2);
  });

  it('single() errors with PGRST116 on zero rows; maybeSingle() gives null', async () => {
    const one = await stack.anon().from('cf_teams').select('*').eq('name', 'Nobody').single();
    expect(one.data).toBeNull();
    expect(one.error?.code).toBe('PGRST116');
    const maybe = await stack.anon().from('cf_teams').select('*').eq('name', 'Nobody').maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
    const many = await stack.anon().from('cf_teams').select('*').single();
    expect(many.error?.code).toBe('PGRST116');
  });

  it('calls rpc with arguments, and sees the caller in auth.uid()/auth.jwt()', async () => {
    const { data, error } = await stack.anon().rpc('cf_team_size', { team: 'Owls' });
    expect(error).toBeNull();
    expect(data).toBe(3);
    const anonWho = await stack.anon().rpc('cf_whoami');
    expect(anonWho.data).toEqual({ uid: null, role: 'anon', email: null });
    const user = await stack.signUp('rpc-caller@example.com', 'secret123');
    const { data: who } = await user.rpc('cf_whoami');
    const { data: me } = await user.auth.getUser();
    expect(who).toEqual({ uid: me.user!.id, role: 'authenticated', email: 'rpc-caller@example.com' });
  });
});
