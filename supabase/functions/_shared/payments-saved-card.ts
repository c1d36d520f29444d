// Paying a registration order with a saved card (issue 20 point 6):
// create-payment-intent with the checkout's body plus payment_method_id. The
// order is checked and priced by the checkout's own builder (buildOrder), kept
// as a checkout_sessions row like a Checkout payment, charged once (Stripe
// PaymentIntent, idempotency key per row, or the local test provider), and
// fulfilled by the same public.fulfil_checkout_session(). So: no registration
// without a successful charge, and no charge without the registrations or a
// refund_needed row. If this function dies after the charge, Stripe's
// payment_intent.succeeded completes the session (payments-webhook-intent.ts:
// the intent's metadata names the row; the fulfilment is idempotent), and
// payment_intent.payment_failed closes it. A declined card or one that needs authentication
// (3-D Secure) charges nothing, creates nothing, and the family can still pay
// through Checkout.
import type { Db } from './clients.ts';
import { closeCheckout, fulfilCheckout } from './fulfilment.ts';
import { json } from './http.ts';
import type { CheckoutRequest } from './domain/registration-order.ts';
import { buildOrder } from './payments-order.ts';
import { stripeCustomer } from './payments-checkout.ts';
import type { Stripe } from './payments-stripe.ts';

type Deps = { service: Db; stripe: Stripe | null; now?: Date };
type Caller = { id: string; email?: string | null };

const DECLINED_LAST4 = '0002';
/** A second click while the first payment is being made is refused, not charged twice. */
const IN_PROGRESS_MS = 2 * 60_000;

/** Both answer shapes: { error, code } (the checkout's) and { success, message } (spec 1 section 8). */
const refuse = (status: number, code: string, message: string, details?: unknown) =>
  json(status, { success: false, error: message, message, code, ...(details === undefined ? {} : { details }) });

const FULFIL_MESSAGES: Record<string, string> = {
  already_registered: "It looks like you're already registered for this program!",
  sold_out_after_payment: 'The last spot was taken before this payment completed; the payment is marked for refund',
};

type Charge =
  { ok: true; paymentIntentId: string } | { ok: false; code: 'card_declined' | 'requires_action'; message: string };

/** One charge for the session `id`: Stripe (idempotent per session) or the test provider. */
async function charge(
  deps: Deps,
  caller: Caller,
  id: string,
  amount: number,
  programId: string,
  card: { provider_payment_method_id: string; last4: string | null },
): Promise<Charge> {
  if (!deps.stripe) {
    if (card.last4 === DECLINED_LAST4) return { ok: false, code: 'card_declined', message: 'Your card was declined.' };
    return { ok: true, paymentIntentId: `pi_test_${crypto.randomUUID().replace(/-/g, '')}` };
  }
  const customer = await stripeCustomer(deps.service, deps.stripe, caller);
  try {
    const intent = await deps.stripe.paymentIntents.create(
      {
        amount,
        currency: 'cad',
        customer,
        payment_method: card.provider_payment_method_id,
        payment_method_types: ['card'],
        confirm: true,
        metadata: { checkout_session_id: id, user_id: caller.id, program_id: programId },
      },
      { idempotencyKey: `saved-card-${id}` },
    );
    if (intent.status === 'succeeded') return { ok: true, paymentIntentId: intent.id };
    // 3-D Secure asked (requires_action) or anything short of a charge: release it, charge nothing.
    await deps.stripe.paymentIntents.cancel(intent.id).catch((err: unknown) => {
      console.warn(`cancelling payment intent ${intent.id} failed:`, err instanceof Error ? err.message : err);
    });
    return { ok: false, code: 'requires_action', message: 'This card needs an extra check by your bank' };
  } catch (err) {
    const e = err as { type?: unknown; code?: unknown; message?: unknown } | null;
    if (e?.type === 'StripeCardError') {
      return e.code === 'authentication_required'
        ? { ok: false, code: 'requires_action', message: 'This card needs an extra check by your bank' }
        : { ok: false, code: 'card_declined', message: String(e.message ?? 'Your card was declined.') };
    }
    if (e?.type === 'StripeInvalidRequestError') {
      console.warn('Stripe refused a saved-card payment:', e.message);
      return { ok: false, code: 'card_declined', message: 'This card cannot be used. Please try another card.' };
    }
    throw err;
  }
}

export async function payOrderWithSavedCard(
  deps: Deps,
  caller: Caller,
  request: CheckoutRequest,
  pmId: unknown,
): Promise<Response> {
  const { service } = deps;
  const now = deps.now ?? new Date();
  if (typeof pmId !== 'string' || pmId.length > 255)
    return refuse(400, 'invalid_payment_method', 'A valid payment method is required');
  const method = await service
    .from('saved_payment_methods')
    .select('provider_payment_method_id, last4')
    .eq('user_id', caller.id)
    .eq('provider_payment_method_id', pmId)
    .maybeSingle();
  if (method.error) throw new Error(`saved_payment_methods read failed: ${method.error.message}`);
  if (!method.data) return refuse(404, 'payment_method_not_found', 'Payment method not found');

  // The checkout's own checks and price (one builder for both ways to pay).
  const order = await buildOrder(service, caller.id, request, now);
  if (!order.ok) return refuse(order.status, order.code, order.message, order.problems ?? order.details);
  if (order.total === 0) return refuse(400, 'free_order', 'This registration is free: use the free registration path');
  if (request.amount !== order.total) {
    return refuse(409, 'amount_mismatch', 'The amount does not match the server price', {
      expected: order.total,
      received: request.amount,
    });
  }
  const recent = await service
    .from('checkout_sessions')
    .select('id')
    .eq('user_id', caller.id)
    .eq('program_id', order.program.id)
    .eq('status', 'open')
    .eq('payload->>method', 'saved_card')
    .gt('created_at', new Date(now.getTime() - IN_PROGRESS_MS).toISOString())
    .limit(1);
  if (recent.error) throw new Error(`checkout_sessions read failed: ${recent.error.message}`);
  if ((recent.data ?? []).length > 0)
    return refuse(409, 'payment_in_progress', 'A payment for this program is already being made');

  const id = crypto.randomUUID();
  const inserted = await service.from('checkout_sessions').insert({
    id,
    user_id: caller.id,
    program_id: order.program.id,
    payload: { ...order.payload, method: 'saved_card' },
    amount_total: order.total,
    currency: 'cad',
    status: 'open',
    provider: deps.stripe ? 'stripe' : 'test',
    expires_at: new Date(now.getTime() + 15 * 60_000).toISOString(),
    // The consent times in the payload are `now` too (as the checkout).
    created_at: now.toISOString(),
  });
  if (inserted.error) throw new Error(`checkout_sessions insert failed: ${inserted.error.message}`);

  const result = await charge(deps, caller, id, order.total, order.program.id, method.data);
  if (!result.ok) {
    await closeCheckout(service, id, 'cancelled', `${result.code}: ${result.message}`);
    return refuse(402, result.code, result.message);
  }
  // Only the card's last four digits here: the fulfilment marks the session paid under its row lock. Setting
  // status 'paid' here would undo a 'fulfilled' that stripe-webhook's payment_intent.succeeded wrote meanwhile.
  if (method.data.last4) {
    const card = await service.from('checkout_sessions').update({ card_last4: method.data.last4 }).eq('id', id);
    if (card.error) throw new Error(`checkout_sessions update failed: ${card.error.message}`);
  }

  // The same fulfilment as a Checkout payment: the registrations, or refund_needed with the reason.
  const fulfilled = await fulfilCheckout(service, id, { paymentIntentId: result.paymentIntentId });
  if (!fulfilled.ok) {
    return refuse(
      409,
      fulfilled.code,
      FULFIL_MESSAGES[fulfilled.code] ??
        'Registration creation failed. Please contact support with your payment confirmation.',
      { sessionId: id },
    );
  }
  return json(200, {
    success: true,
    message: 'Payment processed successfully',
    sessionId: id,
    payment_intent_id: result.paymentIntentId,
    amount: order.total,
    registrations: fulfilled.registrations,
  });
}
