import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { aidRequestRowSchema } from '@/lib/data/financial-aid';
import { supabase } from '@/lib/supabase';
import { adminAidKeys } from './keys';

/** The list's filter: every request (pending first), or one state. */
export const AID_FILTERS = ['all', 'pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AidFilter = (typeof AID_FILTERS)[number];

const text = z.string().nullable().optional();
// admin_financial_aid_page() rows (issue 25 contract, section D): the family, the program, the participants' names
// and every field of the request.
export const adminAidRowSchema = aidRequestRowSchema.extend({
  user_id: z.string(),
  family_name: text,
  family_email: text,
  language: text,
  /** The account's preferred language: the e-mails' language. */
  family_language: text,
  decided_by_name: text,
});
export type AdminAidRow = z.infer<typeof adminAidRowSchema>;

/** Requests per page of the list (cards, each with its buttons). */
export const AID_PAGE_SIZE = 20;

const aidPageSchema = z.object({ total: z.number(), pending: z.number(), rows: z.array(adminAidRowSchema) });
export type AdminAidPage = z.infer<typeof aidPageSchema>;

/**
 * One page (0-based) of the requests in the list's order, paged on the server (admin_financial_aid_page, issue 36):
 * pending first, oldest first, then the others newest first; with the filter's total and pending counts.
 */
export async function fetchAdminAidPage(filter: AidFilter, page: number): Promise<AdminAidPage> {
  const { data, error } = await supabase.rpc(
    'admin_financial_aid_page',
    {
      ...(filter === 'all' ? {} : { p_status: filter }),
      p_offset: page * AID_PAGE_SIZE,
      p_limit: AID_PAGE_SIZE,
    },
    { get: true },
  );
  if (error) throw error;
  return aidPageSchema.parse(data);
}

export function useAdminAidPage(filter: AidFilter, page: number) {
  return useQuery({
    queryKey: adminAidKeys.list(filter, page),
    queryFn: () => fetchAdminAidPage(filter, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export type AidDecision = { requestId: string; approve: boolean; priceCents: number | null; note: string };

/** admin_decide_financial_aid: approval creates the family's code and queues the e-mail in the family's language. */
export async function decideAidRequest(d: AidDecision): Promise<void> {
  const { error } = await supabase.rpc('admin_decide_financial_aid', {
    p_request_id: d.requestId,
    p_approve: d.approve,
    p_price_cents: d.priceCents ?? undefined,
    p_note: d.note.trim() || undefined,
  });
  if (error) throw error;
}

export function useDecideAidRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAidRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAidKeys.all }),
  });
}

export const adminAidServerErrors: ServerErrorOptions = {
  ns: 'adminFinancialAid',
  fallbackKey: 'adminFinancialAid:errors.fallback',
  unknownKey: 'adminFinancialAid:errors.unknown',
};
