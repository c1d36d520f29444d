// create-checkout-session's work: validate and price on the server, store the
// checkout_sessions row, and open a Stripe Checkout session (or point at the
// local TEST MODE checkout when no Stripe key is set). Issue 7 point 1.
import type { Db } from './clients.ts';
import { fail, json } from './http.ts';
import type { CheckoutRequest } from './domain/registration-order.ts';
import { buildOrder } from './payments-order.ts';
import { returnOrigin, type PaymentsConfig } from './payments-config.ts';
import type { Stripe } from './payments-stripe.ts';
import { personName } from './domain/person-name.ts';

type Caller = { id: string; email?: string | null };

export async function createCheckout(
  deps: { service: Db; config: PaymentsConfig; stripe: Stripe | null; origin: string | null; now?: Date },
  caller: Caller,
  request: CheckoutRequest,
): Promise<Response> {
  const { service, config, stripe } = deps;
  const now = deps.now ?? new Date();
  const order = await buildOrder(service, caller.id, request, now);
  if (!order.ok) return fail(order.status, order.code, order.message, order.problems ?? order.details);
  if (order.total === 0) return fail(400, 'free_order', 'This registration is free: use the free registration path');
  if (request.amount !== order.total) {
    return fail(409, 'amount_mismatch', 'The amount does not match the server price', {
      expected: order.total,
      received: request.amount,
    });
  }
  const origin = returnOrigin(deps.origin, config);
  if (!origin) return fail(400, 'origin_not_allowed', 'This site is not allowed to start a checkout');

  const id = crypto.randomUUID();
  const lang = order.payload.language;
  const successUrl = `${origin}/dashboard?payment=success&session_id=${id}`;
  const cancelUrl = `${origin}/programs/${order.program.id}/register?payment=cancelled&session_id=${id}`;
  const expiresAt = new Date(now.getTime() + config.expiryMinutes * 60_000);
  const inserted = await service.from('checkout_sessions').insert({
    id,
    user_id: caller.id,
    program_id: order.program.id,
    payload: { ...order.payload, success_url: successUrl, cancel_url: cancelUrl },
    amount_total: order.total,
    currency: 'cad',
    status: 'open',
    provider: stripe ? 'stripe' : 'test',
    expires_at: expiresAt.toISOString(),
    // The consent times in the payload are `now` too: fulfilment stores the checkout's creation time.
    created_at: now.toISOString(),
  });
  if (inserted.error) throw new Error(`checkout_sessions insert failed: ${inserted.error.message}`);

  if (!stripe)
    return json(200, { url: `${config.supabaseUrl}/_dev/checkout/${id}?lang=${lang}`, sessionId: id, mode: 'test' });

  const customer = await stripeCustomer(service, stripe, caller);
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      customer,
      client_reference_id: id,
      locale: lang,
      currency: 'cad',
      line_items: order.lines
        .filter((l) => l.amount > 0)
        .map((l) => ({
          quantity: 1,
          price_data: {
            currency: 'cad',
            unit_amount: l.amount,
            product_data: {
              name: `${order.program.name} – ${l.name}`,
              ...(l.tierName ? { description: l.tierName } : {}),
            },
          },
        })),
      metadata: { checkout_session_id: id, user_id: caller.id, program_id: order.program.id },
      payment_intent_data: { metadata: { checkout_session_id: id, user_id: caller.id, program_id: order.program.id } },
      success_url: successUrl,
      cancel_url: cancelUrl,
      expires_at: Math.floor(expiresAt.getTime() / 1000),
    },
    { idempotencyKey: `checkout-session-${id}` },
  );
  const saved = await service.from('checkout_sessions').update({ stripe_session_id: session.id }).eq('id', id);
  if (saved.error) throw new Error(`checkout_sessions update failed: ${saved.error.message}`);
  if (!session.url) return fail(502, 'no_url', 'Stripe returned no checkout address');
  return json(200, { url: session.url, sessionId: id, mode: 'stripe' });
}

/** The caller's Stripe customer: user_profiles.stripe_customer_id, created once (idempotent per user). */
export async function stripeCustomer(service: Db, stripe: Stripe, caller: Caller): Promise<string> {
  const { data, error } = await service
    .from('user_profiles')
    .select('stripe_customer_id, email, first_name, last_name')
    .eq('id', caller.id)
    .single();
  if (error) throw new Error(`user_profiles read failed: ${error.message}`);
  if (data.stripe_customer_id) return data.stripe_customer_id as string;
  const customer = await stripe.customers.create(
    {
      email: (data.email as string) || caller.email || undefined,
      name: personName(data.first_name, data.last_name) || undefined,
      metadata: { user_id: caller.id },
    },
    { idempotencyKey: `customer-${caller.id}` },
  );
  const saved = await service.from('user_profiles').update({ stripe_customer_id: customer.id }).eq('id', caller.id);
  if (saved.error) throw new Error(`user_profiles update failed: ${saved.error.message}`);
  return customer.id;
}
