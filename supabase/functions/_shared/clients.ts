// Supabase clients of the edge functions: the service role (the server's own
// writes, past RLS) and the caller, identified from their JWT.
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

export type Env = (name: string) => string | undefined;

/** A client typed by the database's generated types (`npm run db:types`). */
export type Db = SupabaseClient<Database>;

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function serviceClient(env: Env): Db {
  return createClient<Database>(env('SUPABASE_URL')!, env('SUPABASE_SERVICE_ROLE_KEY')!, options);
}

/** The signed-in caller of `req` (their access token checked by Auth), or null. */
export async function callerOf(req: Request, env: Env): Promise<User | null> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return null;
  const client = createClient<Database>(env('SUPABASE_URL')!, env('SUPABASE_ANON_KEY')!, options);
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) return null;
  return data.user;
}
