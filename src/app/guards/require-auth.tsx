import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';

/** Signed-in only: anonymous visitors go to /login, which sends them back afterwards (spec 1 section 6). */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
