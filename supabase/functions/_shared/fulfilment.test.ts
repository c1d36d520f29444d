import { describe, expect, it } from 'vitest';
import { amountMatches, paymentIntentOf } from './fulfilment.ts';

describe('amountMatches: what Stripe charged against our checkout row (issue 17 point 12)', () => {
  const ours = { amount_total: 24000, currency: 'cad' };
  it.each<[string, { amount_total?: number | null; currency?: string | null }, boolean]>([
    ['same amount and currency', { amount_total: 24000, currency: 'cad' }, true],
    ['currency in capitals', { amount_total: 24000, currency: 'CAD' }, true],
    ['a smaller amount', { amount_total: 1, currency: 'cad' }, false],
    ['a larger amount', { amount_total: 24001, currency: 'cad' }, false],
    ['another currency', { amount_total: 24000, currency: 'usd' }, false],
    ['no amount', { currency: 'cad' }, false],
    ['a null amount', { amount_total: null, currency: 'cad' }, false],
    ['no currency', { amount_total: 24000 }, false],
  ])('%s', (_name, charged, expected) => {
    expect(amountMatches(charged, ours)).toBe(expected);
  });
});

describe('paymentIntentOf', () => {
  it.each([
    ['an id', { payment_intent: 'pi_1' }, 'pi_1'],
    ['an expanded object', { payment_intent: { id: 'pi_2' } }, 'pi_2'],
    ['none', { payment_intent: null }, null],
  ])('%s', (_name, session, expected) => {
    expect(paymentIntentOf(session)).toBe(expected);
  });
});
