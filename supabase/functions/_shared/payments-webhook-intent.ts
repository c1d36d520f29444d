// payment_intent.succeeded and payment_intent.payment_failed (issue 36 point 3):
// a saved-card payment (_shared/payments-saved-card.ts) is completed or closed
// by Stripe's word, whatever happened to the function that charged. Its
// PaymentIntent carries our checkout row's id in metadata.checkout_session_id.
// Completion is the one fulfilment (public.fulfil_checkout_session, under a
// row lock): a session the charging function fulfilled already answers
// `already`, so the function and the webhook racing, or Stripe sending the
// event again under a new id, create the registrations once. A Checkout
// payment's intents carry the same metadata but are left to the
// checkout.session.* events (a failed attempt there may be retried on
// Stripe's page), so only rows with payload.method 'saved_card' are acted on.
import type { Db } from './clients.ts';
import { amountMatches, closeCheckout, fulfilCheckout, markAmountMismatch, type Priced } from './fulfilment.ts';
import { json, UUID } from './http.ts';
import { forgetOnError, recordEvent } from './payments-events.ts';
import type { Stripe } from './payments-stripe.ts';

export const PAYMENT_INTENT_EVENTS = ['payment_intent.succeeded', 'payment_intent.payment_failed'] as const;

/**
 * Our saved-card checkout for this intent: the row its metadata names, paid
 * through Stripe by the user the metadata names, with no other intent
 * recorded on it (so a row is never completed by another payment's event).
 */
async function savedCardSession(service: Db, intent: Stripe.PaymentIntent): Promise<Priced | null> {
  const id = intent.metadata?.checkout_session_id;
  if (!id || !UUID.test(id)) return null;
  const { data, error } = await service
    .from('checkout_sessions')
    .select('id, user_id, provider, payload, payment_intent_id, amount_total, currency')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(`checkout_sessions read failed: ${error.message}`);
  const method = (data?.payload as { method?: unknown } | null)?.method;
  if (!data || data.provider !== 'stripe' || method !== 'saved_card') return null;
  if (intent.metadata?.user_id !== data.user_id) return null;
  if (data.payment_intent_id && data.payment_intent_id !== intent.id) return null;
  return { id: data.id, amount_total: data.amount_total, currency: data.currency };
}

export async function paymentIntentEvent(service: Db, event: Stripe.Event): Promise<Response> {
  const intent = event.data.object as Stripe.PaymentIntent;
  const row = await savedCardSession(service, intent);
  const isNew = await recordEvent(service, event, row?.id ?? null);
  if (!isNew) return json(200, { received: true, duplicate: true });
  if (!row) return json(200, { received: true, ignored: 'not a saved-card payment of ours' });

  return forgetOnError(service, event.id, async () => {
    if (event.type === 'payment_intent.payment_failed') {
      // Closes an open session only: one the function completed or closed stays as it is.
      const reason = intent.last_payment_error?.message ?? 'payment failed';
      await closeCheckout(service, row.id, 'cancelled', `payment_failed: ${reason}`.slice(0, 2000));
      return json(200, { received: true, status: 'cancelled' });
    }
    const charged = { amount_total: intent.amount_received ?? intent.amount, currency: intent.currency };
    if (!amountMatches(charged, row)) {
      await markAmountMismatch(service, row, charged, { stripeSessionId: null, paymentIntentId: intent.id });
      return json(200, { received: true, fulfilled: false, code: 'amount_mismatch' });
    }
    const result = await fulfilCheckout(service, row.id, { paymentIntentId: intent.id });
    return result.ok
      ? json(200, { received: true, fulfilled: true, already: result.already })
      : json(200, { received: true, fulfilled: false, code: result.code });
  });
}
