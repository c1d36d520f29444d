import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFailure } from './payments-cards.ts';

const stripeError = (type: string, message: string) => Object.assign(new Error(message), { type });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cardFailure: what a card failure tells the buyer (issue 17 point 12)', () => {
  it("passes on a card error's message, written by Stripe for the buyer", async () => {
    const res = cardFailure(stripeError('StripeCardError', 'Your card was declined.'), 'card_declined');
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ success: false, message: 'Your card was declined.', code: 'card_declined' });
  });

  it("answers a refused request in our words, not Stripe's", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = cardFailure(
      stripeError('StripeInvalidRequestError', "No such PaymentMethod: 'pm_x'; a similar object exists in live mode"),
      'card_error',
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({
      success: false,
      message: 'This card cannot be used. Please try another card.',
      code: 'invalid_payment_method',
    });
  });

  it.each([
    ['an authentication error', stripeError('StripeAuthenticationError', 'Invalid API Key provided: sk_live_****1234')],
    ['a connection error', stripeError('StripeConnectionError', 'connect ECONNREFUSED 10.0.0.3:443')],
    ['anything else', new Error('boom')],
  ])('throws %s (a generic 500 for the caller)', (_name, err) => {
    expect(() => cardFailure(err, 'card_error')).toThrow(err);
  });
});
