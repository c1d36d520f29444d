// The refunds list (admin_refunds, admins only, one JSON value): shared server state (issue 38 point 1). /admin/refunds
// pages through it and the admin dashboard counts what waits, under one key, so a refund recorded on one is what the
// other shows.
import { z } from 'zod';
import { supabase } from '@/lib/supabase';

/** The list's filters: nothing refunded yet, some or all refunded, everything. */
export const REFUND_FILTERS = ['waiting', 'refunded', 'all'] as const;
export type RefundFilter = (typeof REFUND_FILTERS)[number];

/** Rows per page of the screen; the CSV reads EXPORT_PAGE at a time (admin_refunds answers at most 500). */
export const PAGE_SIZE = 50;
export const EXPORT_PAGE = 500;

const text = z.string().nullable();
const rowSchema = z.object({
  /** A registration the family cancelled with a refund request, or a paid checkout that could not be fulfilled. */
  kind: z.enum(['registration', 'checkout']),
  id: z.string(),
  person_name: z.string(),
  payer_name: text,
  payer_email: text,
  program_name: text,
  /** The program's French name (null: French missing; absent from an answer older than issue 22). */
  program_name_fr: text.optional(),
  amount_paid: z.number(),
  amount_requested: z.number(),
  amount_refunded: z.number(),
  /** Reserved by a refund whose answer is not recorded yet. */
  amount_pending: z.number(),
  amount_left: z.number(),
  /** The family's reason (a code or their words), or the database's message for a checkout. */
  reason: text,
  /** Why a checkout could not be fulfilled: sold_out_after_payment, already_registered, amount_mismatch, ... */
  failure_code: text,
  requested_at: z.string(),
  refund_processed_at: text,
  has_payment: z.boolean(),
  state: z.enum(['waiting', 'partial', 'refunded']),
});
export type RefundRow = z.infer<typeof rowSchema>;

const answerSchema = z.object({
  total: z.number(),
  counts: z.object({ waiting: z.number(), refunded: z.number(), all: z.number() }),
  rows: z.array(rowSchema),
});
export type RefundsPage = z.infer<typeof answerSchema>;

/** One page (0-based) of the list through admin_refunds() (admins only, one JSON value). */
export async function fetchRefundsPage(filter: RefundFilter, page: number, size = PAGE_SIZE): Promise<RefundsPage> {
  const { data, error } = await supabase.rpc('admin_refunds', {
    p_filter: filter,
    p_limit: size,
    p_offset: page * size,
  });
  if (error) throw error;
  return answerSchema.parse(data);
}

export const refundKeys = {
  all: ['admin-refunds'] as const,
  list: (filter: string, page: number) => ['admin-refunds', 'list', filter, page] as const,
  waiting: () => ['admin-refunds', 'waiting'] as const,
};

/** How many refunds wait for an administrator (the answer's counts, one row read). */
export async function fetchRefundsWaiting(): Promise<number> {
  return (await fetchRefundsPage('waiting', 0, 1)).counts.waiting;
}
