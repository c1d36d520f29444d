import { z } from 'zod';
import { PaymentFunctionError, toPaymentFunctionError } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

// The list is shared server state (src/lib/data/saved-cards.ts): the registration screen offers its default card.
export { useSavedCards, type SavedCard } from '@/lib/data/saved-cards';

/** The card becomes the default (public.set_default_payment_method: the owner only, one default). */
export async function makeDefaultCard(id: string): Promise<void> {
  const { error } = await supabase.rpc('set_default_payment_method', { p_method_id: id });
  if (error) throw error;
}

/**
 * Forgets the card through save-payment-method { action: 'remove' }: public.remove_payment_method as the caller
 * (the owner only; the newest card left becomes the default), then the card is detached from the family's
 * Stripe customer (issue 36 point 3). Throws a PaymentFunctionError.
 */
export async function removeCard(id: string): Promise<void> {
  const { error } = await supabase.functions.invoke('save-payment-method', {
    body: { action: 'remove', method_id: id },
  });
  if (error) throw await toPaymentFunctionError(error);
}

const testCardSchema = z.object({ payment_method_id: z.string(), brand: z.string(), last4: z.string() });
export type TestCard = z.infer<typeof testCardSchema>;

const setupSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('stripe'), clientSecret: z.string() }),
  z.object({ mode: z.literal('test'), testCards: z.array(testCardSchema) }),
]);
/** How a card is added: Stripe Elements with a SetupIntent, or the local test provider's cards. */
export type CardSetup = z.infer<typeof setupSchema>;

/**
 * Asks the server how to add a card (save-payment-method { action: 'setup' }).
 * Throws a PaymentFunctionError; code 'payments_not_configured' (503) on a
 * deployed project without Stripe keys.
 */
export async function startCardSetup(): Promise<CardSetup> {
  const { data, error } = await supabase.functions.invoke<unknown>('save-payment-method', {
    body: { action: 'setup' },
  });
  if (error) throw await toPaymentFunctionError(error);
  const parsed = setupSchema.safeParse(data);
  if (!parsed.success) throw new PaymentFunctionError('Unexpected answer', 'unknown_error', 200);
  return parsed.data;
}

/** Saves a card (a Stripe payment method set up with Elements, or a test card's token) for the caller. */
export async function saveCard(paymentMethodId: string, isDefault: boolean): Promise<void> {
  const { error } = await supabase.functions.invoke('save-payment-method', {
    body: { payment_method_id: paymentMethodId, is_default: isDefault },
  });
  if (error) throw await toPaymentFunctionError(error);
}
