import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { aidRequestRowSchema } from '@/lib/financial-aid';
import { supabase } from '@/lib/supabase';
import { adminAidKeys } from './keys';

/** The list's filter: every request (pending first), or one state. */
export const AID_FILTERS = ['all', 'pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AidFilter = (typeof AID_FILTERS)[number];

const text = z.string().nullable().optional();
// admin_financial_aid_requests() (issue 25 contract, section D): the family, the program, the participants' names
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

export async function fetchAdminAidRequests(filter: AidFilter): Promise<AdminAidRow[]> {
  const { data, error } = await supabase.rpc(
    'admin_financial_aid_requests',
    filter === 'all' ? {} : { p_status: filter },
  );
  if (error) throw error;
  return z.array(adminAidRowSchema).parse(data ?? []);
}

export function useAdminAidRequests(filter: AidFilter) {
  return useQuery({
    queryKey: adminAidKeys.list(filter),
    queryFn: () => fetchAdminAidRequests(filter),
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
