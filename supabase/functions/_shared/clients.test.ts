// The one caller check of the edge functions (issue 33 point 3): what it
// answers, and that every function acting for a signed-in user goes through it.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_INACTIVE_MESSAGE, activeCaller, isServiceCaller } from './clients.ts';

const FUNCTIONS = path.resolve(__dirname, '..');
const USER_ID = '11111111-1111-4111-8111-111111111111';
const env = (name: string) =>
  ({ SUPABASE_URL: 'http://api.local', SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service' })[name];
const request = (token?: string) =>
  new Request('http://functions.local/x', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** Auth knows `token` (or not); the profile row is `profile` (null: none). */
function stubServer(profile: { is_active: boolean; deleted_at: string | null } | null, knownToken = 'good') {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.includes('/auth/v1/user')) {
      return headers.get('authorization') === `Bearer ${knownToken}`
        ? reply(200, { id: USER_ID, aud: 'authenticated', email: 'a@example.org' })
        : reply(403, { code: 'session_not_found', message: 'Session not found' });
    }
    if (url.includes('/rest/v1/user_profiles')) {
      expect(headers.get('authorization')).toBe('Bearer service');
      expect(url).toContain(`id=eq.${USER_ID}`);
      return reply(200, profile ? [profile] : []);
    }
    return reply(404, {});
  });
  vi.stubGlobal('fetch', fetchStub);
  // supabase-js warns of several Auth clients in one 'browser' (jsdom): each check makes its own.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return fetchStub;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function answer(res: unknown) {
  expect(res).toBeInstanceOf(Response);
  const r = res as Response;
  return { status: r.status, body: await r.json() };
}

describe('activeCaller', () => {
  it('answers the user when their profile is active', async () => {
    stubServer({ is_active: true, deleted_at: null });
    const caller = await activeCaller(request('good'), env);
    expect(caller).not.toBeInstanceOf(Response);
    expect((caller as { id: string }).id).toBe(USER_ID);
  });

  it.each([
    ['no token', undefined],
    ['a token Auth refuses', 'stale'],
  ])('refuses %s with 401 not_signed_in', async (_name, token) => {
    stubServer({ is_active: true, deleted_at: null });
    expect(await answer(await activeCaller(request(token), env))).toEqual({
      status: 401,
      body: {
        success: false,
        error: 'No active session found',
        message: 'No active session found',
        code: 'not_signed_in',
      },
    });
  });

  it.each([
    ['deactivated', { is_active: false, deleted_at: null }],
    ['deleted (anonymised)', { is_active: false, deleted_at: '2026-11-01T00:00:00Z' }],
    ['marked deleted', { is_active: true, deleted_at: '2026-11-01T00:00:00Z' }],
    ['without a profile', null],
  ])('refuses an account %s with the database’s 403 account_inactive', async (_name, profile) => {
    stubServer(profile);
    expect(await answer(await activeCaller(request('good'), env))).toEqual({
      status: 403,
      body: {
        success: false,
        error: ACCOUNT_INACTIVE_MESSAGE,
        message: ACCOUNT_INACTIVE_MESSAGE,
        code: 'account_inactive',
      },
    });
  });
});

/** Functions no signed-in user calls, and who may call them instead. */
const NOT_FOR_USERS: Record<string, RegExp> = {
  'deliver-emails': /isServiceCaller\(req, env\)/, // the service role key only
  'stripe-webhook': /req\.headers\.get\('stripe-signature'\)/, // Stripe, by signature
  'stripe-cleanup': /isServiceCaller\(req, env\)/, // the service role key only (the database, through pg_net)
};

describe('every edge function acting for a signed-in user goes through activeCaller', () => {
  const names = fs
    .readdirSync(FUNCTIONS, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== '_shared')
    .map((d) => d.name)
    .sort();

  it('finds the functions', () => {
    expect(names).toEqual(
      expect.arrayContaining(['confirm-checkout', 'create-checkout-session', 'save-payment-method']),
    );
  });

  it.each(names)('%s', (name) => {
    const source = fs.readFileSync(path.join(FUNCTIONS, name, 'index.ts'), 'utf8');
    // No function reads the caller's token itself.
    expect(source).not.toMatch(/auth\.getUser|callerOf/);
    if (NOT_FOR_USERS[name]) {
      expect(source).toMatch(NOT_FOR_USERS[name]);
      expect(source).not.toMatch(/activeCaller/);
      return;
    }
    // The check comes first and its refusal is answered as is.
    expect(source).toMatch(
      /postHandler\(async \(req\) => \{\s+const caller = await activeCaller\(req, env\);\s+if \(caller instanceof Response\) return caller;/,
    );
  });
});

describe('isServiceCaller', () => {
  it.each([
    ['the service role key', 'service', true],
    ['a user token', 'good', false],
    ['no token', undefined, false],
  ])('%s', (_name, token, expected) => {
    expect(isServiceCaller(request(token), env)).toBe(expected);
  });
});
