// Delivering events to stripe-webhook the way Stripe does: a JSON body signed
// with the endpoint's secret by Stripe's own test-header helper
// (Stripe.webhooks.generateTestHeaderString), or not signed at all.
import Stripe from 'stripe';
import type { TestStack } from '../support/stack.ts';

export function webhookDelivery(stack: TestStack, secret: string) {
  const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? secret, timestamp: opts.timestamp });
  async function deliver(payload: string, signature: string | null) {
    const res = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      body: payload,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the webhook's JSON answer, asserted field by field
    return { status: res.status, body: (await res.json()) as any };
  }
  return { sign, deliver };
}

/** An event of `type` about `object`, as Stripe sends it. */
export function stripeEvent(id: string, type: string, object: Record<string, unknown>): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-09-30.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
}
