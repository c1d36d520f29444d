// Supabase clients of the edge functions: the service role (the server's own
// writes, past RLS) and the caller, identified from their JWT and refused
// when their account is deactivated or deleted (activeCaller).
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { json } from './http.ts';

export type Env = (name: string) => string | undefined;

/** A client typed by the database's generated types (`npm run db:types`). */
export type Db = SupabaseClient<Database>;

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function serviceClient(env: Env): Db {
  return createClient<Database>(env('SUPABASE_URL')!, env('SUPABASE_SERVICE_ROLE_KEY')!, options);
}

/** The signed-in caller of `req` (their access token checked by Auth), or null. Functions use activeCaller. */
async function callerOf(req: Request, env: Env): Promise<User | null> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return null;
  const client = createClient<Database>(env('SUPABASE_URL')!, env('SUPABASE_ANON_KEY')!, options);
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) return null;
  return data.user;
}

/** The database's words for a deactivated caller (private.assert_active_account, hint account_inactive). */
export const ACCOUNT_INACTIVE_MESSAGE = 'This account is deactivated. Please contact an administrator.';
export const NOT_SIGNED_IN_MESSAGE = 'No active session found';

/** A refusal of the caller check; `success` and `message` are the card functions' older answer shape. */
const refuse = (status: number, code: string, message: string) =>
  json(status, { success: false, error: message, message, code });

/**
 * The one caller check of every edge function acting for a signed-in user
 * (issue 33 point 3): the caller's token is checked by Auth, then their
 * profile must exist, be active and not deleted (anonymised), as the database
 * requires of every write (private.assert_active_account). Answers the user,
 * or the refusal to return as is: 401 not_signed_in, or 403 account_inactive
 * with the database's own message (the app words both by code).
 */
export async function activeCaller(req: Request, env: Env): Promise<User | Response> {
  const user = await callerOf(req, env);
  if (!user) return refuse(401, 'not_signed_in', NOT_SIGNED_IN_MESSAGE);
  const { data, error } = await serviceClient(env)
    .from('user_profiles')
    .select('is_active, deleted_at')
    .eq('id', user.id)
    .maybeSingle();
  if (error) throw new Error(`caller profile read failed: ${error.message}`);
  if (!data || !data.is_active || data.deleted_at !== null)
    return refuse(403, 'account_inactive', ACCOUNT_INACTIVE_MESSAGE);
  return user;
}

/** Only the service role key: the caller's bearer token must be it exactly (pg_net, pg_cron, the server). */
export function isServiceCaller(req: Request, env: Env): boolean {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim();
  const key = env('SUPABASE_SERVICE_ROLE_KEY');
  return Boolean(token && key && token === key);
}

/** A client acting as the caller (their own token): row-level security and the database's checks decide. */
export function callerClient(req: Request, env: Env): Db {
  return createClient<Database>(env('SUPABASE_URL')!, env('SUPABASE_ANON_KEY')!, {
    ...options,
    global: { headers: { Authorization: req.headers.get('authorization') ?? '' } },
  });
}
