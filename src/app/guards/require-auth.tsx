import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';

// Lazy: only a deactivated account ever sees it, so it stays out of the first load.
const AccountDeactivatedPage = lazy(() => import('./account-deactivated-page'));

/**
 * Signed-in only: anonymous visitors go to /login, which sends them back
 * afterwards (spec 1 section 6); a deactivated account sees only that it is
 * deactivated (issue 21 point 2).
 */
export function RequireAuth() {
  const { user, profile, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (profile && !profile.is_active)
    return (
      <Suspense fallback={<LoadingScreen />}>
        <AccountDeactivatedPage />
      </Suspense>
    );
  return <Outlet />;
}
