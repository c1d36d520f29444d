// stripe-webhook's work (issue 7 point 2). The Stripe signature is the only
// gate (verify_jwt = false in config.toml): checked on the raw body with
// constructEventAsync (300 s tolerance, so stale events are refused); each
// event id is processed once (public.record_stripe_event), so a replay does nothing.
// A saved-card payment's payment_intent.* events: payments-webhook-intent.ts.
// A paid session is fulfilled only when Stripe's amount_total and currency are
// our checkout row's (issue 17 point 12).
import type { Db } from './clients.ts';
import {
  amountMatches,
  closeCheckout,
  fulfilCheckout,
  markAmountMismatch,
  paymentIntentOf,
  type Priced,
} from './fulfilment.ts';
import { fail, json, UUID } from './http.ts';
import { forgetOnError, recordEvent as record } from './payments-events.ts';
import type { Stripe } from './payments-stripe.ts';
import { PAYMENT_INTENT_EVENTS, paymentIntentEvent } from './payments-webhook-intent.ts';

type Deps = {
  service: Db;
  verifier: Stripe;
  secret: string | null;
  cryptoProvider?: unknown;
  /** Stripe with the secret key: lists a charge's refunds when the event does not carry them. */
  stripe?: Stripe | null;
};

/** The events we act on (docs/payments.md lists them for the dashboard). */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
  'charge.refund.updated',
  ...PAYMENT_INTENT_EVENTS,
] as const;

export async function handleStripeWebhook(deps: Deps, rawBody: string, signature: string | null): Promise<Response> {
  if (!deps.secret) return fail(503, 'webhook_not_configured', 'STRIPE_WEBHOOK_SECRET is not set');
  if (!signature) return fail(400, 'invalid_signature', 'Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    const provider = deps.cryptoProvider as Parameters<Stripe['webhooks']['constructEventAsync']>[4];
    event = await deps.verifier.webhooks.constructEventAsync(rawBody, signature, deps.secret, undefined, provider);
  } catch (err) {
    return fail(400, 'invalid_signature', err instanceof Error ? err.message : 'Invalid signature');
  }
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type))
    return json(200, { received: true, ignored: event.type });
  if (event.type === 'charge.refunded') return chargeRefunded(deps, event);
  if (event.type === 'charge.refund.updated') return refundUpdated(deps, event);
  if (event.type.startsWith('payment_intent.')) return paymentIntentEvent(deps.service, event);

  const session = event.data.object as Stripe.Checkout.Session;
  const checkoutId = session.metadata?.checkout_session_id ?? session.client_reference_id ?? null;
  const row = checkoutId ? await findSession(deps.service, checkoutId, session.id) : null;
  const isNew = await record(deps.service, event, row?.id ?? null);
  if (!isNew) return json(200, { received: true, duplicate: true });
  if (!row) return json(200, { received: true, ignored: 'unknown checkout session' });

  return forgetOnError(deps.service, event.id, async () => {
    if (event.type === 'checkout.session.expired') {
      await closeCheckout(deps.service, row.id, 'expired');
      return json(200, { received: true, status: 'expired' });
    }
    if (event.type === 'checkout.session.async_payment_failed') {
      await closeCheckout(deps.service, row.id, 'cancelled');
      return json(200, { received: true, status: 'cancelled' });
    }
    if (session.payment_status !== 'paid') return json(200, { received: true, status: 'awaiting_payment' });
    const paymentIntentId = paymentIntentOf(session);
    if (!amountMatches(session, row)) {
      // 200 so Stripe does not retry: the event is recorded and the payment awaits a refund.
      await markAmountMismatch(deps.service, row, session, { stripeSessionId: session.id, paymentIntentId });
      return json(200, { received: true, fulfilled: false, code: 'amount_mismatch' });
    }
    const result = await fulfilCheckout(deps.service, row.id, { paymentIntentId, stripeSessionId: session.id });
    return json(200, { received: true, fulfilled: result.ok, code: result.ok ? undefined : result.code });
  });
}

/** Our session for this Stripe session: the ids must agree (a forged metadata id finds nothing). */
async function findSession(service: Db, id: string, stripeSessionId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { data, error } = await service
    .from('checkout_sessions')
    .select('id, stripe_session_id, provider, amount_total, currency')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(`checkout_sessions read failed: ${error.message}`);
  if (!data || data.provider !== 'stripe' || (data.stripe_session_id && data.stripe_session_id !== stripeSessionId))
    return null;
  return data as Priced;
}

/**
 * charge.refunded (issue 20 point 3): each refund of the charge is recorded
 * once, keyed by Stripe's refund id (record_provider_refund): ours (its
 * metadata names our refund) completes a refund whose answer was not recorded;
 * one made in Stripe's dashboard is recorded on the checkout or registrations
 * paid with that payment intent. A replayed event (same id) does nothing; a
 * later event listing the same refunds again records only the new ones.
 */
async function chargeRefunded(deps: Deps, event: Stripe.Event): Promise<Response> {
  const isNew = await record(deps.service, event, null);
  if (!isNew) return json(200, { received: true, duplicate: true });
  return forgetOnError(deps.service, event.id, async () => {
    const charge = event.data.object as Stripe.Charge;
    const paymentIntentId = paymentIntentOf(charge);
    if (!paymentIntentId) return json(200, { received: true, ignored: 'charge without payment intent' });
    // Since API version 2022-11-15 a charge no longer embeds its refunds: ask Stripe for them.
    let refunds = charge.refunds?.data ?? null;
    if (!refunds && deps.stripe) refunds = (await deps.stripe.refunds.list({ charge: charge.id, limit: 100 })).data;
    if (!refunds) {
      console.warn(`stripe-webhook: charge.refunded ${event.id} lists no refunds and STRIPE_SECRET_KEY is not set`);
      return json(200, { received: true, ignored: 'refunds not listed' });
    }
    let recorded = 0;
    for (const refund of refunds) recorded += await recordRefund(deps.service, paymentIntentId, refund);
    return json(200, { received: true, refunded: recorded });
  });
}

/**
 * One refund as Stripe reports it (issue 33 point 7a): record_provider_refund_status
 * keeps 'pending' and 'requires_action' reserved but not refunded, records
 * 'succeeded', releases (or takes back) 'failed' and 'canceled'. Returns the cents newly refunded.
 */
async function recordRefund(service: Db, paymentIntentId: string, refund: Stripe.Refund): Promise<number> {
  const ours = refund.metadata?.refund_id;
  const { data, error } = await service.rpc('record_provider_refund_status', {
    p_payment_intent_id: paymentIntentId,
    p_provider_refund_id: refund.id,
    p_amount: refund.amount,
    p_status: refund.status ?? 'pending',
    p_refund_id: ours && UUID.test(ours) ? ours : undefined,
  });
  if (error) throw new Error(`record_provider_refund_status failed: ${error.message}`);
  const result = data as { recorded: number; unassigned: number };
  if (result.unassigned > 0)
    console.warn(
      `stripe-webhook: refund ${refund.id} of ${paymentIntentId}: ${result.unassigned} cents match no payment of ours`,
    );
  return result.recorded;
}

/** charge.refund.updated: a refund's status moved (pending to succeeded, failed or canceled). */
async function refundUpdated(deps: Deps, event: Stripe.Event): Promise<Response> {
  const isNew = await record(deps.service, event, null);
  if (!isNew) return json(200, { received: true, duplicate: true });
  return forgetOnError(deps.service, event.id, async () => {
    const refund = event.data.object as Stripe.Refund;
    const paymentIntentId = paymentIntentOf(refund);
    if (!paymentIntentId) return json(200, { received: true, ignored: 'refund without payment intent' });
    const recorded = await recordRefund(deps.service, paymentIntentId, refund);
    return json(200, { received: true, refunded: recorded, status: refund.status });
  });
}
