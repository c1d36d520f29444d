// Helpers of the refund and money-integrity tests (issue 33 points 1, 7a, 7b): a stack on Stripe's stand-in, a family that
// paid through Stripe's stand-in, their refund request, what the database holds
// about a registration's money, and Stripe events signed with Stripe's own
// test-header helper.
import Stripe from 'stripe';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { startFakeStripe, type FakeStripe } from './payments-fake-stripe.ts';
import { call, checkoutBody, makeParent, makeProgram, registrationsOf } from './payments-fixtures.ts';
import { startFakeRefunds } from './refunds-fake-stripe.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

export const WEBHOOK_SECRET = 'whsec_money_integrity_secret';

/** A stack whose payment functions talk to Stripe's stand-in (payments and refunds), with the admin signed in. */
export async function startStripeRefundStack(secret = WEBHOOK_SECRET) {
  const fake = await startFakeStripe();
  const stripe = await startFakeRefunds(fake);
  const stack = await startTestStack({
    functionsEnv: {
      STRIPE_SECRET_KEY: 'sk_test_local_fake',
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: secret,
    },
  });
  const admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  const stop = async () => {
    await stack.stop();
    await stripe.stop();
    await fake.stop();
  };
  return { fake, stripe, stack, admin, stop };
}

/** A family that paid 120.00 per child on Stripe's (stand-in) page; the payment intent and registrations. */
export async function paidFamily(stack: TestStack, fake: FakeStripe, tag: string, kids = ['Ava']) {
  const parent = await makeParent(stack, tag, kids);
  const program = await makeProgram(stack, tag);
  const res = await call(
    parent.client,
    'create-checkout-session',
    checkoutBody(program, parent.kids, program.regular, 12000 * kids.length),
  );
  expect(res.status).toBe(200);
  const [row] = await stack.sql(
    `select id, stripe_session_id from public.checkout_sessions where user_id = $1 order by created_at desc limit 1`,
    [parent.id],
  );
  fake.pay(row.stripe_session_id);
  const confirmed = await call(parent.client, 'confirm-checkout', { session_id: row.id });
  expect(confirmed.body.status).toBe('fulfilled');
  const regs = await registrationsOf(stack, program.id);
  return {
    parent,
    program,
    checkoutId: row.id as string,
    paymentIntent: regs[0].payment_intent_id! as string,
    regId: regs[0].id as string,
    regs,
  };
}

/** The family cancels and asks for its money back (cancel_registration writes a refund_logs line). */
export async function requestRefund(client: SupabaseClient, registrationId: string) {
  const { error } = await client.rpc('cancel_registration', {
    p_registration_id: registrationId,
    p_reason: 'moved_away',
    p_refund: true,
  });
  expect(error).toBeNull();
}

/** The registration's money, its refunds, refund lines and refund e-mails, read as the database owner. */
export async function money(stack: TestStack, registrationId: string) {
  const [reg] = await stack.sql(
    `select amount_paid, amount_refunded, payment_intent_id, checkout_session_id, stripe_session_id, refund_amount
     from public.registrations where id = $1`,
    [registrationId],
  );
  const refunds = await stack.sql(
    `select amount, status, provider, source, provider_refund_id, note, created_by
     from public.refunds where registration_id = $1 order by created_at`,
    [registrationId],
  );
  const logs = await stack.sql(
    `select action, refund_amount, refund_reason, processed_by from public.refund_logs
     where registration_id = $1 order by processed_at, action`,
    [registrationId],
  );
  const [mails] = await stack.sql(
    `select count(*)::int as n from public.email_outbox where registration_id = $1 and template = 'refund_processed'`,
    [registrationId],
  );
  return { reg, refunds, logs, mails: mails.n as number };
}

type RefundShape = { id: string; amount: number; status: string; metadata?: Record<string, string> };

const envelope = (id: string, type: string, object: Record<string, unknown>) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-09-30.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });

/** A charge.refunded event of `paymentIntent`'s charge listing `refunds` (with the status Stripe reports). */
export function chargeRefunded(eventId: string, paymentIntent: string, refunds: RefundShape[]) {
  return envelope(eventId, 'charge.refunded', {
    id: `ch_for_${paymentIntent}`,
    object: 'charge',
    payment_intent: paymentIntent,
    amount: 12000,
    amount_refunded: refunds.reduce((n, r) => n + r.amount, 0),
    refunded: true,
    refunds: {
      object: 'list',
      data: refunds.map((r) => ({ object: 'refund', metadata: {}, payment_intent: paymentIntent, ...r })),
    },
  });
}

/** A charge.refund.updated event: one refund of `paymentIntent`, its new status. */
export function refundUpdated(eventId: string, paymentIntent: string, refund: RefundShape) {
  return envelope(eventId, 'charge.refund.updated', {
    object: 'refund',
    currency: 'cad',
    metadata: {},
    payment_intent: paymentIntent,
    charge: `ch_for_${paymentIntent}`,
    ...refund,
  });
}

export async function deliver(stack: TestStack, payload: string) {
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

/** What the refunds list shows for a registration: left to refund and pending (reserved). */
export async function listed(admin: SupabaseClient, registrationId: string) {
  const { data, error } = await admin.rpc('admin_refunds', { p_filter: 'all', p_limit: 500 });
  expect(error).toBeNull();
  const rows = (data as { rows: { id: string; amount_left: number; amount_pending: number }[] }).rows;
  return rows.find((x) => x.id === registrationId);
}
