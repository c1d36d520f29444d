import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import type { UserRole } from '@/lib/auth/profile';
import { AccessRestrictedPage } from './access-restricted-page';

/** Only the listed roles; others see the Access Restricted page (spec 1 sections 2 and 6). */
export function RequireRoles({ roles }: { roles: UserRole[] }) {
  const { role, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!role || !roles.includes(role)) return <AccessRestrictedPage allowed={roles} />;
  return <Outlet />;
}

export function RequireAdmin() {
  return <RequireRoles roles={['admin']} />;
}

/** Active program coordinators (and admins, who oversee them). */
export function RequireCoordinator() {
  const { role, isCoordinator, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!isCoordinator && role !== 'admin') return <AccessRestrictedPage allowed={['coordinator']} />;
  return <Outlet />;
}
