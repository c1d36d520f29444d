// The accessibility statement's feedback form's one call (issue 25 point 5); the organisation's address is
// @/lib/organisation's.
// The page is public: supabase-js is loaded on first use (getSupabase), not with the page.
import { useMutation } from '@tanstack/react-query';
import type { Functions } from '@/lib/database';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Language } from '@/lib/i18n';
import type { FeedbackValues } from '../schemas/feedback.schema';

type SubmitArgs = Functions<'submit_accessibility_feedback'>['Args'];

/**
 * Stores the message; the database e-mails the organisation, and acknowledges in `language` only to the address of
 * the account the sender is signed in with (isAcknowledged).
 */
export async function submitFeedback(values: FeedbackValues, language: Language): Promise<string> {
  const supabase = await getSupabase();
  const args: SubmitArgs = {
    p_email: values.email,
    p_message: values.message,
    p_name: values.name || undefined,
    p_page: values.page || undefined,
    p_language: language,
  };
  const { data, error } = await supabase.rpc('submit_accessibility_feedback', args);
  if (error) throw error;
  return data;
}

export function useSubmitFeedback() {
  return useMutation({
    mutationFn: ({ values, language }: { values: FeedbackValues; language: Language }) =>
      submitFeedback(values, language),
  });
}
