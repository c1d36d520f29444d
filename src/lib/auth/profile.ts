import type { User } from '@supabase/supabase-js';
import type { Tables } from '@/lib/database';
import { getSupabase } from '@/lib/supabase-lazy';

export const USER_ROLES = ['participant', 'parent_guardian', 'coach', 'volunteer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const SIGNUP_ROLES = ['participant', 'parent_guardian', 'coach', 'volunteer'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

/** The columns of user_profiles the app reads (never stripe_customer_id). */
export const PROFILE_COLUMNS =
  'id, email, first_name, last_name, phone, role, preferred_language, profile_photo_url, is_active';
export type ProfileRow = Pick<
  Tables<'user_profiles'>,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'role'
  | 'preferred_language'
  | 'profile_photo_url'
  | 'is_active'
>;

/** A user_profiles row with its role and language narrowed (the table's check constraints allow no others). */
export type UserProfile = Omit<ProfileRow, 'role' | 'preferred_language'> & {
  role: UserRole;
  preferred_language?: 'en' | 'fr';
};

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** Narrows a row's role and language (the table's check constraints allow no others). */
export function toUserProfile(row: ProfileRow): UserProfile {
  if (!isUserRole(row.role)) throw new Error(`Unknown role: ${row.role}`);
  return { ...row, role: row.role, preferred_language: row.preferred_language === 'fr' ? 'fr' : 'en' };
}

/** Reads the user's user_profiles row; creates it from sign-up metadata when missing (spec 1 section 4). */
export async function fetchOrCreateProfile(user: User): Promise<UserProfile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('user_profiles').select(PROFILE_COLUMNS).eq('id', user.id).maybeSingle();
  if (error) throw error;
  if (data) return toUserProfile(data);
  const meta: Record<string, unknown> = user.user_metadata ?? {};
  const requested = meta.role ?? meta.account_type;
  const row = {
    id: user.id,
    email: user.email ?? '',
    first_name: typeof meta.first_name === 'string' ? meta.first_name : null,
    last_name: typeof meta.last_name === 'string' ? meta.last_name : null,
    // Sign-up never grants admin; the database enforces the same (ARCHITECTURE section 3).
    role: isUserRole(requested) && requested !== 'admin' ? requested : 'participant',
  };
  const inserted = await supabase.from('user_profiles').insert(row).select(PROFILE_COLUMNS).single();
  if (inserted.error) throw inserted.error;
  return toUserProfile(inserted.data);
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
