import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { formatMoney } from '@/lib/format';
import { PaymentFunctionError, toPaymentFunctionError } from '@/lib/function-error';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';
import { adminRefundKeys } from './keys';

/** The list's filters: nothing refunded yet, some or all refunded, everything. */
export const REFUND_FILTERS = ['waiting', 'refunded', 'all'] as const;
export type RefundFilter = (typeof REFUND_FILTERS)[number];

/** Rows per page of the screen; the CSV reads EXPORT_PAGE at a time (admin_refunds answers at most 500). */
export const PAGE_SIZE = 50;
const EXPORT_PAGE = 500;

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

export function useRefundsPage(filter: RefundFilter, page: number) {
  return useQuery({
    queryKey: adminRefundKeys.list(filter, page),
    queryFn: () => fetchRefundsPage(filter, page),
    placeholderData: keepPreviousData,
  });
}

/** Every row of the filter (the CSV), EXPORT_PAGE rows per call. */
export async function fetchAllRefunds(filter: RefundFilter): Promise<RefundRow[]> {
  const rows: RefundRow[] = [];
  for (let page = 0; ; page++) {
    const answer = await fetchRefundsPage(filter, page, EXPORT_PAGE);
    rows.push(...answer.rows);
    if (answer.rows.length < EXPORT_PAGE || rows.length >= answer.total) return rows;
  }
}

export type RefundRequest = { kind: RefundRow['kind']; id: string; amount: number; note: string };
/** status 'pending': Stripe accepted it, the bank settles later (stripe-webhook records it then; issue 33 point 7a). */
export type RefundResult = {
  status: 'succeeded' | 'pending';
  refundId: string;
  providerRefundId: string;
  amount: number;
  left: number;
};

/**
 * The edge function refund-payment: the database checks the caller is an
 * administrator and that the amount is at most what is left, then the refund
 * goes through Stripe (or the local test provider). A refusal throws a
 * PaymentFunctionError whose code refundServerErrors words.
 */
export async function refundPayment(request: RefundRequest): Promise<RefundResult> {
  const { data, error } = await supabase.functions.invoke<RefundResult>('refund-payment', {
    body: { kind: request.kind, id: request.id, amount: request.amount, note: request.note.trim() || null },
  });
  if (error) throw await toPaymentFunctionError(error);
  if (!data) throw new Error('No answer from refund-payment');
  return data;
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRefundKeys.all }),
  });
}

/** refund-payment's codes become adminRefunds:serverErrors.<code>; {{message}} is Stripe's own reason. */
export const refundServerErrors: ServerErrorOptions = {
  ns: 'adminRefunds',
  fallbackKey: 'adminRefunds:serverErrors.fallback',
  unknownKey: 'adminRefunds:serverErrors.unknown',
  values: (error) => {
    const left = error instanceof PaymentFunctionError ? (error.details as { left?: unknown } | undefined)?.left : null;
    return {
      message: error instanceof Error ? error.message : '',
      left: typeof left === 'number' ? formatMoney(left) : '',
    };
  },
};
