import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

/**
 * A service-role client on the e2e stack, to set up or check data a test
 * cannot reach through the UI. Bypasses RLS: never use it to prove access rules.
 */
export function serviceClient(): SupabaseClient {
  const url = process.env.E2E_BASE_URL;
  const key = process.env.E2E_SERVICE_ROLE_KEY;
  if (!url || !key) throw new Error('serviceClient() needs the e2e global setup (E2E_BASE_URL, E2E_SERVICE_ROLE_KEY).');
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    realtime: { transport: ws as any },
  });
}
