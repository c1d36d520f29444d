import type { SupabaseClient as GenericClient } from '@supabase/supabase-js';
import type { Database } from './database';

/** The app's client (`@/lib/supabase`), typed by the database's generated types. */
type SupabaseClient = GenericClient<Database>;

let pending: Promise<SupabaseClient> | null = null;
let loaded: SupabaseClient | null = null;
const listeners = new Set<(client: SupabaseClient) => void>();

/**
 * The same client as `@/lib/supabase`, loaded on first use. Modules on the first
 * load of public routes (auth provider, sign-in, programs list) use this so
 * supabase-js (~54 KB gzip) stays out of the JS needed to paint (issue 12).
 */
export function getSupabase(): Promise<SupabaseClient> {
  pending ??= import('./supabase').then((m) => m.supabase);
  return pending;
}

/** Called by `@/lib/supabase` once the client exists, however it came to be loaded. */
export function announceSupabase(client: SupabaseClient): void {
  loaded = client;
  for (const listener of [...listeners]) listener(client);
  listeners.clear();
}

/** Runs `listener` with the client as soon as it is loaded (at once if it is). Returns a cancel function. */
export function onSupabaseLoaded(listener: (client: SupabaseClient) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether this browser may hold a Supabase session: supabase-js keeps it (and a
 * sign-in in progress) in localStorage under `sb-<project>-auth-token...`. Without
 * one the visitor is signed out, and supabase-js need not load before it is used.
 */
export function mayHaveStoredSession(storage: Pick<Storage, 'length' | 'key'> | null = safeLocalStorage()): boolean {
  if (!storage) return true;
  for (let i = 0; i < storage.length; i++) {
    if (/^sb-.+-auth-token/.test(storage.key(i) ?? '')) return true;
  }
  return false;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
