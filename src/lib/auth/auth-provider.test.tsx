import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser tests drive the real backend; here we only need the client's
// surface to check the provider's state machine (timeout, profile, sign-out).
const fake = vi.hoisted(() => {
  const state = {
    session: null as unknown,
    sessionPromise: null as Promise<unknown> | null,
    listener: null as null | ((event: string, session: unknown) => void),
    tables: {} as Record<string, unknown[]>,
    inserted: [] as { table: string; row: Record<string, unknown> }[],
    signOut: vi.fn(async () => ({ error: null })),
    getSessionCalls: 0,
  };
  function query(table: string) {
    let insertRow: Record<string, unknown> | null = null;
    const rows = () => state.tables[table] ?? [];
    const chain: Record<string, unknown> = {
      select: () => chain,
      eq: () => chain,
      limit: () => chain,
      insert: (row: Record<string, unknown>) => {
        insertRow = row;
        state.inserted.push({ table, row });
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
  const supabase = {
    auth: {
      getSession: () => {
        state.getSessionCalls += 1;
        return state.sessionPromise ?? Promise.resolve({ data: { session: state.session }, error: null });
      },
      onAuthStateChange: (cb: (event: string, session: unknown) => void) => {
        state.listener = cb;
        return { data: { subscription: { unsubscribe: () => {} } } };
      },
      signOut: state.signOut,
    },
    from: (table: string) => query(table),
  };
  return { state, supabase };
});
// As the real module does, the fake client announces itself when loaded.
vi.mock('@/lib/supabase', async () => {
  (await import('@/lib/supabase-lazy')).announceSupabase(fake.supabase as never);
  return { supabase: fake.supabase };
});

import { getSupabase } from '@/lib/supabase-lazy';
import { AuthProvider, AUTH_READY_TIMEOUT_MS, SIGN_OUT_REDIRECT_MS } from './auth-provider';
import { useAuth } from './use-auth';

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

function renderProvider() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <AuthProvider>
            <Probe />
          </AuthProvider>
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const session = (id: string, email: string, meta: Record<string, unknown> = {}) => ({
  access_token: 't',
  user: { id, email, user_metadata: meta },
});

beforeEach(() => {
  fake.state.session = null;
  fake.state.sessionPromise = null;
  fake.state.tables = {};
  fake.state.inserted = [];
  fake.state.signOut.mockClear();
  fake.state.getSessionCalls = 0;
  fake.state.listener = null;
  // What supabase-js keeps in the browser once signed in (or signed in before).
  localStorage.clear();
  localStorage.setItem('sb-127-auth-token', '{}');
});
afterEach(() => vi.useRealTimers());

describe('AuthProvider (spec 1 section 4)', () => {
  it('forces ready after 8 s with a warning when the session check never answers', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.state.sessionPromise = new Promise(() => {});
    renderProvider();
    expect(screen.getByText('loading:true')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(AUTH_READY_TIMEOUT_MS - 10));
    expect(screen.getByText('loading:true')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(20));
    expect(screen.getByText('loading:false')).toBeInTheDocument();
    expect(screen.getByText('user:none')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('8 s'));
    warn.mockRestore();
  });

  it('is ready and signed out when there is no session', async () => {
    renderProvider();
    expect(await screen.findByText('loading:false')).toBeInTheDocument();
    expect(screen.getByText('complete:null')).toBeInTheDocument();
  });

  it('loads the profile, completion and coordinator status of a signed-in user', async () => {
    fake.state.session = session('u1', 'pat@example.org');
    fake.state.tables = {
      user_profiles: [
        {
          id: 'u1',
          email: 'pat@example.org',
          role: 'participant',
          first_name: 'Pat',
          last_name: 'K',
          phone: '6135550101',
        },
      ],
      participants: [{ id: 'p1' }],
      program_coordinators: [{ id: 'c1' }],
    };
    renderProvider();
    expect(await screen.findByText('loading:false')).toBeInTheDocument();
    expect(screen.getByText('role:participant')).toBeInTheDocument();
    expect(screen.getByText('complete:true')).toBeInTheDocument();
    expect(screen.getByText('coordinator:true')).toBeInTheDocument();
  });

  it('creates a missing user_profiles row from the sign-up metadata; a volunteer then needs completion', async () => {
    fake.state.session = session('u2', 'vol@example.org', { role: 'volunteer', first_name: 'Val', last_name: 'Oh' });
    renderProvider();
    expect(await screen.findByText('role:volunteer')).toBeInTheDocument();
    expect(screen.getByText('complete:false')).toBeInTheDocument();
    expect(fake.state.inserted).toEqual([
      {
        table: 'user_profiles',
        row: { id: 'u2', email: 'vol@example.org', first_name: 'Val', last_name: 'Oh', role: 'volunteer' },
      },
    ]);
  });

  it('never creates an admin profile from metadata and defaults to participant', async () => {
    fake.state.session = session('u3', 'x@example.org', { role: 'admin' });
    renderProvider();
    expect(await screen.findByText('role:participant')).toBeInTheDocument();
    expect(fake.state.inserted[0].row.role).toBe('participant');
  });

  it('a visitor with no stored session is ready and signed out at once, without asking for a session', async () => {
    localStorage.clear();
    fake.state.sessionPromise = new Promise(() => {});
    renderProvider();
    expect(screen.getByText('loading:false')).toBeInTheDocument();
    expect(screen.getByText('user:none')).toBeInTheDocument();
    expect(fake.state.getSessionCalls).toBe(0);
  });

  it('after a signed-out start, a sign-in is picked up once a page has loaded supabase-js', async () => {
    localStorage.clear();
    fake.state.tables = { user_profiles: [{ id: 'u5', email: 'late@example.org', role: 'coach' }] };
    renderProvider();
    expect(screen.getByText('user:none')).toBeInTheDocument();
    await act(async () => void (await getSupabase()));
    expect(fake.state.listener).not.toBeNull();
    await act(async () => fake.state.listener!('SIGNED_IN', session('u5', 'late@example.org')));
    expect(await screen.findByText('user:late@example.org')).toBeInTheDocument();
    expect(await screen.findByText('role:coach')).toBeInTheDocument();
  });

  it("sign-out clears the state at once, ends only this browser's session, then goes to /login after 100 ms", async () => {
    fake.state.session = session('u4', 'coach@example.org');
    fake.state.tables = { user_profiles: [{ id: 'u4', email: 'coach@example.org', role: 'coach' }] };
    const router = renderProvider();
    expect(await screen.findByText('user:coach@example.org')).toBeInTheDocument();
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'out' }).click());
    expect(screen.getByText('user:none')).toBeInTheDocument();
    expect(screen.getByText('complete:null')).toBeInTheDocument();
    expect(fake.state.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(async () => vi.advanceTimersByTime(SIGN_OUT_REDIRECT_MS));
    expect(router.state.location.pathname).toBe('/login');
  });
});
