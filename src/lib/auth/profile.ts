import type { User } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase-lazy';

export const USER_ROLES = ['participant', 'parent_guardian', 'coach', 'volunteer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const SIGNUP_ROLES = ['participant', 'parent_guardian', 'coach', 'volunteer'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export type UserProfile = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  role: UserRole;
  preferred_language?: 'en' | 'fr';
  profile_photo_url: string | null;
  is_active: boolean;
  created_at?: string;
  updated_at?: string;
};

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** Reads the user's user_profiles row; creates it from sign-up metadata when missing (spec 1 section 4). */
export async function fetchOrCreateProfile(user: User): Promise<UserProfile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('user_profiles').select('*').eq('id', user.id).maybeSingle();
  if (error) throw error;
  if (data) return data as UserProfile;
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const requested = meta.role ?? meta.account_type;
  const row = {
    id: user.id,
    email: user.email ?? '',
    first_name: typeof meta.first_name === 'string' ? meta.first_name : null,
    last_name: typeof meta.last_name === 'string' ? meta.last_name : null,
    // Sign-up never grants admin; the database enforces the same (ARCHITECTURE section 3).
    role: isUserRole(requested) && requested !== 'admin' ? requested : 'participant',
  };
  const inserted = await supabase.from('user_profiles').insert(row).select('*').single();
  if (inserted.error) throw inserted.error;
  return inserted.data as UserProfile;
}

/** Whether the role-specific record exists (participants / volunteer_profiles row of this user). */
export async function hasRoleRecord(userId: string, role: UserRole): Promise<boolean> {
  const table = role === 'participant' ? 'participants' : role === 'volunteer' ? 'volunteer_profiles' : null;
  if (!table) return true;
  const supabase = await getSupabase();
  const { data, error } = await supabase.from(table).select('id').eq('user_id', userId).limit(1);
  if (error) throw error;
  return (data?.length ?? 0) > 0;
}

/** Remembers the signed-in user's language for e-mails; the browser keeps its own choice either way. */
export async function savePreferredLanguage(userId: string, language: 'en' | 'fr'): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('user_profiles').update({ preferred_language: language }).eq('id', userId);
  if (error) throw error;
}

export async function fetchIsCoordinator(userId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('program_coordinators')
    .select('id')
    .eq('user_id', userId)
    .eq('is_active', true)
    .limit(1);
  if (error) return false;
  return (data?.length ?? 0) > 0;
}
