// The standard Supabase demo anon key (also printed by `supabase start`); the
// embedded local backend uses the same JWT secret, so this works with both.
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Empty VITE_SUPABASE_URL (the e2e build) means "same origin as the app". */
export function supabaseUrl(): string {
  const fromEnv = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  if (fromEnv) return fromEnv;
  return typeof window !== 'undefined' ? window.location.origin : 'http://127.0.0.1:54321';
}

export function supabaseAnonKey(): string {
  return (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) || DEMO_ANON_KEY;
}
