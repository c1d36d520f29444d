import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import type { UserProfile, UserRole } from './profile';

export type AuthState = {
  user: User | null;
  session: Session | null;
  profile: UserProfile | null;
  role: UserRole | null;
  /** null = unknown yet, true = complete, false = incomplete or any failure. */
  profileComplete: boolean | null;
  isCoordinator: boolean;
  loading: boolean;
  refreshProfile: () => Promise<void>;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
