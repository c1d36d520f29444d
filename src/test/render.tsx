import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { AppProviders } from '@/app/providers';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import type { UserProfile, UserRole } from '@/lib/auth/profile';

/** An auth state for component tests: signed in as `role` unless `user: null` is passed. */
export function fakeAuth(overrides: Partial<AuthState> & { role?: UserRole | null } = {}): AuthState {
  const role = overrides.role === undefined ? 'parent_guardian' : overrides.role;
  const signedIn = overrides.user !== null && role !== null;
  const user = signedIn ? ({ id: 'user-1', email: 'someone@example.org', user_metadata: {} } as unknown as User) : null;
  const profile: UserProfile | null = signedIn
    ? {
        id: 'user-1',
        email: 'someone@example.org',
        first_name: 'Sam',
        last_name: 'Lee',
        phone: '6135550100',
        role: role!,
        profile_photo_url: null,
        is_active: true,
      }
    : null;
  return {
    user,
    session: null,
    profile,
    role: signedIn ? role : null,
    profileComplete: signedIn ? true : null,
    isCoordinator: false,
    loading: false,
    refreshProfile: async () => {},
    signOut: async () => {},
    ...overrides,
  };
}

export function AuthValue({ value, children }: { value: AuthState; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

type Options = { auth?: AuthState; route?: string; path?: string; extraRoutes?: RouteObject[] };

/**
 * Renders `ui` at `route` inside the app's providers, a memory router and a
 * given auth state. Returns the router so tests can read router.state.location.
 */
export function renderWithApp(
  ui: ReactElement,
  { auth = fakeAuth(), route = '/', path = '*', extraRoutes = [] }: Options = {},
) {
  const router = createMemoryRouter([{ path, element: ui }, ...extraRoutes], { initialEntries: [route] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <AuthValue value={auth}>
        <RouterProvider router={router} />
      </AuthValue>
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
