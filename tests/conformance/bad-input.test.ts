/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// Bad input gets a clear 4xx and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { TEST_SCHEMA } from './test-schema.ts';

let stack: TestStack;
let token: string;
const snapshot = () =>
  stack.sql(`select (select count(*) from cf_teams)::int as teams, (select count(*) from cf_players)::int as players,
  (select count(*) from auth.users)::int as users, (select count(*) from storage.objects)::int as objects`);

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  await stack.sql(TEST_SCHEMA);
  await stack.sql(`insert into storage.buckets (id, name, public) values ('cf-bad', 'cf-bad', true);
    create policy "cf-bad: signed-in upload" on storage.objects for insert to authenticated with check (bucket_id = 'cf-bad');`);
  const c = await stack.signUp('bad-input@example.com', 'secret123');
  token = (await c.auth.getSession()).data.session!.access_token;
});
afterAll(() => stack?.stop());

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  });

describe('REST', () => {
  it('answers 400 PGRST100 to a malformed filter', async () => {
    const res = await rest('cf_teams?name=notanoperator');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST100');
    const bad = await stack
      .anon()
      .from('cf_teams')
      .select('name')
      .filter('name', 'eq' as any, undefined as any)
      .or('this is not, valid(');
    expect(bad.status).toBe(400);
  });

  it('answers 400 to unknown columns in select, filter and insert, inserting nothing', async () => {
    const before = await snapshot();
    const sel = await stack.anon().from('cf_teams').select('nope');
    expect(sel.status).toBe(400);
    expect(sel.error?.code).toBe('42703');
    const filt = await stack.anon().from('cf_teams').select('name').eq('nope', 1);
    expect(filt.error?.code).toBe('42703');
    const ins = await rest('cf_teams', { method: 'POST', body: JSON.stringify({ name: 'Ghosts', nope: 1 }) });
    expect(ins.status).toBe(400);
    expect((await ins.json()).code).toBe('PGRST204');
    expect(await snapshot()).toEqual(before);
  });

  it('treats SQL-looking values as data', async () => {
    const evil = "Owls'; drop table public.cf_teams; --";
    const { data, error } = await stack.anon().from('cf_teams').select('name').eq('name', evil);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const like = await stack.anon().from('cf_teams').select('name').ilike('name', "%' or 1=1 --");
    expect(like.data).toEqual([]);
    expect(await stack.sql(`select count(*)::int as n from cf_teams`)).toEqual([{ n: 3 }]);
  });

  it('refuses invalid JSON, a wrong content type (400 PGRST102) and an oversized body (413)', async () => {
    const before = await snapshot();
    const json = await rest('cf_teams', { method: 'POST', body: '{"name": ' });
    expect(json.status).toBe(400);
    expect((await json.json()).code).toBe('PGRST102');
    const type = await rest('cf_teams', {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'application/xml' },
    });
    expect(type.status).toBe(400);
    expect((await type.json()).message).toMatch(/Content-Type not acceptable/);
    const big = await rest('cf_teams', {
      method: 'POST',
      body: JSON.stringify({ name: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a value of the wrong type with 400 22P02', async () => {
    const { error, status } = await stack.anon().from('cf_players').select('name').eq('jersey', 'seven');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('auth and storage', () => {
  const auth = (path: string, body: string, type = 'application/json') =>
    fetch(`${stack.url}/auth/v1/${path}`, {
      method: 'POST',
      body,
      headers: { apikey: stack.anonKey, 'content-type': type, 'x-supabase-api-version': '2024-01-01' },
    });

  it('answers 400 to malformed JSON, a missing grant and a missing field, creating no user', async () => {
    const before = await snapshot();
    const bad = await auth('signup', '{"email": "x@example.com", ');
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('bad_json');
    expect((await auth('token', '{}')).status).toBe(400);
    expect((await auth('token?grant_type=password', '{"email": "x@example.com"}')).status).toBe(400);
    expect((await auth('signup', '{"email": ["a"], "password": {"x": 1}}')).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 413 to an oversized auth body', async () => {
    const res = await auth(
      'signup',
      JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(res.status).toBe(413);
    expect(await stack.sql(`select 1 from auth.users where email = 'big@example.com'`)).toEqual([]);
  });

  it('refuses storage requests with a bad body, a bad path or a forged token', async () => {
    const before = await snapshot();
    const hdr = { apikey: stack.anonKey, authorization: `Bearer ${token}` };
    const rm = await fetch(`${stack.url}/storage/v1/object/cf-bad`, {
      method: 'DELETE',
      headers: { ...hdr, 'content-type': 'application/json' },
      body: '{"prefixes": "a"}',
    });
    expect(rm.status).toBe(400);
    const dots = await fetch(`${stack.url}/storage/v1/object/cf-bad/a%2F..%2F..%2Fetc%2Fpasswd`, {
      method: 'POST',
      headers: { ...hdr, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(dots.status).toBe(400);
    expect((await dots.json()).error).toBe('Invalid Key');
    const forged = await fetch(`${stack.url}/storage/v1/object/cf-bad/x.txt`, {
      method: 'POST',
      body: 'x',
      headers: { apikey: stack.anonKey, authorization: 'Bearer a.b.c', 'content-type': 'text/plain' },
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).statusCode).toBe('403');
    const list = await fetch(`${stack.url}/storage/v1/object/list/cf-bad`, {
      method: 'POST',
      headers: { ...hdr, 'content-type': 'application/json' },
      body: 'not json',
    });
    expect(list.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
