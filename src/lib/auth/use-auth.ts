export { useAuth } from './auth-context';
export type { AuthState } from './auth-context';
