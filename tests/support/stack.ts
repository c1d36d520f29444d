/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// Backend tests: one local-supabase stack per test FILE (in memory, free port).
//   const stack = await startTestStack();  ...  afterAll(() => stack.stop());
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startStack, type Stack, type StackOptions } from '../../local-supabase/src/stack.ts';

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
 * TEST_DATABASE_URL=postgres://... runs the stack on a Postgres server instead of PGlite (wiped first), where
 * transactions really run in parallel. One database per run: use it with one test file at a time
 * (`npx vitest run --project backend --no-file-parallelism tests/db/x.test.ts`).
 */
const serverUrl = process.env.TEST_DATABASE_URL || undefined;

export async function startTestStack(opts: StackOptions = {}): Promise<TestStack> {
  const engine: StackOptions = serverUrl ? { databaseUrl: serverUrl, reset: true } : { memory: true };
  const stack = await startStack({ port: 0, quiet: true, ...engine, ...opts });
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
