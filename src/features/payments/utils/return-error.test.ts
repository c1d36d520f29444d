import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { PaymentFunctionError } from './function-error';
import { checkoutErrorKey, checkoutErrorMessage, returnErrorKey } from './payment-error-key';

const err = (code: string) => new PaymentFunctionError('x', code, 409);

describe('payment error messages', () => {
  it.each([
    ['already_registered', "It looks like you're already registered for this program!"],
    ['registration_failed', 'Registration creation failed. Please contact support with your payment confirmation.'],
    ['server_error', 'Registration processing failed. Please contact support with your payment confirmation.'],
    ['session_not_found', 'We could not find a payment for this link. No registration was created.'],
    [
      'amount_mismatch',
      'The amount paid does not match the registration total, so no registration was created. Your payment will be refunded; please contact support with your payment confirmation.',
    ],
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

  // Issue 17: the refusals the registration screen shows in the user's language.
  it.each([
    [
      'too_many_attempts',
      'Too many incorrect financial assistance codes were entered. Please wait 10 minutes and try again.',
      'Trop de codes d’aide financière incorrects ont été saisis. Veuillez attendre 10 minutes, puis réessayer.',
    ],
    [
      'price_tier_unavailable',
      'A price option you chose is not available today. Please reload the page to see the current price options.',
      'Une option de prix que vous avez choisie n’est pas offerte aujourd’hui. Veuillez recharger la page pour voir les options de prix actuelles.',
    ],
    [
      'price_option_required',
      'Please choose a price option for each participant.',
      'Veuillez choisir une option de prix pour chaque participant.',
    ],
    [
      'consent_version_outdated',
      'The waiver or consent texts were updated since you opened this page. Please reload the page, read them and accept them again.',
      'La renonciation ou les textes de consentement ont été mis à jour depuis l’ouverture de cette page. Veuillez recharger la page, les lire et les accepter de nouveau.',
    ],
  ])('checkout %s in English and French', (code, en, fr) => {
    const key = checkoutErrorKey(err(code));
    expect(i18n.t(key, { ns: 'payments', lng: 'en' })).toBe(en);
    expect(i18n.t(key, { ns: 'payments', lng: 'fr' })).toBe(fr);
    expect(checkoutErrorMessage(err(code))).toEqual({ key });
  });

  it('an unexpected server error gives the support reference, never the server text', () => {
    const e = new PaymentFunctionError(
      'Something went wrong. Please try again.',
      'server_error',
      500,
      undefined,
      'req-123',
    );
    const m = checkoutErrorMessage(e);
    expect(i18n.t(m.key, { ns: 'payments', lng: 'en', ...m.values })).toBe(
      'Something went wrong. Please try again. If it happens again, contact support and give this reference: req-123.',
    );
    expect(i18n.t(m.key, { ns: 'payments', lng: 'fr', ...m.values })).toContain('req-123');
    expect(checkoutErrorMessage(new PaymentFunctionError('x', 'server_error', 500))).toEqual({
      key: 'checkout.errors.failed',
    });
  });
});
