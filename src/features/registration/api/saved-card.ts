import { z } from 'zod';
import type { CheckoutBody } from '@domain/registration-order';
import { PaymentFunctionError, toPaymentFunctionError } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

const paidSchema = z.object({ sessionId: z.string() });

/**
 * Pays the order with a saved card (edge function `create-payment-intent`:
 * the checkout's checks and price, one charge, the checkout's fulfilment).
 * Resolves with the checkout row's id, which the dashboard's payment return
 * confirms. Throws a PaymentFunctionError: card_declined and requires_action
 * (402: nothing charged, nothing created), payments_not_configured (503), or
 * any code of the checkout (amount_mismatch, already_registered, ...).
 */
export async function payWithSavedCard(body: CheckoutBody, paymentMethodId: string): Promise<{ sessionId: string }> {
  const { data, error } = await supabase.functions.invoke<unknown>('create-payment-intent', {
    body: { ...body, payment_method_id: paymentMethodId },
  });
  if (error) throw await toPaymentFunctionError(error);
  const parsed = paidSchema.safeParse(data);
  if (!parsed.success) throw new PaymentFunctionError('Unexpected answer', 'unknown_error', 200);
  return parsed.data;
}
