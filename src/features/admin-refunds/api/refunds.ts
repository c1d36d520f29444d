import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@/lib/format';
import { PaymentFunctionError, toPaymentFunctionError } from '@/lib/function-error';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';
import { EXPORT_PAGE, fetchRefundsPage, refundKeys, type RefundFilter, type RefundRow } from '@/lib/data/refunds';
import { allRows, nextOffset, readPages } from '@/lib/read-all';

// The list is shared server state (src/lib/data/refunds.ts); the admin dashboard counts what waits from it.
export {
  PAGE_SIZE,
  REFUND_FILTERS,
  fetchRefundsPage,
  type RefundFilter,
  type RefundRow,
  type RefundsPage,
} from '@/lib/data/refunds';

export function useRefundsPage(filter: RefundFilter, page: number) {
  return useQuery({
    queryKey: refundKeys.list(filter, page),
    queryFn: () => fetchRefundsPage(filter, page),
    placeholderData: keepPreviousData,
  });
}

/** Every row of the filter (the CSV), EXPORT_PAGE rows per call. */
export function fetchAllRefunds(filter: RefundFilter): Promise<RefundRow[]> {
  return allRows(
    readPages(async (page: number | null) => {
      const answer = await fetchRefundsPage(filter, page ?? 0, EXPORT_PAGE);
      const next = nextOffset((page ?? 0) * EXPORT_PAGE, answer.rows.length, EXPORT_PAGE, answer.total);
      return { rows: answer.rows, next: next === null ? null : (page ?? 0) + 1 };
    }),
  );
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
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
