// Password recovery (issue 19), apart from sign-in so /login's first load does not carry it.
import { getSupabase } from '@/lib/supabase-lazy';
import { signUpRefusal } from './auth';

/**
 * Asks GoTrue to e-mail a recovery link to `email`, leading back to /reset-password.
 * GoTrue answers the same whether or not the account exists; a 429
 * (over_email_send_rate_limit: an e-mail already went to that address within a
 * minute, or too many in the hour) would say that it does, so it is answered as
 * a success too: the user sees the same neutral message either way.
 */
export async function requestPasswordRecovery(email: string, origin = window.location.origin) {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${origin}/reset-password` });
  if (error && error.code !== 'over_email_send_rate_limit') throw error;
}

const recoveries = new Map<string, Promise<boolean>>();

/**
 * Signs in with the session of a recovery link's fragment (the client does not
 * read URLs itself: detectSessionInUrl is off). Once per fragment, so React's
 * second effect run in development does not set it twice. Resolves false when
 * GoTrue refuses the tokens.
 */
export function startRecoverySession(accessToken: string, refreshToken: string): Promise<boolean> {
  const key = `${accessToken}.${refreshToken}`;
  let pending = recoveries.get(key);
  if (!pending) {
    pending = getSupabase()
      .then((s) => s.auth.setSession({ access_token: accessToken, refresh_token: refreshToken }))
      .then(({ error }) => !error);
    recoveries.set(key, pending);
  }
  return pending;
}

/** Whether a session is there (a reload of /reset-password after the link was used). */
export async function hasSession(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return Boolean(data.session);
}

/** PUT /user with the new password (GoTrue: weak_password, same_password). */
export async function setNewPassword(password: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw signUpRefusal(error);
}
