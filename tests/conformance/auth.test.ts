// /auth/v1 through supabase-js: the GoTrue wire format the app relies on.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_HASH_COST } from '../../local-supabase/src/auth/passwords.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  // GoTrue's own bcrypt cost, which the sign-up test reads in the hash (other test stacks use 4).
  stack = await startTestStack({ seed: false, passwordHashCost: PASSWORD_HASH_COST });
});
afterAll(() => stack?.stop());

describe('sign-up', () => {
  it('creates a confirmed user with metadata and returns a session', async () => {
    const { data, error } = await stack.anon().auth.signUp({
      email: 'New.User@Example.com',
      password: 'secret123',
      options: { data: { first_name: 'Nora', preferred_language: 'fr' } },
    });
    expect(error).toBeNull();
    expect(data.user!.email).toBe('new.user@example.com');
    expect(data.user!.user_metadata).toEqual({ first_name: 'Nora', preferred_language: 'fr' });
    expect(data.session!.token_type).toBe('bearer');
    const [row] = await stack.sql(
      `select raw_user_meta_data, email_confirmed_at, encrypted_password from auth.users where id = $1`,
      [data.user!.id],
    );
    expect(row.raw_user_meta_data).toEqual({ first_name: 'Nora', preferred_language: 'fr' });
    expect(row.email_confirmed_at).not.toBeNull();
    expect(row.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
  });

  it('issues access tokens with the claims GoTrue puts in them', async () => {
    const { data } = await stack
      .anon()
      .auth.signUp({ email: 'claims@example.com', password: 'secret123', options: { data: { a: 1 } } });
    const c = decodeJwt(data.session!.access_token);
    expect(c).toMatchObject({
      sub: data.user!.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: 'claims@example.com',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { a: 1 },
    });
    expect(c.exp! - c.iat!).toBe(3600);
    expect(typeof c.session_id).toBe('string');
  });

  it('refuses a second sign-up with 422 user_already_exists', async () => {
    const { error } = await stack.anon().auth.signUp({ email: 'NEW.USER@example.com', password: 'another1' });
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('refuses a short password with 422 weak_password', async () => {
    const { error } = await stack.anon().auth.signUp({ email: 'weak@example.com', password: '12345' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(await stack.sql(`select 1 from auth.users where email = 'weak@example.com'`)).toEqual([]);
  });

  it('refuses a malformed e-mail address with 400 validation_failed', async () => {
    const { error } = await stack.anon().auth.signUp({ email: 'not-an-email', password: 'secret123' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('sign-in, refresh, sign-out', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    await stack.signUp('player@example.com', 'secret123');
    const ok = await stack.anon().auth.signInWithPassword({ email: 'player@example.com', password: 'secret123' });
    expect(ok.error).toBeNull();
    expect(ok.data.user!.email).toBe('player@example.com');
    const bad = await stack.anon().auth.signInWithPassword({ email: 'player@example.com', password: 'wrong-one' });
    expect(bad.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const nobody = await stack.anon().auth.signInWithPassword({ email: 'nobody@example.com', password: 'secret123' });
    expect(nobody.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('refuses an unconfirmed user with 400 email_not_confirmed', async () => {
    const admin = stack.service();
    const { error } = await admin.auth.admin.createUser({ email: 'unconfirmed@example.com', password: 'secret123' });
    expect(error).toBeNull();
    const r = await stack.anon().auth.signInWithPassword({ email: 'unconfirmed@example.com', password: 'secret123' });
    expect(r.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('accepts a password hashed by pgcrypto crypt(gen_salt(bf)), as seed.sql creates users', async () => {
    await stack.sql(`insert into auth.users (id, email, encrypted_password, email_confirmed_at, aud, role)
      values (gen_random_uuid(), 'seeded@example.com', extensions.crypt('password123', extensions.gen_salt('bf')), now(), 'authenticated', 'authenticated')`);
    const r = await stack.anon().auth.signInWithPassword({ email: 'seeded@example.com', password: 'password123' });
    expect(r.error).toBeNull();
  });

  it('rotates refresh tokens and refuses a used one', async () => {
    const c = await stack.signIn('player@example.com', 'secret123');
    const first = (await c.auth.getSession()).data.session!;
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);
    const reuse = await stack.anon().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const unknown = await stack.anon().auth.refreshSession({ refresh_token: 'nope-nope-no' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('gets and updates the user (metadata merge, new password)', async () => {
    const c = await stack.signUp('updater@example.com', 'secret123', { first_name: 'Up', city: 'Ottawa' });
    const upd = await c.auth.updateUser({ data: { city: 'Gatineau' } });
    expect(upd.data.user!.user_metadata).toEqual({ first_name: 'Up', city: 'Gatineau' });
    expect((await c.auth.getUser()).data.user!.user_metadata.city).toBe('Gatineau');
    expect((await c.auth.updateUser({ password: '123' })).error).toMatchObject({ code: 'weak_password' });
    expect((await c.auth.updateUser({ password: 'brand-new-1' })).error).toBeNull();
    expect(
      (await stack.anon().auth.signInWithPassword({ email: 'updater@example.com', password: 'secret123' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await stack.anon().auth.signInWithPassword({ email: 'updater@example.com', password: 'brand-new-1' })).error,
    ).toBeNull();
  });

  it('signs out: the session and its refresh tokens are gone', async () => {
    const c = await stack.signIn('player@example.com', 'secret123');
    const s = (await c.auth.getSession()).data.session!;
    expect((await c.auth.signOut()).error).toBeNull();
    const r = await fetch(`${stack.url}/auth/v1/user`, {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${s.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(r.status).toBe(403);
    expect((await r.json()).code).toBe('session_not_found');
    expect((await stack.anon().auth.refreshSession({ refresh_token: s.refresh_token })).error?.status).toBe(400);
  });
});

describe('wire details', () => {
  it('echoes X-Supabase-Api-Version and uses the old body without it', async () => {
    const body = JSON.stringify({ email: 'player@example.com', password: 'bad-bad' });
    const withV = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      body,
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    });
    expect(withV.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await withV.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    const without = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      body,
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    });
    expect(await without.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('keeps admin endpoints for the service role only', async () => {
    const anonTry = await stack.anon().auth.admin.createUser({ email: 'sneaky@example.com', password: 'secret123' });
    expect(anonTry.error?.status).toBe(403);
    const ok = await stack.service().auth.admin.createUser({
      email: 'confirmed@example.com',
      password: 'secret123',
      email_confirm: true,
      user_metadata: { x: 1 },
    });
    expect(ok.data.user!.user_metadata).toEqual({ x: 1 });
    expect(
      (await stack.anon().auth.signInWithPassword({ email: 'confirmed@example.com', password: 'secret123' })).error,
    ).toBeNull();
    const list = await stack.service().auth.admin.listUsers();
    expect(list.data.users.map((u) => u.email)).toContain('confirmed@example.com');
    expect((await stack.service().auth.admin.deleteUser(ok.data.user!.id)).error).toBeNull();
    expect(await stack.sql(`select 1 from auth.users where email = 'confirmed@example.com'`)).toEqual([]);
  });
});
