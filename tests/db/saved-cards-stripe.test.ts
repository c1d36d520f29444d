// Saved cards with Stripe (issue 20 points 5 and 6): the real stripe-node client
// in the functions against the stand-in for Stripe's servers. Adding a card
// starts a SetupIntent of the family's customer; a card set up that way is not
// attached twice; paying with it is one PaymentIntent per order (idempotency
// key per checkout row) fulfilled like a Checkout payment; a card that needs
// 3-D Secure or is declined charges nothing and creates nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { startFakeStripe, type FakeStripe } from './payments-fake-stripe.ts';
import { call, checkoutBody, makeParent, makeProgram, registrationsOf } from './payments-fixtures.ts';

let stack: TestStack;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  stack = await startTestStack({
    functionsEnv: { STRIPE_SECRET_KEY: 'sk_test_local_fake', STRIPE_API_BASE: fake.url },
  });
});
afterAll(async () => {
  await stack?.stop();
  await fake?.stop();
});

describe('saved cards with Stripe', () => {
  it('sets a card up for the customer, saves it without attaching it again, and pays an order with it once', async () => {
    const parent = await makeParent(stack, 'stripe-saved', ['Cal']);
    const program = await makeProgram(stack, 'stripe-saved');

    const setup = await call(parent.client, 'save-payment-method', { action: 'setup' });
    expect(setup).toMatchObject({
      status: 200,
      body: { mode: 'stripe', clientSecret: expect.stringMatching(/_secret_/) },
    });
    const [{ customer }] = await stack.sql<{ customer: string }>(
      `select stripe_customer_id as customer from public.user_profiles where id = $1`,
      [parent.id],
    );
    const intent = fake.requests.filter((r) => r.path === '/v1/setup_intents').at(-1)!;
    expect(intent.params).toMatchObject({ customer, usage: 'on_session', 'payment_method_types[0]': 'card' });

    // What Stripe Elements answers after confirmCardSetup: a card attached to this customer.
    const pm = `pm_setup_${customer}`;
    const saved = await call(parent.client, 'save-payment-method', { payment_method_id: pm });
    expect(saved).toMatchObject({
      status: 200,
      body: { success: true, payment_method: { provider_payment_method_id: pm, last4: '4242', is_default: true } },
    });
    expect(fake.requests.some((r) => r.path === `/v1/payment_methods/${pm}/attach`)).toBe(false);
    // Saved again (a second click): still one card, still the default.
    await call(parent.client, 'save-payment-method', { payment_method_id: pm, is_default: false });
    expect(
      await stack.sql(
        `select provider_payment_method_id, is_default from public.saved_payment_methods where user_id = $1`,
        [parent.id],
      ),
    ).toEqual([{ provider_payment_method_id: pm, is_default: true }]);
    // A card of another customer is refused.
    const foreign = await call(parent.client, 'save-payment-method', { payment_method_id: 'pm_setup_cus_someone' });
    expect(foreign).toMatchObject({ status: 400, body: { code: 'invalid_payment_method' } });

    const paid = await call(parent.client, 'create-payment-intent', {
      ...checkoutBody(program, parent.kids, program.regular, 12000),
      payment_method_id: pm,
    });
    expect(paid).toMatchObject({ status: 200, body: { success: true, amount: 12000 } });
    const charges = fake.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(charges).toHaveLength(1);
    expect(charges[0].params).toMatchObject({
      amount: '12000',
      currency: 'cad',
      customer,
      payment_method: pm,
      confirm: 'true',
      'metadata[checkout_session_id]': paid.body.sessionId,
    });
    expect(charges[0].idempotencyKey).toBe(`saved-card-${paid.body.sessionId}`);
    const regs = await registrationsOf(stack, program.id);
    expect(regs).toHaveLength(1);
    expect(regs[0]).toMatchObject({
      status: 'approved',
      amount_paid: 12000,
      checkout_session_id: paid.body.sessionId,
      payment_intent_id: paid.body.payment_intent_id,
    });
    const [s] = await stack.sql(`select status, provider from public.checkout_sessions where id = $1`, [
      paid.body.sessionId,
    ]);
    expect(s).toEqual({ status: 'fulfilled', provider: 'stripe' });
  });

  it('a card needing 3-D Secure or a declined card charges nothing and creates nothing', async () => {
    const parent = await makeParent(stack, 'stripe-3ds', ['Dee']);
    const program = await makeProgram(stack, 'stripe-3ds');
    for (const id of ['pm_card_authenticationRequired', 'pm_card_chargeDeclined']) {
      expect((await call(parent.client, 'save-payment-method', { payment_method_id: id })).status).toBe(200);
    }
    const before = fake.requests.length;
    const threeDs = await call(parent.client, 'create-payment-intent', {
      ...checkoutBody(program, parent.kids, program.regular, 12000),
      payment_method_id: 'pm_card_authenticationRequired',
    });
    expect(threeDs).toMatchObject({ status: 402, body: { success: false, code: 'requires_action' } });
    // The payment intent waiting for authentication is cancelled: nothing is taken.
    expect(fake.requests.slice(before).some((r) => /^\/v1\/payment_intents\/[^/]+\/cancel$/.test(r.path))).toBe(true);

    const declined = await call(parent.client, 'create-payment-intent', {
      ...checkoutBody(program, parent.kids, program.regular, 12000),
      payment_method_id: 'pm_card_chargeDeclined',
    });
    expect(declined).toMatchObject({ status: 402, body: { success: false, code: 'card_declined' } });
    expect(await registrationsOf(stack, program.id)).toEqual([]);
    const sessions = await stack.sql(`select status from public.checkout_sessions where user_id = $1`, [parent.id]);
    expect(sessions).toEqual([{ status: 'cancelled' }, { status: 'cancelled' }]);
  });
});
