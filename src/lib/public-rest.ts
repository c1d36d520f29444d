import { PostgrestClient } from '@supabase/postgrest-js';
import { supabaseAnonKey, supabaseUrl } from './env';

let client: PostgrestClient | null = null;

/**
 * A read-only PostgREST client with the anon key, for public data every visitor
 * sees alike (the programs list): supabase-js's own query builder without its auth,
 * storage and realtime, so a public page shows its data without loading supabase-js
 * (issue 12: first-load JS). Row-level security applies as for any anonymous caller.
 */
export function publicRest(): PostgrestClient {
  const key = supabaseAnonKey();
  client ??= new PostgrestClient(`${supabaseUrl()}/rest/v1`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
  return client;
}
