import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { formatMoney } from '@/lib/format';
import { serverErrorDetails, type ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';
import { refundKeys } from '@/lib/data/refunds';

const answerSchema = z.object({ refund_id: z.string(), amount: z.number(), left: z.number() });
export type OutsideRefundResult = z.infer<typeof answerSchema>;

export type OutsideRefundRequest = { registrationId: string; amount: number; note: string };

/**
 * Records a refund made outside the site (issue 36 point 3): public.admin_record_outside_refund
 * (administrators only; the amount at most what is left; the note required) records it as made,
 * with the family's e-mail. Nothing goes to Stripe. A refusal throws the database's error.
 */
export async function recordOutsideRefund(request: OutsideRefundRequest): Promise<OutsideRefundResult> {
  const { data, error } = await supabase.rpc('admin_record_outside_refund', {
    p_registration_id: request.registrationId,
    p_amount: request.amount,
    p_note: request.note.trim(),
  });
  // 'no_payment' means nothing was paid here, not "no card payment" as it does for refund-payment.
  if (error) throw error.hint === 'no_payment' ? { ...error, hint: 'nothing_paid' } : error;
  return answerSchema.parse(data);
}

export function useRecordOutsideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOutsideRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}

/** The database's hints become adminRefunds:serverErrors.<hint>; {{left}} is what can still be refunded. */
export const outsideRefundServerErrors: ServerErrorOptions = {
  ns: 'adminRefunds',
  fallbackKey: 'adminRefunds:serverErrors.fallback',
  unknownKey: 'adminRefunds:serverErrors.unknown',
  values: (error) => {
    let left: unknown = null;
    try {
      left = (JSON.parse(serverErrorDetails(error) || '{}') as { left?: unknown }).left;
    } catch {
      left = null;
    }
    return { left: typeof left === 'number' ? formatMoney(left) : '' };
  },
};
