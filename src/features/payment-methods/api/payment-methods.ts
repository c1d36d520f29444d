import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Tables } from '@/lib/database';
import { PaymentFunctionError, toPaymentFunctionError } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

/** A saved card as /profile shows it (spec 1 section 7: by user_id, newest first). */
export type SavedCard = Pick<
  Tables<'saved_payment_methods'>,
  'id' | 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'is_default' | 'created_at'
>;

export const paymentMethodKeys = { mine: (userId: string) => ['payment-methods', userId] as const };

/** The caller's saved cards, newest first (admins may read everyone's: the filter keeps their own). */
export function useSavedCards(userId: string | undefined) {
  return useQuery({
    queryKey: paymentMethodKeys.mine(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async (): Promise<SavedCard[]> => {
      const { data, error } = await supabase
        .from('saved_payment_methods')
        .select('id, brand, last4, exp_month, exp_year, is_default, created_at')
        .eq('user_id', userId ?? '')
        .order('created_at', { ascending: false })
        .order('id', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
}

/** The card becomes the default (public.set_default_payment_method: the owner only, one default). */
export async function makeDefaultCard(id: string): Promise<void> {
  const { error } = await supabase.rpc('set_default_payment_method', { p_method_id: id });
  if (error) throw error;
}

/** Forgets the card (public.remove_payment_method: the owner only; the newest card left becomes the default). */
export async function removeCard(id: string): Promise<void> {
  const { error } = await supabase.rpc('remove_payment_method', { p_method_id: id });
  if (error) throw error;
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
