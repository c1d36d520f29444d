// The accessibility statement's data: the organisation's address and the feedback form's one call (issue 25 point 5).
// The page is public: supabase-js is loaded on first use (getSupabase), not with the page.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Functions } from '@/lib/database';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Language } from '@/lib/i18n';
import type { FeedbackValues } from '../schemas/feedback.schema';

/** The organisation's accessibility address (private.accessibility_settings, set by the operator). */
export function useAccessibilityContact() {
  return useQuery({
    queryKey: ['accessibility', 'contact-email'],
    queryFn: async (): Promise<string | null> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('accessibility_contact_email');
      if (error) throw error;
      return data || null;
    },
    staleTime: Infinity,
  });
}

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
