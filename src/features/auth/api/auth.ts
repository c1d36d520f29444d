import { getSupabase } from '@/lib/supabase-lazy';
import { currentLanguage } from '@/lib/i18n';
import type { SignupRole } from '@/lib/auth/profile';

export async function signInWithPassword(email: string, password: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data;
}

export type SignUpInput = { email: string; password: string; role: SignupRole; firstName: string; lastName: string };

/** Sign-up metadata as spec 1 section 7: account_type, role, first_name, last_name. */
export async function signUp(input: SignUpInput) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      data: {
        account_type: input.role,
        role: input.role,
        first_name: input.firstName,
        last_name: input.lastName,
        // E-mails (approval, receipts) go out in this language (user_profiles.preferred_language).
        preferred_language: currentLanguage(),
      },
    },
  });
  if (error) throw error;
  return data;
}
