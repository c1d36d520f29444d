// Issue 36 point 3: a saved-card payment is completed or closed by Stripe's
// payment_intent.* events exactly once, whatever happened to the function that
// charged. "Killed after the charge": the stand-in for Stripe's servers
// creates the PaymentIntent (charges the card, or declines it) and drops the
// connection before answering, so create-payment-intent dies with the charge
// made and no fulfilment run, leaving its checkout row open. Events are
// signed by Stripe's own test-header helper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { startFakeStripe, type FakeStripe } from './payments-fake-stripe.ts';
import {
  call,
  checkoutBody,
  makeParent,
  makeProgram,
  registrationsOf,
  type Parent,
  type Program,
} from './payments-fixtures.ts';
import { stripeEvent, webhookDelivery } from './stripe-webhook-delivery.ts';

const WEBHOOK_SECRET = 'whsec_saved_card_webhook_test';
let stack: TestStack;
let fake: FakeStripe;
let hook: ReturnType<typeof webhookDelivery>;
beforeAll(async () => {
  fake = await startFakeStripe();
  stack = await startTestStack({
    functionsEnv: {
      STRIPE_SECRET_KEY: 'sk_test_local_fake',
      STRIPE_API_BASE: fake.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
  hook = webhookDelivery(stack, WEBHOOK_SECRET);
});
afterAll(async () => {
  await stack?.stop();
  await fake?.stop();
});

let n = 0;
/** Delivers `type` about `intent` under a new event id (or `eventId`), signed; returns the id and the answer. */
async function send(type: string, intent: Record<string, unknown>, eventId = `evt_saved_${++n}_${Date.now()}`) {
  const payload = stripeEvent(eventId, type, intent);
  return { eventId, payload, answer: await hook.deliver(payload, hook.sign(payload)) };
}

const sessionRow = async (id: string) =>
  (await stack.sql(`select status, error, payment_intent_id from public.checkout_sessions where id = $1`, [id]))[0];
const receipts = async (id: string) =>
  stack.sql(
    `select id from public.email_outbox where template = 'payment_receipt' and payload ->> 'checkout_session_id' = $1`,
    [id],
  );

/** Pays the order of `parent`'s children at Regular with a saved card while the function is "killed" after the charge. */
async function killedPayment(parent: Parent, program: Program, card: string) {
  fake.dropChargeAnswers = true;
  const res = await call(parent.client, 'create-payment-intent', {
    ...checkoutBody(program, parent.kids, program.regular, 12000 * parent.kids.length),
    payment_method_id: card,
  }).finally(() => (fake.dropChargeAnswers = false));
  expect(res.status).toBe(500);
  const [row] = await stack.sql<{ id: string; status: string }>(
    `select id, status from public.checkout_sessions where user_id = $1 order by created_at desc limit 1`,
    [parent.id],
  );
  expect(row.status).toBe('open');
  const intent = [...fake.intents.values()].find((i) => i.metadata.checkout_session_id === row.id)!;
  expect(intent.metadata.user_id).toBe(parent.id);
  return { id: row.id, intent };
}

async function savedCard(parent: Parent, pm: string) {
  const saved = await call(parent.client, 'save-payment-method', { payment_method_id: pm });
  expect(saved.body.success).toBe(true);
  return saved.body.payment_method.provider_payment_method_id as string;
}

describe('payment_intent.succeeded', () => {
  let parent: Parent;
  let program: Program;
  let killed: Awaited<ReturnType<typeof killedPayment>>;
  const mine = async () =>
    (await registrationsOf(stack, program.id)).filter((r) => r.checkout_session_id === killed.id);
  beforeAll(async () => {
    parent = await makeParent(stack, 'killed');
    program = await makeProgram(stack, 'killed');
    killed = await killedPayment(parent, program, await savedCard(parent, 'pm_card_visa'));
  });

  it('completes a payment whose function was killed after the charge, exactly once', async () => {
    expect(killed.intent.status).toBe('succeeded');
    expect(await mine()).toEqual([]);

    const first = await send('payment_intent.succeeded', killed.intent);
    expect(first.answer).toEqual({ status: 200, body: { received: true, fulfilled: true, already: false } });
    const regs = await mine();
    expect(regs.map((r) => [r.status, r.amount_paid, r.payment_intent_id])).toEqual([
      ['approved', 12000, killed.intent.id],
      ['approved', 12000, killed.intent.id],
    ]);
    expect(await sessionRow(killed.id)).toMatchObject({ status: 'fulfilled', payment_intent_id: killed.intent.id });
    expect(await receipts(killed.id)).toHaveLength(1);

    // The same event again (a replay), then the same payment under a new event id: nothing more.
    expect((await hook.deliver(first.payload, hook.sign(first.payload))).body).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await send('payment_intent.succeeded', killed.intent)).answer.body).toEqual({
      received: true,
      fulfilled: true,
      already: true,
    });
    expect((await mine()).map((r) => r.id).sort()).toEqual(regs.map((r) => r.id).sort());
    expect(await receipts(killed.id)).toHaveLength(1);
    expect(await stack.sql(`select id from public.stripe_events where id = $1`, [first.eventId])).toHaveLength(1);
  });

  it('a payment_failed arriving late leaves the completed payment as it is', async () => {
    expect((await send('payment_intent.payment_failed', killed.intent)).answer.body).toEqual({
      received: true,
      status: 'cancelled',
    });
    expect(await sessionRow(killed.id)).toMatchObject({ status: 'fulfilled' });
    expect(await mine()).toHaveLength(2);
  });

  it('the charging function and the webhook both completing the same payment register once', async () => {
    const other = await makeParent(stack, 'race', ['Rae']);
    const card = await savedCard(other, 'pm_card_visa');
    const paid = await call(other.client, 'create-payment-intent', {
      ...checkoutBody(program, other.kids, program.regular, 12000),
      payment_method_id: card,
    });
    expect(paid).toMatchObject({ status: 200, body: { success: true, amount: 12000 } });
    const intent = fake.intents.get(paid.body.payment_intent_id)!;
    expect((await send('payment_intent.succeeded', intent)).answer.body).toMatchObject({ already: true });
    const regs = (await registrationsOf(stack, program.id)).filter(
      (r) => r.checkout_session_id === paid.body.sessionId,
    );
    expect(regs).toHaveLength(1);
    expect(await receipts(paid.body.sessionId)).toHaveLength(1);
  });

  it('the webhook completing the payment while the charging function waits for Stripe: registered once, both answer success', async () => {
    const other = await makeParent(stack, 'webhook-first', ['Wes']);
    const card = await savedCard(other, 'pm_card_visa');
    let release = () => {};
    fake.holdChargeAnswers = new Promise<void>((resolve) => (release = resolve));
    const paying = call(other.client, 'create-payment-intent', {
      ...checkoutBody(program, other.kids, program.regular, 12000),
      payment_method_id: card,
    });
    try {
      await expect
        .poll(() => [...fake.intents.values()].find((i) => i.metadata.user_id === other.id) ?? null, {
          timeout: 15_000,
        })
        .not.toBeNull();
      const intent = [...fake.intents.values()].find((i) => i.metadata.user_id === other.id)!;
      expect((await send('payment_intent.succeeded', intent)).answer.body).toEqual({
        received: true,
        fulfilled: true,
        already: false,
      });
    } finally {
      fake.holdChargeAnswers = null;
      release();
    }
    // The function then goes on: its fulfilment finds the session fulfilled (not marked for refund).
    const paid = await paying;
    expect(paid).toMatchObject({ status: 200, body: { success: true, amount: 12000 } });
    expect(await sessionRow(paid.body.sessionId)).toMatchObject({ status: 'fulfilled' });
    const regs = (await registrationsOf(stack, program.id)).filter(
      (r) => r.checkout_session_id === paid.body.sessionId,
    );
    expect(regs).toHaveLength(1);
    expect(await receipts(paid.body.sessionId)).toHaveLength(1);
  });

  it("ignores an intent naming another family's checkout, or a charge of another amount", async () => {
    const victim = await makeParent(stack, 'victim', ['Vic']);
    const hijacked = await killedPayment(victim, program, await savedCard(victim, 'pm_card_visa'));
    const forged = { ...hijacked.intent, metadata: { ...hijacked.intent.metadata, user_id: parent.id } };
    expect((await send('payment_intent.succeeded', forged)).answer.body).toEqual({
      received: true,
      ignored: 'not a saved-card payment of ours',
    });
    expect(await sessionRow(hijacked.id)).toMatchObject({ status: 'open' });

    const cheaper = { ...hijacked.intent, amount: 100, amount_received: 100 };
    expect((await send('payment_intent.succeeded', cheaper)).answer.body).toEqual({
      received: true,
      fulfilled: false,
      code: 'amount_mismatch',
    });
    expect(await sessionRow(hijacked.id)).toMatchObject({ status: 'refund_needed' });
    expect((await registrationsOf(stack, program.id)).filter((r) => r.checkout_session_id === hijacked.id)).toEqual([]);
  });
});

describe('payment_intent.payment_failed', () => {
  it('closes a declined payment whose function was killed, and releases the program for another payment', async () => {
    const parent = await makeParent(stack, 'declined', ['Dot']);
    const program = await makeProgram(stack, 'declined');
    const declinedCard = await savedCard(parent, 'pm_card_chargeDeclined');
    const visa = await savedCard(parent, 'pm_card_visa');
    const killed = await killedPayment(parent, program, declinedCard);
    expect(killed.intent.status).toBe('requires_payment_method');

    // While the session is open, a second payment for the program is refused as in progress.
    const body = { ...checkoutBody(program, parent.kids, program.regular, 12000), payment_method_id: visa };
    expect(await call(parent.client, 'create-payment-intent', body)).toMatchObject({
      status: 409,
      body: { code: 'payment_in_progress' },
    });

    const failed = await send('payment_intent.payment_failed', killed.intent);
    expect(failed.answer).toEqual({ status: 200, body: { received: true, status: 'cancelled' } });
    const row = await sessionRow(killed.id);
    expect(row.status).toBe('cancelled');
    expect(row.error).toBe('payment_failed: Your card was declined.');
    expect((await hook.deliver(failed.payload, hook.sign(failed.payload))).body).toMatchObject({ duplicate: true });
    expect((await registrationsOf(stack, program.id)).filter((r) => r.checkout_session_id === killed.id)).toEqual([]);

    const paid = await call(parent.client, 'create-payment-intent', body);
    expect(paid).toMatchObject({ status: 200, body: { success: true, amount: 12000 } });
  });
});
