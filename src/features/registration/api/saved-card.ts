import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { CheckoutBody } from '@domain/registration-order';
import type { Tables } from '@/lib/database';
import { PaymentFunctionError, toPaymentFunctionError } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

/** The family's card offered at registration: the default one (issue 20 point 6). */
export type OfferedCard = Pick<Tables<'saved_payment_methods'>, 'provider_payment_method_id' | 'brand' | 'last4'>;

/** The caller's default saved card, or null when they have none (or it could not be read: Checkout stays). */
export function useDefaultSavedCard(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.savedCard(userId ?? ''),
    enabled: enabled && Boolean(userId),
    queryFn: async (): Promise<OfferedCard | null> => {
      const { data, error } = await supabase
        .from('saved_payment_methods')
        .select('provider_payment_method_id, brand, last4')
        .eq('user_id', userId ?? '')
        .order('is_default', { ascending: false })
        .order('created_at', { ascending: false })
        .limit(1)
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}

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
