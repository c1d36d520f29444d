import type { Location } from 'react-router-dom';

/** Where to go after sign-in: the page originally wanted (from RequireAuth), else /dashboard. */
export function redirectTarget(state: unknown): string {
  const from: Partial<Location> | null =
    state && typeof state === 'object' && 'from' in state && state.from && typeof state.from === 'object'
      ? state.from
      : null;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signup') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
