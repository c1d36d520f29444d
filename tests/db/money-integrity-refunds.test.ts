// Issue 33 point 7a: a refund is recorded with the status Stripe reports.
// 'pending' (or 'requires_action') is reserved, never refunded: it counts
// against what is left, but not in amount_refunded, no refund line, no e-mail;
// charge.refund.updated moves it to succeeded (recorded) or failed/canceled
// (released); a succeeded refund that later fails is taken back with a line.
// The real refund-payment and stripe-webhook functions (stripe-node in Deno)
// against Stripe's stand-in, events signed with Stripe's own test-header helper.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../support/stack.ts';
import {
  chargeRefunded,
  deliver,
  listed,
  money,
  paidFamily,
  startStripeRefundStack,
  refundUpdated,
  requestRefund,
  WEBHOOK_SECRET,
} from './money-integrity-fixtures.ts';
import type { FakeStripe } from './payments-fake-stripe.ts';
import { call } from './payments-fixtures.ts';
import type { FakeRefunds } from './refunds-fake-stripe.ts';

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

const providerStatus = async (registrationId: string) =>
  (
    await stack.sql(`select provider_status from public.refunds where registration_id = $1 order by created_at`, [
      registrationId,
    ])
  ).map((r) => r.provider_status);

/** A paid family asks for its refund; Stripe will answer this payment's refunds 'pending'. */
async function pendingFamily(tag: string) {
  const family = await paidFamily(stack, fake, tag);
  await requestRefund(family.parent.client, family.regId);
  stripe.answerPending(family.paymentIntent);
  return family;
}

// The first payment starts the edge functions cold (Deno), slow on a busy machine.
describe('refund-payment when Stripe answers pending', { timeout: 90_000 }, () => {
  it('reserves the amount without refunding it, until charge.refund.updated says succeeded', async () => {
    const family = await pendingFamily('pending-then-ok');
    const res = await call(admin, 'refund-payment', { kind: 'registration', id: family.regId, amount: 8000 });
    expect(res).toMatchObject({ status: 200, body: { status: 'pending', amount: 8000, left: 4000 } });
    const refundId = res.body.providerRefundId as string;

    let m = await money(stack, family.regId);
    expect(m.reg.amount_refunded).toBe(0);
    expect(m.refunds).toEqual([
      expect.objectContaining({ amount: 8000, status: 'pending', provider_refund_id: refundId }),
    ]);
    expect(m.logs.filter((l) => l.action === 'refunded')).toEqual([]);
    expect(m.mails).toBe(0);
    expect(await providerStatus(family.regId)).toEqual(['pending']);
    // Reserved: the list shows it in progress, and nothing can refund past what was paid meanwhile.
    expect(await listed(admin, family.regId)).toMatchObject({ amount_left: 4000, amount_pending: 8000 });
    const over = await admin.rpc('begin_refund', { p_kind: 'registration', p_id: family.regId, p_amount: 4001 });
    expect(over.error?.hint).toBe('exceeds_remaining');

    // A charge.refunded listing it still pending changes nothing.
    const listedPending = chargeRefunded('evt_pending_list', family.paymentIntent, [
      { id: refundId, amount: 8000, status: 'pending' },
    ]);
    expect(await deliver(stack, listedPending)).toMatchObject({ status: 200, body: { refunded: 0 } });
    expect((await money(stack, family.regId)).reg.amount_refunded).toBe(0);

    const ok = refundUpdated('evt_pending_ok', family.paymentIntent, {
      id: refundId,
      amount: 8000,
      status: 'succeeded',
    });
    expect(await deliver(stack, ok)).toMatchObject({ status: 200, body: { refunded: 8000 } });
    expect(await deliver(stack, ok)).toMatchObject({ status: 200, body: { duplicate: true } });
    const again = refundUpdated('evt_pending_ok_2', family.paymentIntent, {
      id: refundId,
      amount: 8000,
      status: 'succeeded',
    });
    expect(await deliver(stack, again)).toMatchObject({ status: 200, body: { refunded: 0 } });

    m = await money(stack, family.regId);
    expect(m.reg.amount_refunded).toBe(8000);
    expect(m.refunds).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(m.logs.filter((l) => l.action === 'refunded')).toHaveLength(1);
    expect(m.mails).toBe(1);
    expect(await providerStatus(family.regId)).toEqual(['succeeded']);
  });

  it('releases a pending refund that Stripe reports failed or canceled', async () => {
    const family = await pendingFamily('pending-then-failed');
    const res = await call(admin, 'refund-payment', { kind: 'registration', id: family.regId, amount: 12000 });
    expect(res.body.status).toBe('pending');
    const failed = refundUpdated('evt_pending_failed', family.paymentIntent, {
      id: res.body.providerRefundId,
      amount: 12000,
      status: 'failed',
    });
    expect(await deliver(stack, failed)).toMatchObject({ status: 200, body: { refunded: 0 } });
    const m = await money(stack, family.regId);
    expect(m.reg.amount_refunded).toBe(0);
    expect(m.refunds).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(m.mails).toBe(0);
    expect(await listed(admin, family.regId)).toMatchObject({ amount_left: 12000, amount_pending: 0 });
  });
});

describe('answers and events out of order', () => {
  it('an older pending answer never moves back a refund Stripe already reported succeeded', async () => {
    const family = await paidFamily(stack, fake, 'out-of-order');
    await requestRefund(family.parent.client, family.regId);
    const begun = await admin.rpc('begin_refund', { p_kind: 'registration', p_id: family.regId, p_amount: 12000 });
    expect(begun.error).toBeNull();
    const ours = (begun.data as { refund_id: string }).refund_id;
    const report = (status: string) =>
      stack.service().rpc('record_provider_refund_status', {
        p_payment_intent_id: family.paymentIntent,
        p_provider_refund_id: 're_out_of_order',
        p_amount: 12000,
        p_status: status,
        p_refund_id: ours,
      });
    expect((await report('succeeded')).data).toMatchObject({ recorded: 12000, state: 'succeeded' });
    expect((await report('pending')).data).toMatchObject({ recorded: 0, state: 'succeeded' });
    expect((await money(stack, family.regId)).reg.amount_refunded).toBe(12000);
    // Not the browser's: an administrator cannot report a refund's status.
    const forged = await admin.rpc('record_provider_refund_status', {
      p_payment_intent_id: family.paymentIntent,
      p_provider_refund_id: 're_forged',
      p_amount: 1,
      p_status: 'succeeded',
    });
    expect(forged.error).not.toBeNull();
  });
});

describe('refunds made in Stripe’s dashboard', () => {
  it('records a pending dashboard refund as reserved, and as refunded once it succeeds', async () => {
    const family = await paidFamily(stack, fake, 'dash-pending');
    await requestRefund(family.parent.client, family.regId);
    const event = chargeRefunded('evt_dash_pending', family.paymentIntent, [
      { id: 're_dash_pending_1', amount: 5000, status: 'pending' },
    ]);
    expect(await deliver(stack, event)).toMatchObject({ status: 200, body: { refunded: 0 } });
    let m = await money(stack, family.regId);
    expect(m.reg.amount_refunded).toBe(0);
    expect(m.refunds).toEqual([
      expect.objectContaining({ amount: 5000, status: 'pending', source: 'stripe_dashboard' }),
    ]);
    expect(await listed(admin, family.regId)).toMatchObject({ amount_left: 7000, amount_pending: 5000 });

    const done = refundUpdated('evt_dash_pending_ok', family.paymentIntent, {
      id: 're_dash_pending_1',
      amount: 5000,
      status: 'succeeded',
    });
    expect(await deliver(stack, done)).toMatchObject({ status: 200, body: { refunded: 5000 } });
    m = await money(stack, family.regId);
    expect(m.reg.amount_refunded).toBe(5000);
    expect(m.mails).toBe(1);
  });

  it('takes back a refund that succeeded and then failed, with a refund line saying so', async () => {
    const family = await paidFamily(stack, fake, 'dash-late-fail');
    await requestRefund(family.parent.client, family.regId);
    await deliver(
      stack,
      chargeRefunded('evt_dash_ok', family.paymentIntent, [{ id: 're_dash_late', amount: 12000, status: 'succeeded' }]),
    );
    expect((await money(stack, family.regId)).reg.amount_refunded).toBe(12000);
    const late = refundUpdated('evt_dash_late_fail', family.paymentIntent, {
      id: 're_dash_late',
      amount: 12000,
      status: 'failed',
    });
    expect(await deliver(stack, late)).toMatchObject({ status: 200 });
    const m = await money(stack, family.regId);
    expect(m.reg.amount_refunded).toBe(0);
    expect(m.refunds).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(m.logs.map((l) => [l.action, l.refund_amount])).toEqual(
      expect.arrayContaining([
        ['refunded', 12000],
        ['refund_failed', 12000],
      ]),
    );
    expect(await listed(admin, family.regId)).toMatchObject({ amount_left: 12000 });
  });
});
