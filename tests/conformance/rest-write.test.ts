// Writes through supabase-js, row-level security per user, and JWT checks by PostgREST.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startTestStack, type TestStack } from '../support/stack.ts';
import { TEST_SCHEMA } from './test-schema.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  await stack.sql(TEST_SCHEMA);
});
afterAll(() => stack?.stop());

describe('writes', () => {
  it('inserts an array and returns the rows with select()', async () => {
    const db = await stack.signUp('writer@example.com', 'secret123');
    const { data, error, status } = await db
      .from('cf_teams')
      .insert([
        { name: 'Hawks', city: 'Halifax' },
        { name: 'Elks', city: 'Edmonton' },
      ])
      .select('name, city');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { name: 'Hawks', city: 'Halifax' },
      { name: 'Elks', city: 'Edmonton' },
    ]);
  });

  it('upserts on a unique column (insert then merge)', async () => {
    const db = await stack.signIn('writer@example.com', 'secret123');
    const first = await db
      .from('cf_teams')
      .upsert({ name: 'Wolves', city: 'Whitby' }, { onConflict: 'name' })
      .select('city')
      .single();
    expect(first.data).toEqual({ city: 'Whitby' });
    const second = await db
      .from('cf_teams')
      .upsert({ name: 'Wolves', city: 'Winnipeg' }, { onConflict: 'name' })
      .select('city')
      .single();
    expect(second.data).toEqual({ city: 'Winnipeg' });
    expect(await stack.sql(`select count(*)::int as n from cf_teams where name = 'Wolves'`)).toEqual([{ n: 1 }]);
  });

  it('updates and deletes with filters', async () => {
    const db = await stack.signIn('writer@example.com', 'secret123');
    const upd = await db.from('cf_teams').update({ city: 'Dartmouth' }).eq('name', 'Hawks').select('name, city');
    expect(upd.data).toEqual([{ name: 'Hawks', city: 'Dartmouth' }]);
    const del = await db.from('cf_teams').delete().eq('name', 'Elks').select('name');
    expect(del.data).toEqual([{ name: 'Elks' }]);
    expect(await stack.sql(`select name from cf_teams where name in ('Hawks', 'Elks')`)).toEqual([{ name: 'Hawks' }]);
  });

  it('reports a unique violation as 23505 and a check violation as 23514', async () => {
    const db = await stack.signIn('writer@example.com', 'secret123');
    const dup = await db.from('cf_teams').insert({ name: 'Owls' });
    expect(dup.error?.code).toBe('23505');
    const bad = await db.from('cf_players').insert({ name: 'Zed', jersey: 100 });
    expect(bad.error?.code).toBe('23514');
  });
});

describe('row-level security', () => {
  it('lets each user see and change only their own rows', async () => {
    const alice = await stack.signUp('alice@example.com', 'secret123');
    const bob = await stack.signUp('bob@example.com', 'secret123');
    await alice.from('cf_notes').insert({ body: 'alice private' });
    await bob.from('cf_notes').insert({ body: 'bob private' });
    expect((await alice.from('cf_notes').select('body')).data).toEqual([{ body: 'alice private' }]);
    expect((await bob.from('cf_notes').select('body')).data).toEqual([{ body: 'bob private' }]);
    const hijack = await bob.from('cf_notes').update({ body: 'hacked' }).eq('body', 'alice private').select();
    expect(hijack.data).toEqual([]);
    const forge = await bob.from('cf_notes').insert({ body: 'x', user_id: (await alice.auth.getUser()).data.user!.id });
    expect(forge.error?.code).toBe('42501');
    expect(await stack.sql(`select body from cf_notes order by body`)).toEqual([
      { body: 'alice private' },
      { body: 'bob private' },
    ]);
  });

  it('shows anon nothing private and refuses anon writes', async () => {
    const anon = stack.anon();
    expect((await anon.from('cf_notes').select('*')).data).toEqual([]);
    const write = await anon.from('cf_teams').insert({ name: 'Anon FC' });
    expect(write.error?.code).toBe('42501');
  });

  it('lets the service role bypass RLS', async () => {
    const { data } = await stack.service().from('cf_notes').select('body').order('body');
    expect(data!.map((r) => r.body)).toEqual(['alice private', 'bob private']);
  });
});

describe('JWT checks', () => {
  const get = (token: string) =>
    fetch(`${stack.url}/rest/v1/cf_teams?select=name`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
    });

  it('refuses a token signed with another secret (401)', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    const res = await get(forged);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('PGRST301');
  });

  it('refuses an expired token (401 PGRST301/JWT expired)', async () => {
    const expired = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(stack.jwtSecret));
    const res = await get(expired);
    expect(res.status).toBe(401);
    expect(JSON.stringify(await res.json())).toMatch(/expired/i);
  });

  it('refuses a client whose apikey is not a key of this project', async () => {
    const res = await clientFor(stack.url, 'not-a-key').from('cf_teams').select('*');
    expect(res.status).toBe(401);
  });
});
