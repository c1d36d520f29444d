/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// Backend tests: one local-supabase stack per test FILE (in memory, free port).
//   const stack = await startTestStack();  ...  afterAll(() => stack.stop());
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { SET_TEST_ORGANISATION_ADDRESS } from './organisation.ts';
import { startStack, type Stack, type StackOptions } from '../../local-supabase/src/stack.ts';
import { freshDatabase } from './pg-databases.ts';

export type TestStack = Stack & {
  anon(): SupabaseClient;
  service(): SupabaseClient;
  signIn(email: string, password: string): Promise<SupabaseClient>;
  signUp(email: string, password: string, data?: Record<string, unknown>): Promise<SupabaseClient>;
};

export function clientFor(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as any },
  });
}

/**
 * TEST_DATABASE_URL=postgres://... runs the stacks on that Postgres server instead of PGlite, where transactions
 * really run in parallel (`npm run test:pg` starts a throw-away server and sets it). Each stack gets a fresh database
 * of its own on that server, cloned from a migrated template (tests/support/pg-databases.ts), so files run in
 * parallel as on PGlite.
 */
const serverUrl = process.env.TEST_DATABASE_URL || undefined;

/** Which engine the backend tests run on: 'postgres' (a server, parallel transactions) or 'pglite' (one session). */
export const engine: 'postgres' | 'pglite' = serverUrl ? 'postgres' : 'pglite';

/** A free port, no request log, and bcrypt's least cost for the accounts the tests make (see StackOptions). */
const TEST_DEFAULTS: StackOptions = { port: 0, quiet: true, passwordHashCost: 4 };

/**
 * A stack for one test file: on its own database (Postgres server) or in memory (PGlite), with the demo data, standing
 * for a project an administrator has set up (the organisation's address: receipts go out). `freshProject`: without it.
 */
export async function startTestStack(options: StackOptions & { freshProject?: boolean } = {}): Promise<TestStack> {
  const { freshProject, ...opts } = options;
  let stack: Stack;
  if (serverUrl) {
    const db = await freshDatabase(serverUrl, opts.seed ?? true);
    try {
      stack = await startStack({ ...TEST_DEFAULTS, ...opts, databaseUrl: db.url, reset: false });
    } catch (err) {
      await db.drop().catch(() => {});
      throw err;
    }
    const stop = stack.stop;
    stack.stop = async () => {
      await stop();
      await db.drop();
    };
  } else {
    stack = await startStack({ ...TEST_DEFAULTS, memory: true, ...opts });
  }
  if (!freshProject && (opts.seed ?? true)) await stack.sql(SET_TEST_ORGANISATION_ADDRESS);
  const anon = () => clientFor(stack.url, stack.anonKey);
  return Object.assign(stack, {
    anon,
    service: () => clientFor(stack.url, stack.serviceRoleKey),
    async signIn(email: string, password: string) {
      const c = anon();
      const { error } = await c.auth.signInWithPassword({ email, password });
      if (error) throw new Error(`signIn(${email}) failed: ${error.message}`);
      return c;
    },
    async signUp(email: string, password: string, data?: Record<string, unknown>) {
      const c = anon();
      const { data: d, error } = await c.auth.signUp({ email, password, options: { data } });
      if (error) throw new Error(`signUp(${email}) failed: ${error.message}`);
      if (!d.session) throw new Error(`signUp(${email}) returned no session`);
      return c;
    },
  });
}
