// save-payment-method { action: 'remove', method_id }: the caller forgets a
// saved card, and it is detached from their Stripe customer (issue 36 point 3).
// The database stays the gate: public.remove_payment_method runs as the caller
// (their own card only), and its delete records the detach that Stripe is owed
// (public.stripe_cleanups, in the same transaction). This function then does
// it at once; if Stripe cannot be reached, the row waits for the next
// stripe-cleanup run and the card is removed here all the same.
import type { Db } from './clients.ts';
import { json, UUID } from './http.ts';
import { runStripeCleanups } from './payments-cleanup.ts';
import type { Stripe } from './payments-stripe.ts';

type Deps = { service: Db; stripe: Stripe | null };

const answer = (status: number, success: boolean, message: string, extra: Record<string, unknown> = {}) =>
  json(status, { success, message, ...extra });

export async function removeSavedCard(deps: Deps, asCaller: Db, methodId: unknown): Promise<Response> {
  if (typeof methodId !== 'string' || !UUID.test(methodId))
    return answer(400, false, 'A valid payment method is required', { code: 'invalid_payment_method' });
  const removed = await asCaller.rpc('remove_payment_method', { p_method_id: methodId });
  if (removed.error) {
    if (removed.error.hint === 'payment_method_not_found')
      return answer(404, false, 'Payment method not found', { code: 'payment_method_not_found' });
    throw new Error(`remove_payment_method failed: ${removed.error.message}`);
  }
  let detached = false;
  try {
    const owed = await deps.service
      .from('stripe_cleanups')
      .select('id')
      .eq('kind', 'detach_payment_method')
      .eq('stripe_id', removed.data)
      .eq('status', 'pending')
      .maybeSingle();
    if (owed.error) throw new Error(`stripe_cleanups read failed: ${owed.error.message}`);
    if (owed.data) detached = (await runStripeCleanups(deps.service, deps.stripe, [owed.data.id])).done === 1;
  } catch (err) {
    console.warn(
      'detaching a removed card failed; stripe-cleanup retries it:',
      err instanceof Error ? err.message : err,
    );
  }
  return answer(200, true, 'Payment method removed', { detached });
}
