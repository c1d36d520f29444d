import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { toPaymentFunctionError } from '@/lib/function-error';

/** confirm-checkout's answer (supabase/functions/_shared/payments-confirm.ts). */
const confirmCheckoutResultSchema = z.object({
  status: z.literal('fulfilled'),
  confirmationId: z.string(),
  registrations: z.array(
    z.object({ id: z.string(), participant_id: z.string().nullable(), status: z.string(), amount_paid: z.number() }),
  ),
  alreadyFulfilled: z.boolean(),
});
export type ConfirmCheckoutResult = z.infer<typeof confirmCheckoutResultSchema>;
export type ConfirmedRegistration = ConfirmCheckoutResult['registrations'][number];

/**
 * Asks the server to fulfil a returned checkout (edge function
 * `confirm-checkout`). It creates the registrations only when the session
 * belongs to the caller and is paid; otherwise it throws a PaymentFunctionError
 * with code session_not_found, not_paid, expired, cancelled, already_registered
 * (23505) or registration_failed.
 */
export async function confirmCheckout(sessionId: string): Promise<ConfirmCheckoutResult> {
  const { data, error } = await supabase.functions.invoke<unknown>('confirm-checkout', {
    body: { session_id: sessionId },
  });
  if (error) throw await toPaymentFunctionError(error);
  return confirmCheckoutResultSchema.parse(data);
}
