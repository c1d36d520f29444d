// Saved cards and paying registrations with one (spec 1 sections 7-8; issue 7
// point 4): save-payment-method and create-payment-intent answer
// { success, message } (+ details). With no Stripe key the local test provider
// accepts Stripe's test tokens (pm_card_visa, pm_card_mastercard, pm_card_amex,
// pm_card_chargeDeclined) and declines the last one when charging.
import type { Db } from './clients.ts';
import { participantPrice } from './domain/pricing.ts';
import { json, UUID } from './http.ts';
import { stripeCustomer } from './payments-checkout.ts';
import type { Stripe } from './payments-stripe.ts';
import { isActiveRegistration } from './domain/registration-status.ts';

type Deps = { service: Db; stripe: Stripe | null };
type Caller = { id: string; email?: string | null };

const DECLINED_LAST4 = '0002';

/** Stripe's test payment-method tokens and the card each stands for. */
export const TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_chargeDeclined: { brand: 'visa', last4: DECLINED_LAST4 },
};

const answer = (status: number, success: boolean, message: string, extra: Record<string, unknown> = {}) =>
  json(status, { success, message, ...extra });

/**
 * A Stripe failure while saving or charging a card. A card error's message is
 * written by Stripe for the buyer ('Your card was declined.') and is passed
 * on; a refused request (unknown or foreign payment method) gets our own
 * words; anything else (keys, network, Stripe outage) is thrown, so the
 * caller gets the generic server_error and the details stay in the log.
 */
export function cardFailure(err: unknown, code: 'card_error' | 'card_declined'): Response {
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'StripeCardError' && err instanceof Error) return answer(402, false, err.message, { code });
  if (type === 'StripeInvalidRequestError') {
    console.warn('Stripe refused a card request:', err instanceof Error ? err.message : err);
    return answer(400, false, 'This card cannot be used. Please try another card.', { code: 'invalid_payment_method' });
  }
  throw err;
}

function check(r: { error: { message: string } | null }, what: string) {
  if (r.error) throw new Error(`${what} failed: ${r.error.message}`);
}

/** Stripe's test cards the local test provider offers on /profile, by name (issue 20 point 5). */
export const OFFERED_TEST_CARDS = ['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex', 'pm_card_chargeDeclined'];

/**
 * save-payment-method { action: 'setup' }: how the caller adds a card. With
 * Stripe, a SetupIntent of their customer for Stripe Elements
 * ({ mode: 'stripe', clientSecret }); with the local test provider, the test
 * cards to choose from ({ mode: 'test', testCards }).
 */
export async function cardSetup(deps: Deps, caller: Caller): Promise<Response> {
  if (!deps.stripe) {
    const testCards = OFFERED_TEST_CARDS.map((id) => ({ payment_method_id: id, ...TEST_CARDS[id] }));
    return json(200, { success: true, mode: 'test', testCards });
  }
  const customer = await stripeCustomer(deps.service, deps.stripe, caller);
  const intent = await deps.stripe.setupIntents.create({
    customer,
    usage: 'on_session',
    payment_method_types: ['card'],
    metadata: { user_id: caller.id },
  });
  if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret');
  return json(200, { success: true, mode: 'stripe', clientSecret: intent.client_secret });
}

export async function savePaymentMethod(
  deps: Deps,
  caller: Caller,
  pmId: unknown,
  isDefault: unknown,
): Promise<Response> {
  if (typeof pmId !== 'string' || !/^pm_[A-Za-z0-9_]+$/.test(pmId)) {
    return answer(400, false, 'A valid payment method is required', { code: 'invalid_payment_method' });
  }
  let card: {
    id: string;
    brand: string | null;
    last4: string | null;
    exp_month: number | null;
    exp_year: number | null;
  };
  if (deps.stripe) {
    const customer = await stripeCustomer(deps.service, deps.stripe, caller);
    try {
      // A card set up on /profile (Stripe Elements, a SetupIntent of this customer) is attached
      // already; a card of another customer is refused; a bare token is attached here.
      const found = await deps.stripe.paymentMethods.retrieve(pmId);
      const owner = typeof found.customer === 'string' ? found.customer : (found.customer?.id ?? null);
      if (owner && owner !== customer)
        return answer(400, false, 'This card cannot be used. Please try another card.', {
          code: 'invalid_payment_method',
        });
      const pm = owner ? found : await deps.stripe.paymentMethods.attach(pmId, { customer });
      if (isDefault === true)
        await deps.stripe.customers.update(customer, { invoice_settings: { default_payment_method: pm.id } });
      card = {
        id: pm.id,
        brand: pm.card?.brand ?? null,
        last4: pm.card?.last4 ?? null,
        exp_month: pm.card?.exp_month ?? null,
        exp_year: pm.card?.exp_year ?? null,
      };
    } catch (err) {
      return cardFailure(err, 'card_error');
    }
  } else {
    const test = TEST_CARDS[pmId];
    if (!test)
      return answer(
        400,
        false,
        'Unknown test card: use pm_card_visa, pm_card_mastercard, pm_card_amex or pm_card_chargeDeclined',
        { code: 'invalid_payment_method' },
      );
    card = {
      id: `pm_test_${crypto.randomUUID().replace(/-/g, '')}`,
      ...test,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
    };
  }
  const existing = await deps.service
    .from('saved_payment_methods')
    .select('provider_payment_method_id, is_default')
    .eq('user_id', caller.id);
  check(existing, 'saved_payment_methods read');
  const rows = existing.data ?? [];
  // The first card becomes the default; a card saved again keeps its default (one default per family).
  const makeDefault =
    isDefault === true ||
    rows.length === 0 ||
    rows.some((r) => r.provider_payment_method_id === card.id && r.is_default);
  if (makeDefault)
    check(
      await deps.service.from('saved_payment_methods').update({ is_default: false }).eq('user_id', caller.id),
      'saved_payment_methods update',
    );
  const saved = await deps.service
    .from('saved_payment_methods')
    .upsert(
      {
        user_id: caller.id,
        provider_payment_method_id: card.id,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        is_default: makeDefault,
      },
      { onConflict: 'provider_payment_method_id' },
    )
    .select('id, provider_payment_method_id, brand, last4, exp_month, exp_year, is_default')
    .single();
  check(saved, 'saved_payment_methods save');
  return answer(200, true, 'Payment method saved successfully', { payment_method: saved.data });
}

export async function createPaymentIntent(deps: Deps, caller: Caller, ids: unknown, pmId: unknown): Promise<Response> {
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string' && UUID.test(id))) {
    return answer(400, false, 'Select at least one registration to pay', { code: 'invalid_registrations' });
  }
  if (typeof pmId !== 'string')
    return answer(400, false, 'A valid payment method is required', { code: 'invalid_payment_method' });
  const unique = [...new Set(ids as string[])].sort();
  const [regs, method] = await Promise.all([
    deps.service
      .from('registrations')
      .select(
        'id, status, amount_paid, user_id, participants(user_id, parent_guardian_id), programs(price), program_price_tiers(price), financial_assistance_codes(price)',
      )
      .in('id', unique),
    deps.service
      .from('saved_payment_methods')
      .select('provider_payment_method_id, last4')
      .eq('user_id', caller.id)
      .eq('provider_payment_method_id', pmId)
      .maybeSingle(),
  ]);
  check(regs, 'registrations read');
  check(method, 'saved_payment_methods read');
  const rows = regs.data ?? [];
  const mine = rows.filter(
    (r) =>
      r.user_id === caller.id ||
      r.participants?.user_id === caller.id ||
      r.participants?.parent_guardian_id === caller.id,
  );
  if (mine.length !== unique.length)
    return answer(404, false, 'Registration not found', { code: 'registration_not_found' });
  if (mine.some((r) => !isActiveRegistration(r.status))) {
    return answer(409, false, 'Only pending or approved registrations can be paid', { code: 'not_payable' });
  }
  if (!method.data) return answer(404, false, 'Payment method not found', { code: 'payment_method_not_found' });
  const due = mine.map((r) => {
    const expected = participantPrice(r.program_price_tiers, r.financial_assistance_codes, r.programs?.price ?? 0);
    return { id: r.id, expected, due: Math.max(expected - (r.amount_paid ?? 0), 0) };
  });
  const amount = due.reduce((sum, d) => sum + d.due, 0);
  if (amount === 0) return answer(409, false, 'These registrations are already paid', { code: 'nothing_due' });

  let intentId: string;
  if (deps.stripe) {
    const customer = await stripeCustomer(deps.service, deps.stripe, caller);
    try {
      const intent = await deps.stripe.paymentIntents.create(
        {
          amount,
          currency: 'cad',
          customer,
          payment_method: pmId,
          confirm: true,
          off_session: true,
          metadata: { registration_ids: unique.join(','), user_id: caller.id },
        },
        { idempotencyKey: `pay-${caller.id}-${unique.join('.')}-${amount}` },
      );
      if (intent.status !== 'succeeded')
        return answer(402, false, 'The payment needs another step; please try another card', {
          code: 'requires_action',
        });
      intentId = intent.id;
    } catch (err) {
      return cardFailure(err, 'card_declined');
    }
  } else {
    if (method.data.last4 === DECLINED_LAST4)
      return answer(402, false, 'Your card was declined.', { code: 'card_declined' });
    intentId = `pi_test_${crypto.randomUUID().replace(/-/g, '')}`;
  }
  for (const d of due.filter((x) => x.due > 0)) {
    check(
      await deps.service
        .from('registrations')
        .update({ amount_paid: d.expected, payment_intent_id: intentId })
        .eq('id', d.id),
      'registrations update',
    );
  }
  return answer(200, true, 'Payment processed successfully', { payment_intent_id: intentId, amount });
}
