import type { UserRole } from '@/lib/auth/profile';

export type NavLinkItem = { to: string; key: string };

/** Header links by sign-in state and role (spec 1 section 2, "Loading and header"). */
export function navLinksFor(signedIn: boolean, role: UserRole | null, isCoordinator: boolean): NavLinkItem[] {
  if (!signedIn) {
    return [
      { to: '/programs', key: 'programs' },
      { to: '/login', key: 'login' },
      { to: '/signup', key: 'signUp' },
    ];
  }
  const links: NavLinkItem[] = [{ to: '/dashboard', key: 'dashboard' }];
  if (role === 'parent_guardian' || role === 'coach' || role === 'admin') {
    links.push({ to: '/participants', key: 'participants' });
  }
  links.push({ to: '/programs', key: 'programs' }, { to: '/profile', key: 'profile' });
  if (isCoordinator) links.push({ to: '/coordinator', key: 'coordinator' });
  if (role === 'admin') links.push({ to: '/admin', key: 'admin' });
  return links;
}
