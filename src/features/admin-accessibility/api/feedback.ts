// /admin/accessibility-feedback's data (issue 25 point 5): the messages (RLS: admins only) and their status.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';

export const FEEDBACK_STATUSES = ['new', 'read', 'resolved'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_FILTERS = ['all', ...FEEDBACK_STATUSES] as const;
export type FeedbackFilter = (typeof FEEDBACK_FILTERS)[number];
export const PAGE_SIZE = 20;

export type FeedbackRow = Pick<
  Tables<'accessibility_feedback'>,
  'id' | 'created_at' | 'user_id' | 'name' | 'email' | 'page' | 'message' | 'language' | 'status' | 'handled_at'
>;

const keys = {
  all: ['admin-accessibility-feedback'] as const,
  list: (filter: FeedbackFilter, page: number) => [...keys.all, filter, page] as const,
};

export function isFeedbackStatus(value: string): value is FeedbackStatus {
  return (FEEDBACK_STATUSES as readonly string[]).includes(value);
}

/** One page of messages, newest first, with the number matching the filter. */
export function useFeedbackPage(filter: FeedbackFilter, page: number) {
  return useQuery({
    queryKey: keys.list(filter, page),
    queryFn: async (): Promise<{ total: number; rows: FeedbackRow[] }> => {
      let query = supabase
        .from('accessibility_feedback')
        .select('id, created_at, user_id, name, email, page, message, language, status, handled_at', {
          count: 'exact',
        })
        .order('created_at', { ascending: false })
        .order('id')
        .range(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE - 1);
      if (filter !== 'all') query = query.eq('status', filter);
      const { data, error, count } = await query;
      if (error) throw error;
      return { total: count ?? data.length, rows: data };
    },
    placeholderData: keepPreviousData,
  });
}

export function useSetFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: FeedbackStatus }) => {
      const { error } = await supabase.rpc('admin_set_feedback_status', { p_id: id, p_status: status });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const feedbackStatusErrors: ServerErrorOptions = {
  ns: 'adminAccessibility',
  fallbackKey: 'adminAccessibility:statusFailed',
};
