import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { PaymentFunctionError } from '@/lib/function-error';
import { returnErrorMessage } from './return-error';

const err = (code: string) => new PaymentFunctionError('x', code, 409);
const t = i18n.getFixedT('en', 'payments');

describe('payment return messages', () => {
  it.each([
    ['already_registered', "It looks like you're already registered for this program!"],
    ['registration_failed', 'Registration creation failed. Please contact support with your payment confirmation.'],
    ['server_error', 'Registration processing failed. Please contact support with your payment confirmation.'],
    ['session_not_found', 'We could not find a payment for this link. No registration was created.'],
    [
      'amount_mismatch',
      'The amount paid does not match the registration total, so no registration was created. Your payment will be refunded; please contact support with your payment confirmation.',
    ],
    [
      'account_inactive',
      'This account is deactivated, so the registration could not be confirmed. Please contact an administrator with your payment confirmation.',
    ],
  ])('return %s reads as the spec says', (code, text) => {
    expect(returnErrorMessage(err(code), t)).toBe(text);
  });

  it('an exception that is not a function refusal is "processing failed"', () => {
    expect(returnErrorMessage(new TypeError('boom'), t)).toBe(t('return.errors.processingFailed'));
  });
});
