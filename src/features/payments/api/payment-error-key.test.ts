import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { PaymentFunctionError } from './function-error';
import { checkoutErrorKey, returnErrorKey } from './payment-error-key';

const err = (code: string) => new PaymentFunctionError('x', code, 409);

describe('payment error messages', () => {
  it.each([
    ['already_registered', "It looks like you're already registered for this program!"],
    ['registration_failed', 'Registration creation failed. Please contact support with your payment confirmation.'],
    ['server_error', 'Registration processing failed. Please contact support with your payment confirmation.'],
    ['session_not_found', 'We could not find a payment for this link. No registration was created.'],
  ])('return %s reads as the spec says', (code, text) => {
    expect(i18n.t(returnErrorKey(err(code)), { ns: 'payments' })).toBe(text);
  });

  it('an exception that is not a function refusal is "processing failed"', () => {
    expect(returnErrorKey(new TypeError('boom'))).toBe('return.errors.processingFailed');
  });

  it.each([
    ['no_url', 'Payment processing failed. Please try again.'],
    ['network_error', 'Payment processing failed. Please try again.'],
    ['amount_mismatch', 'The total has changed since you opened this page. Please review the prices and try again.'],
  ])('checkout %s', (code, text) => {
    expect(i18n.t(checkoutErrorKey(err(code)), { ns: 'payments' })).toBe(text);
  });
});
