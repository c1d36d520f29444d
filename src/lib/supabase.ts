import { createClient } from '@supabase/supabase-js';
import type { Database } from './database';
import { supabaseAnonKey, supabaseUrl } from './env';
import { announceSupabase } from './supabase-lazy';

/** The one Supabase client of the app. Only feature `api/` folders import it. */
export const supabase = createClient<Database>(supabaseUrl(), supabaseAnonKey(), {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
});
announceSupabase(supabase);
