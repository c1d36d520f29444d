import { getSupabase } from '@/lib/supabase-lazy';
import { currentLanguage } from '@/lib/i18n';
import type { SignupRole } from '@/lib/auth/profile';
import { isServerError, onceMoreIfTransient } from '@/lib/transient';

export async function signInWithPassword(email: string, password: string) {
  const supabase = await getSupabase();
  const { data, error } = await onceMoreIfTransient(() => supabase.auth.signInWithPassword({ email, password }), {
    alsoRetry: isServerError, // its database restarting (issue 39 point 6): a sign-in changes nothing
  });
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
  if (error) throw signUpRefusal(error);
  return data;
}

/**
 * A sign-up refusal as the form words it (schemas/signup.schema): GoTrue's
 * weak_password for another reason than length (a leaked password, say) has no
 * words of ours, so it goes on without its code and is shown as the server says.
 */
export function signUpRefusal(error: { code?: string; message?: string }): unknown {
  const reasons: unknown = 'reasons' in error ? error.reasons : null;
  if (error.code === 'weak_password' && Array.isArray(reasons) && reasons.length && !reasons.includes('length'))
    return new Error(error.message ?? '');
  return error;
}
