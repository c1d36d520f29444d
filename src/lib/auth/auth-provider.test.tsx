import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/supabase', async () => (await import('./auth-provider.fake')).mockSupabaseModule());

import { getSupabase } from '@/lib/supabase-lazy';
import { AUTH_READY_TIMEOUT_MS } from './auth-provider';
import { fake, renderProvider, resetFake, session } from './auth-provider.fake';

beforeEach(resetFake);
afterEach(() => vi.useRealTimers());

describe('AuthProvider (spec 1 section 4)', () => {
  it('forces ready after 8 s with a warning when the session check never answers', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.sessionPromise = new Promise(() => {});
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
    fake.session = session('u1', 'pat@example.org');
    fake.tables = {
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
    fake.session = session('u2', 'vol@example.org', { role: 'volunteer', first_name: 'Val', last_name: 'Oh' });
    renderProvider();
    expect(await screen.findByText('role:volunteer')).toBeInTheDocument();
    expect(screen.getByText('complete:false')).toBeInTheDocument();
    expect(fake.inserted).toEqual([
      {
        table: 'user_profiles',
        row: { id: 'u2', email: 'vol@example.org', first_name: 'Val', last_name: 'Oh', role: 'volunteer' },
      },
    ]);
  });

  it('never creates an admin profile from metadata and defaults to participant', async () => {
    fake.session = session('u3', 'x@example.org', { role: 'admin' });
    renderProvider();
    expect(await screen.findByText('role:participant')).toBeInTheDocument();
    expect(fake.inserted[0].row.role).toBe('participant');
  });

  it('a visitor with no stored session is ready and signed out at once, without asking for a session', async () => {
    localStorage.clear();
    fake.sessionPromise = new Promise(() => {});
    renderProvider();
    expect(screen.getByText('loading:false')).toBeInTheDocument();
    expect(screen.getByText('user:none')).toBeInTheDocument();
    expect(fake.getSessionCalls).toBe(0);
  });

  it('after a signed-out start, a sign-in is picked up once a page has loaded supabase-js', async () => {
    localStorage.clear();
    fake.tables = { user_profiles: [{ id: 'u5', email: 'late@example.org', role: 'coach' }] };
    renderProvider();
    expect(screen.getByText('user:none')).toBeInTheDocument();
    await act(async () => void (await getSupabase()));
    expect(fake.listener).not.toBeNull();
    await act(async () => fake.listener!('SIGNED_IN', session('u5', 'late@example.org')));
    expect(await screen.findByText('user:late@example.org')).toBeInTheDocument();
    expect(await screen.findByText('role:coach')).toBeInTheDocument();
  });
});
