/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// /functions/v1 through supabase-js: Deno serves the function, env, JWT check, errors.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/functions');
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({
    seed: false,
    functionsDir: fixtures,
    functionsEnv: { EXTRA_FOR_TEST: 'extra-value' },
  });
});
afterAll(() => stack?.stop());

describe('functions', () => {
  it('invokes a function with a JSON body and gives it the Supabase env', async () => {
    const { data, error } = await stack.anon().functions.invoke('hello', { body: { n: 42 } });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'POST',
      path: '/hello',
      body: { n: 42 },
      supabaseUrl: stack.url,
      hasServiceKey: true,
      fromEnvFile: 'from-dot-env',
      extra: 'extra-value',
      auth: 'present',
    });
  });

  it('turns a throwing handler into a 500 JSON answer', async () => {
    const { error } = await stack.anon().functions.invoke('boom');
    expect(error?.name).toBe('FunctionsHttpError');
    const res = (error as any).context as Response;
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: 'boom on purpose' });
  });

  it('checks the JWT unless config.toml sets verify_jwt = false', async () => {
    expect((await fetch(`${stack.url}/functions/v1/hello`)).status).toBe(401);
    expect(
      (await fetch(`${stack.url}/functions/v1/hello`, { headers: { authorization: 'Bearer forged.token.here' } }))
        .status,
    ).toBe(401);
    const open = await fetch(`${stack.url}/functions/v1/open`);
    expect(open.status).toBe(200);
    expect(await open.text()).toBe('open');
  });

  it('answers 404 for an unknown function and for _shared', async () => {
    expect((await stack.anon().functions.invoke('nope')).error).toBeTruthy();
    const res = await fetch(`${stack.url}/functions/v1/_shared`, {
      headers: { authorization: `Bearer ${stack.anonKey}` },
    });
    expect(res.status).toBe(404);
  });
});
