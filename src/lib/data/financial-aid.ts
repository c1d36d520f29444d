import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';

// A financial-aid request as the database answers it (issue 25 point 6, migration 20261128200000):
// my_financial_aid_requests (the family's screens and the registration screen's offer) and
// admin_financial_aid_page's rows (the same fields plus the family's). One schema, so the three
// screens read one shape; the family's requests are read once, under one key (issue 38 point 1).

export const AID_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AidStatus = (typeof AID_STATUSES)[number];

const text = z.string().nullable().optional();

export const aidRequestRowSchema = z.object({
  id: z.string(),
  program_id: z.string(),
  program_name: z.string(),
  program_name_fr: text,
  program_price_cents: z.number().int(),
  /** Names are null once a participant was anonymised by an account deletion. */
  participants: z.array(
    z.object({
      id: z.string(),
      name: z
        .string()
        .nullable()
        .transform((v) => v ?? ''),
    }),
  ),
  can_pay_cents: z.number().int(),
  note: text,
  status: z.enum(AID_STATUSES),
  created_at: z.string(),
  decided_at: text,
  decision_note: text,
  approved_price_cents: z.number().int().nullable().optional(),
  /** The assistance code, only once approved. */
  code: text,
  code_uses_left: z.number().int().nullable().optional(),
});
export type AidRequestRow = z.infer<typeof aidRequestRowSchema>;

export const aidRequestKeys = {
  all: ['financial-aid', 'mine'] as const,
  mine: (userId: string, programId?: string) => ['financial-aid', 'mine', userId, programId ?? 'all'] as const,
};

/** The family's own requests, newest first: all of them, or one program's. */
export async function fetchMyAidRequests(programId?: string): Promise<AidRequestRow[]> {
  const { data, error } = await supabase.rpc('my_financial_aid_requests', programId ? { p_program_id: programId } : {});
  if (error) throw error;
  return z.array(aidRequestRowSchema).parse(data ?? []);
}

/** Read on every visit (a code approved or used meanwhile). */
export function useMyAidRequests(userId: string | undefined, options: { programId?: string; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: aidRequestKeys.mine(userId ?? '', options.programId),
    queryFn: () => fetchMyAidRequests(options.programId),
    enabled: Boolean(userId) && (options.enabled ?? true),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** After a request was made or withdrawn, every screen showing the family's requests reads them again. */
export const invalidateMyAidRequests = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: aidRequestKeys.all });
