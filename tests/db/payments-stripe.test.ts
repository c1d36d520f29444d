// The Stripe path of the payment functions (real stripe-node in Deno against a
// stand-in for Stripe's servers), and the webhook with events signed by
// Stripe's own test-header helper: valid, tampered, stale, replayed.
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

const WEBHOOK_SECRET = 'whsec_payments_test_secret';
let stack: TestStack;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  stack = await startTestStack({
    functionsEnv: {
      STRIPE_SECRET_KEY: 'sk_test_local_fake',
      STRIPE_API_BASE: fake.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
});
afterAll(async () => {
  await stack?.stop();
  await fake?.stop();
});

async function startStripeCheckout(parent: Parent, program: Program) {
  const res = await call(
    parent.client,
    'create-checkout-session',
    checkoutBody(program, parent.kids, program.regular, 12000 * parent.kids.length),
  );
  expect(res.body.code).toBeUndefined();
  const [row] = await stack.sql(
    `select id, stripe_session_id, provider from public.checkout_sessions where user_id = $1 order by created_at desc limit 1`,
    [parent.id],
  );
  return {
    url: res.body.url as string,
    id: row.id as string,
    cs: row.stripe_session_id as string,
    provider: row.provider as string,
  };
}

/** A Checkout Session event; the session's total is 240.00 CAD (two children at Regular) unless `extra` says otherwise. */
function event(id: string, type: string, cs: string, checkoutId: string, extra: Record<string, unknown> = {}) {
  return stripeEvent(id, type, {
    id: cs,
    object: 'checkout.session',
    payment_status: 'paid',
    payment_intent: `pi_${id}`,
    client_reference_id: checkoutId,
    metadata: { checkout_session_id: checkoutId },
    amount_total: 24000,
    currency: 'cad',
    ...extra,
  });
}

const deliver = (payload: string, signature: string | null) =>
  webhookDelivery(stack, WEBHOOK_SECRET).deliver(payload, signature);
const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
  webhookDelivery(stack, WEBHOOK_SECRET).sign(payload, opts);

describe('Stripe Checkout', () => {
  let parent: Parent;
  let program: Program;
  beforeAll(async () => {
    parent = await makeParent(stack, 'stripe');
    program = await makeProgram(stack, 'stripe');
  });

  it('opens a CAD session with one line per child, an idempotency key, an expiry and a reused customer', async () => {
    const first = await startStripeCheckout(parent, program);
    expect(first.provider).toBe('stripe');
    expect(first.url).toBe(`https://checkout.stripe.test/c/pay/${first.cs}`);
    const created = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.idempotencyKey).toBe(`checkout-session-${first.id}`);
    expect(created.params).toMatchObject({
      mode: 'payment',
      currency: 'cad',
      client_reference_id: first.id,
      'metadata[checkout_session_id]': first.id,
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '12000',
      'line_items[0][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '12000',
      success_url: `http://localhost:5173/dashboard?payment=success&session_id=${first.id}`,
    });
    expect(created.params['line_items[2][quantity]']).toBeUndefined();
    const minutes = (Number(created.params.expires_at) * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
    const [profile] = await stack.sql(`select stripe_customer_id from public.user_profiles where id = $1`, [parent.id]);
    expect(created.params.customer).toBe(profile.stripe_customer_id);

    await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, [parent.kids[0]], program.regular, 12000),
    );
    const customers = fake.requests.filter(
      (r) => r.path === '/v1/customers' && r.params['metadata[user_id]'] === parent.id,
    );
    expect(customers).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.params.customer).toBe(
      profile.stripe_customer_id,
    );
  });

  it('confirms only once Stripe says the session is paid', async () => {
    const other = await makeParent(stack, 'stripe-confirm');
    const s = await startStripeCheckout(other, program);
    expect(await call(other.client, 'confirm-checkout', { session_id: s.id })).toMatchObject({
      status: 402,
      body: { code: 'not_paid' },
    });
    expect((await registrationsOf(stack, program.id)).filter((r) => r.checkout_session_id === s.id)).toEqual([]);
    fake.pay(s.cs);
    const ok = await call(other.client, 'confirm-checkout', { session_id: s.id });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'fulfilled', confirmationId: s.cs });
    const regs = (await registrationsOf(stack, program.id)).filter((r) => r.checkout_session_id === s.id);
    expect(regs.map((r) => [r.status, r.amount_paid, r.payment_intent_id])).toEqual([
      ['approved', 12000, `pi_for_${s.cs}`],
      ['approved', 12000, `pi_for_${s.cs}`],
    ]);
  });

  it('never accepts a local test-mode payment once a Stripe key is set', async () => {
    const other = await makeParent(stack, 'stripe-testrow', ['Tia']);
    const [row] = await stack.sql(
      `insert into public.checkout_sessions (user_id, program_id, payload, amount_total, status, provider)
       values ($1, $2, $3, 12000, 'paid', 'test') returning id`,
      [
        other.id,
        program.id,
        {
          items: [{ participant_id: other.kids[0].id, price_tier_id: program.regular }],
          answers: { [program.question]: 'M' },
          consents: { waiver_agreed: true, media_consent_agreed: true, concussion_awareness_agreed: true },
          amounts: { [other.kids[0].id]: 12000 },
        },
      ],
    );
    expect(await call(other.client, 'confirm-checkout', { session_id: row.id })).toMatchObject({
      status: 402,
      body: { code: 'not_paid' },
    });
    expect((await registrationsOf(stack, program.id)).filter((r) => r.participant_id === other.kids[0].id)).toEqual([]);
  });
});

describe('stripe-webhook', () => {
  let parent: Parent;
  let program: Program;
  let s: Awaited<ReturnType<typeof startStripeCheckout>>;
  beforeAll(async () => {
    parent = await makeParent(stack, 'hook');
    program = await makeProgram(stack, 'hook');
    s = await startStripeCheckout(parent, program);
  });
  const mine = async () => (await registrationsOf(stack, program.id)).filter((r) => r.checkout_session_id === s.id);

  it('refuses unsigned, wrongly signed, tampered and stale events, creating nothing', async () => {
    const payload = event('evt_bad_1', 'checkout.session.completed', s.cs, s.id);
    expect(await deliver(payload, null)).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
    expect(await deliver(payload, sign(payload, { secret: 'whsec_wrong' }))).toMatchObject({
      status: 400,
      body: { code: 'invalid_signature' },
    });
    const tampered = payload.replace('"payment_status":"paid"', '"payment_status":"paid","amount_total":1');
    expect(await deliver(tampered, sign(payload))).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
    const stale = sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(await deliver(payload, stale)).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
    expect(await mine()).toEqual([]);
    expect(await stack.sql(`select id from public.stripe_events where id = 'evt_bad_1'`)).toEqual([]);
  });

  it('fulfils a valid checkout.session.completed once; replays and repeats create nothing more', async () => {
    const payload = event('evt_ok_1', 'checkout.session.completed', s.cs, s.id);
    const header = sign(payload);
    expect(await deliver(payload, header)).toMatchObject({ status: 200, body: { received: true, fulfilled: true } });
    const regs = await mine();
    expect(regs.map((r) => [r.status, r.amount_paid, r.payment_intent_id])).toEqual([
      ['approved', 12000, 'pi_evt_ok_1'],
      ['approved', 12000, 'pi_evt_ok_1'],
    ]);
    expect(await deliver(payload, header)).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(await deliver(payload, sign(payload))).toMatchObject({ status: 200, body: { duplicate: true } });
    const retry = event('evt_ok_2', 'checkout.session.async_payment_succeeded', s.cs, s.id);
    expect(await deliver(retry, sign(retry))).toMatchObject({ status: 200, body: { fulfilled: true } });
    expect((await mine()).map((r) => r.id).sort()).toEqual(regs.map((r) => r.id).sort());
    const back = await call(parent.client, 'confirm-checkout', { session_id: s.id });
    expect(back.body).toMatchObject({ status: 'fulfilled', alreadyFulfilled: true });
  });

  it("sends one receipt with the card's last four digits that Stripe reports", async () => {
    const [row] = await stack.sql<{ id: string }>(
      `select id from public.email_outbox where template = 'payment_receipt' and payload ->> 'checkout_session_id' = $1`,
      [s.id],
    );
    const res = await fetch(`${stack.url}/functions/v1/deliver-emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const mail = await stack.mail.waitFor((m) => m.outboxId === row.id, 15_000);
    expect(mail.text).toContain('1881');
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/v1/payment_intents/pi_evt_ok_1')).toBe(true);
    const [saved] = await stack.sql(`select card_last4 from public.checkout_sessions where id = $1`, [s.id]);
    expect(saved.card_last4).toBe('1881');
  });

  it('ignores an event whose Stripe session does not match the checkout it names', async () => {
    const other = await makeParent(stack, 'hook-forge', ['Fay']);
    const victim = await startStripeCheckout(other, program);
    const payload = event('evt_forge', 'checkout.session.completed', 'cs_test_not_theirs', victim.id);
    expect(await deliver(payload, sign(payload))).toMatchObject({
      status: 200,
      body: { ignored: 'unknown checkout session' },
    });
    expect((await registrationsOf(stack, program.id)).filter((r) => r.checkout_session_id === victim.id)).toEqual([]);
  });

  it('checkout.session.expired closes an open session; the return then creates nothing', async () => {
    const other = await makeParent(stack, 'hook-expire', ['Eve']);
    const open = await startStripeCheckout(other, program);
    const payload = event('evt_exp', 'checkout.session.expired', open.cs, open.id, { payment_status: 'unpaid' });
    expect(await deliver(payload, sign(payload))).toMatchObject({ status: 200, body: { status: 'expired' } });
    const [row] = await stack.sql(`select status from public.checkout_sessions where id = $1`, [open.id]);
    expect(row.status).toBe('expired');
    fake.pay(open.cs);
    expect(await call(other.client, 'confirm-checkout', { session_id: open.id })).toMatchObject({
      status: 409,
      body: { code: 'expired' },
    });
  });
});

describe('a Stripe total that differs from our price (issue 17 point 12)', () => {
  let program: Program;
  beforeAll(async () => {
    program = await makeProgram(stack, 'amount');
  });
  const sessionRow = async (id: string) =>
    (
      await stack.sql(
        `select status, error, payload ->> 'failure_code' as failure_code, payment_intent_id from public.checkout_sessions where id = $1`,
        [id],
      )
    )[0];
  const regsOf = async (id: string) =>
    (await registrationsOf(stack, program.id)).filter((r) => r.checkout_session_id === id);

  it.each([
    ['a smaller amount', { amount_total: 100 }],
    ['another currency', { currency: 'usd' }],
    ['no amount at all', { amount_total: null }],
  ])('the webhook fulfils nothing for %s, marks the session for refund and answers 200', async (_name, extra) => {
    const parent = await makeParent(stack, 'amount-hook');
    const s = await startStripeCheckout(parent, program);
    const evtId = `evt_amount_${Math.random().toString(36).slice(2, 10)}`;
    const payload = event(evtId, 'checkout.session.completed', s.cs, s.id, extra);
    expect(await deliver(payload, sign(payload))).toEqual({
      status: 200,
      body: { received: true, fulfilled: false, code: 'amount_mismatch' },
    });
    expect(await regsOf(s.id)).toEqual([]);
    const row = await sessionRow(s.id);
    expect(row).toMatchObject({
      status: 'refund_needed',
      failure_code: 'amount_mismatch',
      payment_intent_id: `pi_${evtId}`,
    });
    expect(row.error).toMatch(/^amount_mismatch: /);
    // The event is recorded (no retry processes it) and the return tells the family.
    expect(await stack.sql(`select id from public.stripe_events where id = $1`, [evtId])).toHaveLength(1);
    expect(await call(parent.client, 'confirm-checkout', { session_id: s.id })).toMatchObject({
      status: 409,
      body: { code: 'amount_mismatch' },
    });
    expect(await regsOf(s.id)).toEqual([]);
  });

  it('the dashboard return checks the total Stripe reports too', async () => {
    const parent = await makeParent(stack, 'amount-return');
    const s = await startStripeCheckout(parent, program);
    fake.pay(s.cs);
    fake.sessions.get(s.cs)!.amount_total = 12000;
    expect(await call(parent.client, 'confirm-checkout', { session_id: s.id })).toMatchObject({
      status: 409,
      body: { code: 'amount_mismatch' },
    });
    expect(await regsOf(s.id)).toEqual([]);
    expect(await sessionRow(s.id)).toMatchObject({
      status: 'refund_needed',
      failure_code: 'amount_mismatch',
      payment_intent_id: `pi_for_${s.cs}`,
    });
    // A later, correct-looking event does not fulfil a session marked for refund.
    const payload = event('evt_after_mismatch', 'checkout.session.completed', s.cs, s.id);
    expect(await deliver(payload, sign(payload))).toMatchObject({
      status: 200,
      body: { fulfilled: false, code: 'amount_mismatch' },
    });
    expect(await regsOf(s.id)).toEqual([]);
  });

  it('a matching total fulfils as before', async () => {
    const parent = await makeParent(stack, 'amount-ok');
    const s = await startStripeCheckout(parent, program);
    const payload = event('evt_amount_ok', 'checkout.session.completed', s.cs, s.id);
    expect(await deliver(payload, sign(payload))).toMatchObject({ status: 200, body: { fulfilled: true } });
    expect(await regsOf(s.id)).toHaveLength(2);
  });
});

describe('saved cards with Stripe', () => {
  it('saves a card on the customer and pays a pending registration with it; a declined card pays nothing', async () => {
    const parent = await makeParent(stack, 'cards', ['Cal', 'Dee']);
    const program = await makeProgram(stack, 'cards');
    const regs = await stack.sql<{ id: string }>(
      `insert into public.registrations (participant_id, program_id, price_tier_id, user_id, status,
         waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at, concussion_awareness_agreed, concussion_awareness_agreed_at)
       select k, $2, $3, $4, 'pending', true, now(), true, now(), true, now() from unnest($1::uuid[]) k returning id`,
      [parent.kids.map((k) => k.id), program.id, program.regular, parent.id],
    );
    const saved = await call(parent.client, 'save-payment-method', {
      payment_method_id: 'pm_card_visa',
      is_default: true,
    });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        success: true,
        payment_method: { provider_payment_method_id: 'pm_card_visa', brand: 'visa', last4: '4242', is_default: true },
      },
    });
    expect(fake.requests.some((r) => r.path === '/v1/payment_methods/pm_card_visa/attach')).toBe(true);

    const declinedCard = await call(parent.client, 'save-payment-method', {
      payment_method_id: 'pm_card_chargeDeclined',
      is_default: false,
    });
    expect(declinedCard.body.success).toBe(true);
    const declined = await call(parent.client, 'create-payment-intent', {
      registration_ids: [regs[0].id],
      payment_method_id: 'pm_card_chargeDeclined',
    });
    expect(declined).toMatchObject({ status: 402, body: { success: false, message: 'Your card was declined.' } });

    const paid = await call(parent.client, 'create-payment-intent', {
      registration_ids: regs.map((r) => r.id),
      payment_method_id: 'pm_card_visa',
    });
    expect(paid).toMatchObject({ status: 200, body: { success: true, amount: 24000 } });
    const intent = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(intent.params).toMatchObject({
      amount: '24000',
      currency: 'cad',
      payment_method: 'pm_card_visa',
      confirm: 'true',
    });
    const rows = await stack.sql(
      `select amount_paid, payment_intent_id from public.registrations where id = any($1::uuid[])`,
      [regs.map((r) => r.id)],
    );
    expect(rows.map((r) => r.amount_paid)).toEqual([12000, 12000]);
    expect(rows[0].payment_intent_id).toBe(paid.body.payment_intent_id);
  });
});
