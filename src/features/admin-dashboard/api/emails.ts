import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

/** How many messages the E-mail tab lists (the newest first). */
export const EMAIL_LIST_LIMIT = 100;

/** The status filter of the E-mail tab; 'all' also shows messages being sent. */
export const EMAIL_FILTERS = ['all', 'failed', 'queued', 'sent'] as const;
export type EmailFilter = (typeof EMAIL_FILTERS)[number];

const COLUMNS = 'id, created_at, sent_at, to_email, template, language, status, attempts, last_error' as const;
export type OutboxMessage = Pick<
  Tables<'email_outbox'>,
  'id' | 'created_at' | 'sent_at' | 'to_email' | 'template' | 'language' | 'status' | 'attempts' | 'last_error'
>;

/** The newest outbox messages (admins read email_outbox through RLS, migration 20261122030400). */
export async function fetchRecentEmails(filter: EmailFilter): Promise<OutboxMessage[]> {
  let query = supabase.from('email_outbox').select(COLUMNS);
  if (filter !== 'all') query = query.eq('status', filter);
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(EMAIL_LIST_LIMIT);
  if (error) throw error;
  return data ?? [];
}

export function useRecentEmails(filter: EmailFilter) {
  return useQuery({ queryKey: adminDashboardKeys.emailList(filter), queryFn: () => fetchRecentEmails(filter) });
}

/** "Send again": resend_email() puts a failed message back in the queue (migration 20261125300000). */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { error } = await supabase.rpc('resend_email', { p_id: id });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDashboardKeys.emails() }),
  });
}

/** resend_email's hints (admin_only, email_not_found, email_not_failed) become adminDashboard:serverErrors.<hint>. */
export const emailServerErrors: ServerErrorOptions = {
  ns: 'adminDashboard',
  fallbackKey: 'adminDashboard:emails.resendFailed',
  unknownKey: 'adminDashboard:emails.resendFailedWith',
};
