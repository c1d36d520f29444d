import { Navigate, Outlet } from 'react-router-dom';
import { LoadingScreen } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';

/** Signed in with a completed profile; otherwise back to /dashboard, where the completion form is. */
export function RequireCompleteProfile() {
  const { profileComplete, loading, user } = useAuth();
  if (loading || (user && profileComplete === null)) return <LoadingScreen />;
  if (!profileComplete) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
