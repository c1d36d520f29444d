import type { SupabaseClient } from '@supabase/supabase-js';

let pending: Promise<SupabaseClient> | null = null;

/**
 * The same client as `@/lib/supabase`, loaded on first use. Modules on the first
 * load of public routes (auth provider, sign-in, programs list) use this so
 * supabase-js (~54 KB gzip) stays out of the JS needed to paint (issue 12).
 */
export function getSupabase(): Promise<SupabaseClient> {
  pending ??= import('./supabase').then((m) => m.supabase);
  return pending;
}
