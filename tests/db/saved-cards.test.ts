// Saved cards (issue 20 points 5, 6 and 8) through the real edge functions and
// the local test provider: a family adds cards, makes one the default and
// removes one only under the database's rules (owner only, exactly one
// default), pays a registration order with a saved card (created once, through
// the checkout's fulfilment), a declined card creates nothing; and a deployed
// project with no Stripe key and no development flag refuses every payment function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { call, checkoutBody, makeParent, makeProgram, registrationsOf } from './payments-fixtures.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

type Card = { id: string; provider_payment_method_id: string; last4: string; is_default: boolean };
const cardsOf = (userId: string) =>
  stack.sql<Card>(
    `select id, provider_payment_method_id, last4, is_default from public.saved_payment_methods
     where user_id = $1 order by created_at, id`,
    [userId],
  );

describe('saving, making default and removing cards on /profile', () => {
  it('offers the test cards by name, keeps exactly one default, and only the owner changes them', async () => {
    const parent = await makeParent(stack, 'card-owner', ['Cal']);
    const stranger = await makeParent(stack, 'card-stranger', ['Sid']);

    const setup = await call(parent.client, 'save-payment-method', { action: 'setup' });
    expect(setup).toMatchObject({ status: 200, body: { mode: 'test' } });
    expect(setup.body.testCards).toEqual([
      { payment_method_id: 'pm_card_visa', brand: 'visa', last4: '4242' },
      { payment_method_id: 'pm_card_mastercard', brand: 'mastercard', last4: '4444' },
      { payment_method_id: 'pm_card_amex', brand: 'amex', last4: '8431' },
      { payment_method_id: 'pm_card_chargeDeclined', brand: 'visa', last4: '0002' },
    ]);

    // The first card becomes the default; a second one does not unless asked.
    await call(parent.client, 'save-payment-method', { payment_method_id: 'pm_card_visa', is_default: false });
    await call(parent.client, 'save-payment-method', { payment_method_id: 'pm_card_mastercard', is_default: false });
    let cards = await cardsOf(parent.id);
    expect(cards.map((c) => [c.last4, c.is_default])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    const [visa, mastercard] = cards;

    // The owner reads them newest first through the API (spec 1 section 7).
    const { data: listed } = await parent.client
      .from('saved_payment_methods')
      .select('last4')
      .order('created_at', { ascending: false });
    expect(listed).toEqual([{ last4: '4444' }, { last4: '4242' }]);

    // Make default: the owner only; the other card loses it in the same call.
    expect((await parent.client.rpc('set_default_payment_method', { p_method_id: mastercard.id })).error).toBeNull();
    cards = await cardsOf(parent.id);
    expect(cards.map((c) => [c.last4, c.is_default])).toEqual([
      ['4242', false],
      ['4444', true],
    ]);

    // Side doors: another family, a direct update, a second default.
    const foreign = await stranger.client.rpc('set_default_payment_method', { p_method_id: visa.id });
    expect(foreign.error?.hint).toBe('payment_method_not_found');
    const foreignRemove = await stranger.client.rpc('remove_payment_method', { p_method_id: mastercard.id });
    expect(foreignRemove.error?.hint).toBe('payment_method_not_found');
    const foreignDelete = await stranger.client.from('saved_payment_methods').delete().eq('id', visa.id).select();
    expect(foreignDelete.data ?? []).toEqual([]);
    const { data: strangerSees } = await stranger.client.from('saved_payment_methods').select('id').eq('id', visa.id);
    expect(strangerSees).toEqual([]);
    const directUpdate = await parent.client
      .from('saved_payment_methods')
      .update({ is_default: true })
      .eq('id', visa.id)
      .select();
    expect(directUpdate.error).not.toBeNull();
    const twoDefaults = await stack
      .sql(`update public.saved_payment_methods set is_default = true where user_id = $1`, [parent.id])
      .then(
        () => null,
        (e: Error) => e.message,
      );
    expect(twoDefaults).toMatch(/saved_payment_methods_one_default_idx|duplicate key/);
    expect(await cardsOf(parent.id)).toEqual(cards);

    // Remove the default: the card left becomes the default.
    const removed = await parent.client.rpc('remove_payment_method', { p_method_id: mastercard.id });
    expect(removed).toMatchObject({ error: null, data: mastercard.provider_payment_method_id });
    cards = await cardsOf(parent.id);
    expect(cards.map((c) => [c.last4, c.is_default])).toEqual([['4242', true]]);
    // A removed card cannot pay any more.
    const program = await makeProgram(stack, 'removed-card');
    const pay = await call(parent.client, 'create-payment-intent', {
      ...checkoutBody(program, parent.kids, program.regular, 12000),
      payment_method_id: mastercard.provider_payment_method_id,
    });
    expect(pay).toMatchObject({ status: 404, body: { success: false, code: 'payment_method_not_found' } });
    expect(await registrationsOf(stack, program.id)).toEqual([]);
  }, 90_000);
});

describe('paying a registration with a saved card', () => {
  it('charges the server price once, creates the registrations once through fulfilment, and the return confirms them', async () => {
    const parent = await makeParent(stack, 'saved-pay');
    const stranger = await makeParent(stack, 'saved-pay-stranger', ['Sid']);
    const program = await makeProgram(stack, 'saved-pay');
    const saved = await call(parent.client, 'save-payment-method', { payment_method_id: 'pm_card_visa' });
    const pm = saved.body.payment_method.provider_payment_method_id as string;
    const strangerCard = await call(stranger.client, 'save-payment-method', { payment_method_id: 'pm_card_visa' });

    // Another family's card, a wrong total: refused before any charge.
    const foreign = await call(parent.client, 'create-payment-intent', {
      ...checkoutBody(program, parent.kids, program.regular, 24000),
      payment_method_id: strangerCard.body.payment_method.provider_payment_method_id,
    });
    expect(foreign).toMatchObject({ status: 404, body: { code: 'payment_method_not_found' } });
    const cheap = await call(parent.client, 'create-payment-intent', {
      ...checkoutBody(program, parent.kids, program.regular, 100),
      payment_method_id: pm,
    });
    expect(cheap).toMatchObject({ status: 409, body: { code: 'amount_mismatch', details: { expected: 24000 } } });
    expect(await stack.sql(`select 1 from public.checkout_sessions where user_id = $1`, [parent.id])).toEqual([]);

    const paid = await call(parent.client, 'create-payment-intent', {
      ...checkoutBody(program, parent.kids, program.regular, 24000),
      payment_method_id: pm,
    });
    expect(paid).toMatchObject({ status: 200, body: { success: true, amount: 24000 } });
    const sessionId = paid.body.sessionId as string;
    expect(paid.body.payment_intent_id).toMatch(/^pi_test_/);
    const regs = await registrationsOf(stack, program.id);
    expect(regs).toHaveLength(2);
    for (const r of regs) {
      expect(r).toMatchObject({
        status: 'approved',
        amount_paid: 12000,
        checkout_session_id: sessionId,
        payment_intent_id: paid.body.payment_intent_id,
      });
    }
    const [s] = await stack.sql(
      `select status, provider, amount_total, card_last4, receipt_number, payload ->> 'method' as method
       from public.checkout_sessions where id = $1`,
      [sessionId],
    );
    expect(s).toMatchObject({
      status: 'fulfilled',
      provider: 'test',
      amount_total: 24000,
      card_last4: '4242',
      method: 'saved_card',
    });
    expect(s.receipt_number).toMatch(/^R-\d{4}-\d{6}$/);

    // Paying again (a second click, a reload): refused before any charge; still two registrations, one session.
    const again = await call(parent.client, 'create-payment-intent', {
      ...checkoutBody(program, parent.kids, program.regular, 24000),
      payment_method_id: pm,
    });
    expect(again).toMatchObject({ status: 409, body: { success: false, code: 'already_registered' } });
    expect(await registrationsOf(stack, program.id)).toHaveLength(2);
    expect(await stack.sql(`select id from public.checkout_sessions where user_id = $1`, [parent.id])).toEqual([
      { id: sessionId },
    ]);

    // The dashboard's return (the same as after Checkout) confirms without creating anything.
    const confirmed = await call(parent.client, 'confirm-checkout', { session_id: sessionId });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'fulfilled', alreadyFulfilled: true } });
    expect(confirmed.body.registrations).toHaveLength(2);
    const strangerConfirm = await call(stranger.client, 'confirm-checkout', { session_id: sessionId });
    expect(strangerConfirm).toMatchObject({ status: 404, body: { code: 'session_not_found' } });
  });

  it('a declined test card charges nothing and creates nothing; Checkout still works afterwards', async () => {
    const parent = await makeParent(stack, 'saved-declined', ['Dee']);
    const program = await makeProgram(stack, 'saved-declined');
    const saved = await call(parent.client, 'save-payment-method', { payment_method_id: 'pm_card_chargeDeclined' });
    expect(saved.body.payment_method).toMatchObject({ last4: '0002', is_default: true });
    const declined = await call(parent.client, 'create-payment-intent', {
      ...checkoutBody(program, parent.kids, program.regular, 12000),
      payment_method_id: saved.body.payment_method.provider_payment_method_id,
    });
    expect(declined).toMatchObject({ status: 402, body: { success: false, code: 'card_declined' } });
    expect(await registrationsOf(stack, program.id)).toEqual([]);
    const sessions = await stack.sql(
      `select status, payment_intent_id, paid_at from public.checkout_sessions where user_id = $1`,
      [parent.id],
    );
    expect(sessions).toEqual([{ status: 'cancelled', payment_intent_id: null, paid_at: null }]);

    const checkout = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 12000),
    );
    expect(checkout.status).toBe(200);
    expect(checkout.body.url).toMatch(/\/_dev\/checkout\//);
  });
});

describe('a deployed project with no Stripe key (no development flag)', () => {
  let prod: TestStack;
  beforeAll(async () => {
    prod = await startTestStack({ functionsEnv: { SUPABASE_LOCAL_DEV_STACK: '0' } });
  });
  afterAll(async () => {
    await prod?.stop();
  });

  it('answers 503 payments_not_configured from each payment function and stores nothing', async () => {
    const parent = await makeParent(prod, 'no-key');
    const program = await makeProgram(prod, 'no-key');
    const body = checkoutBody(program, parent.kids, program.regular, 24000);
    const answers = await Promise.all([
      call(parent.client, 'create-checkout-session', body),
      call(parent.client, 'create-payment-intent', { ...body, payment_method_id: 'pm_card_visa' }),
      call(parent.client, 'save-payment-method', { payment_method_id: 'pm_card_visa' }),
      call(parent.client, 'save-payment-method', { action: 'setup' }),
    ]);
    for (const a of answers) {
      expect(a).toMatchObject({ status: 503, body: { code: 'payments_not_configured', success: false } });
    }
    expect(await prod.sql(`select 1 from public.checkout_sessions where user_id = $1`, [parent.id])).toEqual([]);
    expect(await prod.sql(`select 1 from public.saved_payment_methods where user_id = $1`, [parent.id])).toEqual([]);
  });
});
