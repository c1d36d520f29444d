import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithApp } from '@/test/render';
import type { AuthState } from '@/lib/auth/auth-context';
import { RequireAuth } from './require-auth';
import { RequireCompleteProfile } from './require-complete-profile';
import { RequireAdmin, RequireCoordinator, RequireRoles } from './require-roles';

function App() {
  return (
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route element={<RequireAuth />}>
        <Route path="/profile" element={<p>profile page</p>} />
        <Route element={<RequireCompleteProfile />}>
          <Route path="/participants" element={<p>participants page</p>} />
          <Route element={<RequireRoles roles={['parent_guardian', 'coach', 'volunteer', 'admin']} />}>
            <Route path="/participants/new" element={<p>new participant page</p>} />
          </Route>
        </Route>
        <Route element={<RequireAdmin />}>
          <Route path="/admin" element={<p>admin page</p>} />
        </Route>
        <Route element={<RequireCoordinator />}>
          <Route path="/coordinator" element={<p>coordinator page</p>} />
        </Route>
      </Route>
    </Routes>
  );
}

const at = (route: string, auth: AuthState) => renderWithApp(<App />, { route, auth });

describe('route guards (spec 1 section 6)', () => {
  it('shows the loading screen until auth is ready', () => {
    at('/profile', fakeAuth({ user: null, loading: true }));
    expect(screen.getByText('Loading Canadian Blind Hockey...')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /login and remembers where they were going', async () => {
    const { router } = at('/profile?tab=2', fakeAuth({ user: null, role: null }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile', search: '?tab=2' } });
  });

  it('lets a signed-in user in', () => {
    at('/profile', fakeAuth({ role: 'coach' }));
    expect(screen.getByText('profile page')).toBeInTheDocument();
  });

  it('sends a user with an incomplete profile to /dashboard', async () => {
    at('/participants', fakeAuth({ role: 'participant', profileComplete: false }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('shows Access Restricted with the participant note when a player opens a parent page', () => {
    at('/participants/new', fakeAuth({ role: 'participant' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Access Restricted' })).toBeInTheDocument();
    expect(
      screen.getByText(/only available to: Parent\/Guardian, Coach, Volunteer or Administrator/),
    ).toBeInTheDocument();
    expect(screen.getByText('Player/Participant')).toBeInTheDocument();
    expect(screen.getByText(/contact an administrator to upgrade your account/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets a parent add participants', () => {
    at('/participants/new', fakeAuth({ role: 'parent_guardian' }));
    expect(screen.getByText('new participant page')).toBeInTheDocument();
  });

  it.each(['participant', 'parent_guardian', 'coach', 'volunteer'] as const)(
    'shows Access Restricted without the player note to a %s on an admin page unless a player',
    (role) => {
      at('/admin', fakeAuth({ role }));
      expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
      expect(screen.getByText(/only available to: Administrator/)).toBeInTheDocument();
      expect(screen.queryByText(/upgrade your account/) !== null).toBe(role === 'participant');
    },
  );

  it('lets an admin into admin pages', () => {
    at('/admin', fakeAuth({ role: 'admin' }));
    expect(screen.getByText('admin page')).toBeInTheDocument();
  });

  it('opens the coordinator page to active coordinators only', () => {
    at('/coordinator', fakeAuth({ role: 'coach', isCoordinator: true }));
    expect(screen.getByText('coordinator page')).toBeInTheDocument();
  });

  it('restricts the coordinator page for others', () => {
    at('/coordinator', fakeAuth({ role: 'coach', isCoordinator: false }));
    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});
