// What the AuthProvider tests share (auth-provider*.test.tsx): a stand-in for the supabase-js client's surface the
// provider uses, a probe that prints the auth state, and a router with /dashboard and the pages sign-out leads to.
// The browser tests drive the real backend; here we only need the client's surface to check the provider's state
// machine (timeout, profile, sign-out). Each test file plugs it in with:
//   vi.mock('@/lib/supabase', async () => (await import('./auth-provider.fake')).mockSupabaseModule());
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { announceSupabase } from '@/lib/supabase-lazy';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

type Listener = (event: string, session: unknown) => void;

export const fake = {
  session: null as unknown,
  sessionPromise: null as Promise<unknown> | null,
  listener: null as null | Listener,
  tables: {} as Record<string, unknown[]>,
  inserted: [] as { table: string; row: Record<string, unknown> }[],
  signOut: vi.fn(async (_options?: { scope: string }) => ({ error: null as unknown })),
  getSessionCalls: 0,
};

function query(table: string) {
  let insertRow: Record<string, unknown> | null = null;
  const rows = () => fake.tables[table] ?? [];
  const chain: Record<string, unknown> = {
    select: () => chain,
    eq: () => chain,
    limit: () => chain,
    insert: (row: Record<string, unknown>) => {
      insertRow = row;
      fake.inserted.push({ table, row });
      return chain;
    },
    maybeSingle: async () => ({ data: rows()[0] ?? null, error: null }),
    single: async () => ({
      data: insertRow ? { ...insertRow, phone: null, is_active: true } : rows()[0],
      error: null,
    }),
    then: (resolve: (v: unknown) => void) => resolve({ data: rows(), error: null }),
  };
  return chain;
}

const client = {
  auth: {
    getSession: () => {
      fake.getSessionCalls += 1;
      return fake.sessionPromise ?? Promise.resolve({ data: { session: fake.session }, error: null });
    },
    onAuthStateChange: (cb: Listener) => {
      fake.listener = cb;
      return { data: { subscription: { unsubscribe: () => {} } } };
    },
    signOut: (options?: { scope: string }) => fake.signOut(options),
  },
  from: (table: string) => query(table),
};

/** The module '@/lib/supabase' as the tests see it: as the real one does, the client announces itself when loaded. */
export function mockSupabaseModule() {
  announceSupabase(client as never);
  return { supabase: client };
}

/** Back to a signed-in browser with nothing loaded (supabase-js keeps a token in storage once signed in). */
export function resetFake() {
  Object.assign(fake, { session: null, sessionPromise: null, tables: {}, inserted: [], getSessionCalls: 0 });
  fake.listener = null;
  fake.signOut.mockReset();
  fake.signOut.mockImplementation(async () => ({ error: null }));
  localStorage.clear();
  localStorage.setItem('sb-127-auth-token', '{}');
}

function Probe() {
  const a = useAuth();
  return (
    <div>
      <p>loading:{String(a.loading)}</p>
      <p>user:{a.user?.email ?? 'none'}</p>
      <p>role:{a.role ?? 'none'}</p>
      <p>complete:{String(a.profileComplete)}</p>
      <p>coordinator:{String(a.isCoordinator)}</p>
      <button onClick={() => void a.signOut()}>out</button>
    </div>
  );
}

export function renderProvider() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Probe />
          </AuthProvider>
        ),
        children: ['/dashboard', '/login', '/forgot-password'].map((path) => ({ path, element: <span /> })),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export const session = (id: string, email: string, meta: Record<string, unknown> = {}) => ({
  access_token: 't',
  user: { id, email, user_metadata: meta },
});
