import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/supabase', async () => (await import('./auth-provider.fake')).mockSupabaseModule());

import { SIGN_OUT_REDIRECT_MS } from './auth-provider';
import { fake, renderProvider, resetFake, session } from './auth-provider.fake';

const COACH = session('u4', 'coach@example.org');

/** A signed-in coach on /dashboard whose sign-out request answers only when `finish` is called. */
async function signedInWithSlowSignOut() {
  fake.session = COACH;
  fake.tables = { user_profiles: [{ id: 'u4', email: 'coach@example.org', role: 'coach' }] };
  let finish = () => {};
  fake.signOut.mockImplementation(
    () => new Promise((resolve) => (finish = () => resolve({ error: null }))) as Promise<{ error: null }>,
  );
  const router = renderProvider();
  expect(await screen.findByText('user:coach@example.org')).toBeInTheDocument();
  vi.useFakeTimers();
  await act(async () => screen.getByRole('button', { name: 'out' }).click());
  return { router, finish: () => act(async () => finish()) };
}

beforeEach(resetFake);
afterEach(() => vi.useRealTimers());

describe('AuthProvider: sign-out (spec 1 section 4)', () => {
  it("clears the state at once, ends only this browser's session, then goes to /login after 100 ms", async () => {
    fake.session = COACH;
    fake.tables = { user_profiles: [{ id: 'u4', email: 'coach@example.org', role: 'coach' }] };
    const router = renderProvider();
    expect(await screen.findByText('user:coach@example.org')).toBeInTheDocument();
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'out' }).click());
    expect(screen.getByText('user:none')).toBeInTheDocument();
    expect(screen.getByText('complete:null')).toBeInTheDocument();
    expect(fake.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(async () => vi.advanceTimersByTime(SIGN_OUT_REDIRECT_MS));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes to /login after 100 ms even while the sign-out request is still on its way', async () => {
    const { router, finish } = await signedInWithSlowSignOut();
    await act(async () => vi.advanceTimersByTime(SIGN_OUT_REDIRECT_MS));
    expect(router.state.location.pathname).toBe('/login');
    await finish();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('does not take back a person who opened another page meanwhile (Forgot your password? on /login)', async () => {
    const { router, finish } = await signedInWithSlowSignOut();
    // The guard of the signed-in page sent them to /login at once; they follow a link from there.
    await act(async () => router.navigate('/login', { replace: true }));
    await act(async () => router.navigate('/forgot-password'));
    await finish();
    await act(async () => vi.advanceTimersByTime(SIGN_OUT_REDIRECT_MS * 10));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('an event for the same user already on its way when they signed out does not sign them back in', async () => {
    const { finish } = await signedInWithSlowSignOut();
    // supabase-js restores the stored session (SIGNED_IN) or refreshes it before it handles the sign-out.
    await act(async () => fake.listener!('SIGNED_IN', COACH));
    await act(async () => fake.listener!('TOKEN_REFRESHED', COACH));
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.getByText('user:none')).toBeInTheDocument();
    await act(async () => fake.listener!('SIGNED_OUT', null));
    await finish();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('user:none')).toBeInTheDocument();
    expect(screen.getByText('loading:false')).toBeInTheDocument();
  });

  it('a profile load deferred before the sign-out does not bring the session back after it', async () => {
    fake.session = COACH;
    fake.tables = { user_profiles: [{ id: 'u4', email: 'coach@example.org', role: 'coach' }] };
    renderProvider();
    expect(await screen.findByText('user:coach@example.org')).toBeInTheDocument();
    vi.useFakeTimers();
    // Another user's sign-in event, then the sign-out, in the same turn: the deferred load must not run.
    await act(async () => {
      fake.listener!('SIGNED_IN', session('u9', 'other@example.org'));
      screen.getByRole('button', { name: 'out' }).click();
    });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('user:none')).toBeInTheDocument();
  });

  it('after the sign-out has ended, the same person signing in again is signed in', async () => {
    const { finish } = await signedInWithSlowSignOut();
    await finish();
    vi.useRealTimers();
    await act(async () => fake.listener!('SIGNED_IN', COACH));
    expect(await screen.findByText('user:coach@example.org')).toBeInTheDocument();
  });
});
