// Refunds through Stripe (issue 20 points 2-3): the real refund-payment and
// stripe-webhook functions with stripe-node in Deno, against the payments
// stand-in for Stripe's servers plus its Refunds API (refunds-fake-stripe.ts),
// and charge.refunded events signed with Stripe's own test-header helper.
import Stripe from 'stripe';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../support/stack.ts';
import type { FakeStripe } from './payments-fake-stripe.ts';
import { call } from './payments-fixtures.ts';
import type { FakeRefunds } from './refunds-fake-stripe.ts';
import { paidFamily, startStripeRefundStack } from './money-integrity-fixtures.ts';

const WEBHOOK_SECRET = 'whsec_refunds_test_secret';
let stack: TestStack;
let fake: FakeStripe;
let stripe: FakeRefunds;
let admin: SupabaseClient;
let stopStack: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ fake, stripe, stack, admin, stop: stopStack } = await startStripeRefundStack(WEBHOOK_SECRET));
});
afterAll(async () => {
  await stopStack?.();
});

async function requestRefund(client: SupabaseClient, registrationId: string) {
  const { error } = await client.rpc('cancel_registration', {
    p_registration_id: registrationId,
    p_reason: 'moved_away',
    p_refund: true,
  });
  expect(error).toBeNull();
}

async function recorded(registrationId: string) {
  const [reg] = await stack.sql(`select amount_refunded, provider_refund_id from public.registrations where id = $1`, [
    registrationId,
  ]);
  const refunds = await stack.sql(
    `select amount, status, source, provider_refund_id, failure_message from public.refunds
     where registration_id = $1 order by created_at`,
    [registrationId],
  );
  const [logs] = await stack.sql(
    `select count(*)::int as n from public.refund_logs where registration_id = $1 and action = 'refunded'`,
    [registrationId],
  );
  const [mails] = await stack.sql(
    `select count(*)::int as n from public.email_outbox where registration_id = $1 and template = 'refund_processed'`,
    [registrationId],
  );
  return { reg, refunds, logs: logs.n as number, mails: mails.n as number };
}

/** A charge.refunded event of `paymentIntent`'s charge listing `refunds`. */
function chargeRefunded(
  eventId: string,
  paymentIntent: string,
  refunds: { id: string; amount: number; status?: string; metadata?: Record<string, string> }[],
  embedded = true,
) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'charge.refunded',
    api_version: '2025-09-30.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: `ch_for_${paymentIntent}`,
        object: 'charge',
        payment_intent: paymentIntent,
        amount: 12000,
        amount_refunded: refunds.reduce((n, r) => n + r.amount, 0),
        refunded: true,
        ...(embedded
          ? {
              refunds: {
                object: 'list',
                data: refunds.map((r) => ({
                  object: 'refund',
                  status: 'succeeded',
                  metadata: {},
                  payment_intent: paymentIntent,
                  ...r,
                })),
              },
            }
          : {}),
      },
    },
  });
}

async function deliver(payload: string) {
  const res = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

describe('refund-payment with Stripe', () => {
  it('refunds on the payment intent with an idempotency key per refund and records Stripe’s refund id', async () => {
    const family = await paidFamily(stack, fake, 'stripe-refund');
    const regId = family.regs[0].id;
    await requestRefund(family.parent.client, regId);

    const res = await call(admin, 'refund-payment', { kind: 'registration', id: regId, amount: 4500, note: 'Fee' });
    expect(res).toMatchObject({ status: 200, body: { status: 'succeeded', amount: 4500, left: 7500 } });
    const sent = stripe.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(sent.params).toMatchObject({
      payment_intent: family.paymentIntent,
      amount: '4500',
      reason: 'requested_by_customer',
      'metadata[refund_id]': res.body.refundId,
      'metadata[kind]': 'registration',
      'metadata[target_id]': regId,
    });
    expect(sent.idempotencyKey).toBe(`refund-${res.body.refundId}`);
    expect(res.body.providerRefundId).toMatch(/^re_fake_/);
    const r = await recorded(regId);
    expect(r.reg).toEqual({ amount_refunded: 4500, provider_refund_id: res.body.providerRefundId });
    expect(r.logs).toBe(1);
    expect(r.mails).toBe(1);
  });

  it('shows Stripe’s reason when Stripe refuses, and changes nothing', async () => {
    const family = await paidFamily(stack, fake, 'stripe-refused');
    const regId = family.regs[0].id;
    await requestRefund(family.parent.client, regId);
    stripe.refuse(family.paymentIntent, 'charge_already_refunded', 'Charge ch_x has already been refunded.');

    const res = await call(admin, 'refund-payment', { kind: 'registration', id: regId, amount: 12000 });
    expect(res).toMatchObject({
      status: 402,
      body: {
        code: 'refund_refused',
        error: 'Charge ch_x has already been refunded.',
        details: { stripeCode: 'charge_already_refunded' },
      },
    });
    const r = await recorded(regId);
    expect(r.reg.amount_refunded).toBe(0);
    expect(r.refunds).toEqual([
      expect.objectContaining({
        amount: 12000,
        status: 'failed',
        failure_message: 'Charge ch_x has already been refunded.',
      }),
    ]);
    expect(r.logs).toBe(0);
    expect(r.mails).toBe(0);
    // The reservation is released: the whole amount is still there to refund.
    const { data } = await admin.rpc('admin_refunds', { p_filter: 'waiting', p_limit: 500 });
    expect((data as { rows: { id: string; amount_left: number }[] }).rows.find((x) => x.id === regId)).toMatchObject({
      amount_left: 12000,
    });
  });
});

describe('charge.refunded', () => {
  it('records a refund made in Stripe’s dashboard once, however often the event comes', async () => {
    const family = await paidFamily(stack, fake, 'dashboard');
    const regId = family.regs[0].id;
    await requestRefund(family.parent.client, regId);

    const event = chargeRefunded('evt_refund_dash_1', family.paymentIntent, [{ id: 're_dash_1', amount: 5000 }]);
    const first = await deliver(event);
    expect(first).toMatchObject({ status: 200, body: { received: true, refunded: 5000 } });
    const replay = await deliver(event);
    expect(replay).toMatchObject({ status: 200, body: { duplicate: true } });
    // Another event listing the same refund (Stripe lists them all): still once.
    const again = await deliver(
      chargeRefunded('evt_refund_dash_2', family.paymentIntent, [{ id: 're_dash_1', amount: 5000 }]),
    );
    expect(again).toMatchObject({ status: 200, body: { refunded: 0 } });

    let r = await recorded(regId);
    expect(r.reg).toEqual({ amount_refunded: 5000, provider_refund_id: 're_dash_1' });
    expect(r.refunds).toEqual([
      expect.objectContaining({
        amount: 5000,
        status: 'succeeded',
        source: 'stripe_dashboard',
        provider_refund_id: 're_dash_1',
      }),
    ]);
    expect(r.logs).toBe(1);
    expect(r.mails).toBe(1);

    // A second refund later: only the new one is recorded.
    await deliver(
      chargeRefunded('evt_refund_dash_3', family.paymentIntent, [
        { id: 're_dash_1', amount: 5000 },
        { id: 're_dash_2', amount: 7000 },
      ]),
    );
    r = await recorded(regId);
    expect(r.reg.amount_refunded).toBe(12000);
    expect(r.refunds.map((x) => x.provider_refund_id)).toEqual(['re_dash_1', 're_dash_2']);
    expect(r.logs).toBe(2);
  });

  it('completes our own refund whose answer was lost, from Stripe’s list when the event has none', async () => {
    const family = await paidFamily(stack, fake, 'lost-answer');
    const regId = family.regs[0].id;
    await requestRefund(family.parent.client, regId);
    // Reserved, then the function died before recording Stripe's answer.
    const { data: begun, error } = await admin.rpc('begin_refund', {
      p_kind: 'registration',
      p_id: regId,
      p_amount: 12000,
      p_provider: 'stripe',
    });
    expect(error).toBeNull();
    const refundId = (begun as { refund_id: string }).refund_id;
    stripe.refunds.push({
      id: 're_lost_1',
      object: 'refund',
      amount: 12000,
      currency: 'cad',
      payment_intent: family.paymentIntent,
      charge: `ch_for_${family.paymentIntent}`,
      status: 'succeeded',
      metadata: { refund_id: refundId },
    });
    const res = await deliver(chargeRefunded('evt_refund_lost', family.paymentIntent, [], false));
    expect(res).toMatchObject({ status: 200, body: { refunded: 12000 } });
    const r = await recorded(regId);
    expect(r.reg).toEqual({ amount_refunded: 12000, provider_refund_id: 're_lost_1' });
    expect(r.refunds).toEqual([expect.objectContaining({ status: 'succeeded', source: 'admin', amount: 12000 })]);
    expect(
      stripe.requests.some((x) => x.method === 'GET' && x.params.charge === `ch_for_${family.paymentIntent}`),
    ).toBe(true);
  });

  it('records a dashboard refund of a checkout that could not be fulfilled', async () => {
    const family = await paidFamily(stack, fake, 'dash-checkout');
    // A second payment whose registration failed (same program, a payment intent of its own).
    const [s] = await stack.sql(
      `insert into public.checkout_sessions (user_id, program_id, payload, amount_total, status, provider,
         payment_intent_id, paid_at, error)
       values ($1, $2, '{"lines": [{"name": "Zed", "amount": 12000}], "failure_code": "already_registered"}', 12000,
         'refund_needed', 'stripe', 'pi_refund_needed_1', now(), 'duplicate key')
       returning id`,
      [family.parent.id, family.program.id],
    );
    const res = await deliver(
      chargeRefunded('evt_refund_needed', 'pi_refund_needed_1', [{ id: 're_rn_1', amount: 12000 }]),
    );
    expect(res).toMatchObject({ status: 200, body: { refunded: 12000 } });
    const [row] = await stack.sql(
      `select amount_refunded, provider_refund_id from public.checkout_sessions where id = $1`,
      [s.id],
    );
    expect(row).toEqual({ amount_refunded: 12000, provider_refund_id: 're_rn_1' });
    // The family's other, fulfilled payment is untouched.
    expect((await recorded(family.regs[0].id)).reg.amount_refunded).toBe(0);
  });

  it('refuses an unsigned or tampered event', async () => {
    const payload = chargeRefunded('evt_forged', 'pi_x', [{ id: 're_forged', amount: 100 }]);
    const res = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
      },
      body: payload,
    });
    expect(res.status).toBe(400);
    expect(await stack.sql(`select 1 from public.refunds where provider_refund_id = 're_forged'`)).toEqual([]);
  });
});
