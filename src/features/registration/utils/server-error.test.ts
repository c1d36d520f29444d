import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { PaymentFunctionError } from '@/lib/function-error';
import { checkoutErrorMessage, registrationErrorMessage } from './server-error';

const tIn = (lng: 'en' | 'fr') => i18n.getFixedT(lng, 'registration');
const refusal = (code: string, requestId?: string) =>
  new PaymentFunctionError('raw server text', code, 409, undefined, requestId);

describe("registrationErrorMessage: database refusals in the family's language (issue 17)", () => {
  it.each([
    [
      { hint: 'too_many_attempts' },
      'Too many attempts. Please wait a few minutes and try again.',
      'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
    ],
    [
      { hint: 'price_tier_unavailable' },
      'This price option is no longer available today. Please choose another one.',
      'Cette option de tarif n’est plus offerte aujourd’hui. Veuillez en choisir une autre.',
    ],
    [
      { hint: 'price_option_required' },
      'Please select a price option for all participants',
      'Veuillez choisir une option de tarif pour tous les participants',
    ],
    [
      { hint: 'consent_version_outdated' },
      'One of the agreements was updated after you opened this page. Please reload the page, read it again and accept it.',
      'Une des ententes a été mise à jour après l’ouverture de cette page. Veuillez recharger la page, la relire et l’accepter.',
    ],
    [
      { hint: 'account_inactive' },
      'This account is deactivated, so it cannot register. Please contact an administrator.',
      'Ce compte est désactivé : il ne peut pas faire d’inscription. Veuillez communiquer avec un administrateur.',
    ],
    [
      { code: '23505', message: 'duplicate key' },
      "It looks like you're already registered for this program!",
      'Il semble que vous soyez déjà inscrit à ce programme!',
    ],
    [{ message: 'boom' }, 'Registration failed: boom', 'L’inscription a échoué : boom'],
  ])('%o', (error, en, fr) => {
    expect(registrationErrorMessage(error, tIn('en'))).toBe(en);
    expect(registrationErrorMessage(error, tIn('fr'))).toBe(fr);
  });

  it('names the unanswered question, and words an answered-as-value code refusal', () => {
    const t = tIn('en');
    expect(registrationErrorMessage({ hint: 'question_required', message: 'Please answer: Jersey size?' }, t)).toBe(
      t('validation.question', { question: 'Jersey size?' }),
    );
    expect(registrationErrorMessage({ error: { hint: 'invalid_assistance_code', message: 'x' } }, t)).toBe(
      t('codes.invalid'),
    );
    expect(registrationErrorMessage(null, t)).toBe(t('errors.failed'));
  });
});

describe('checkoutErrorMessage: one refusal, one wording on both paths', () => {
  it.each([
    ['too_many_attempts', { hint: 'too_many_attempts' }],
    ['price_tier_unavailable', { hint: 'price_tier_unavailable' }],
    ['price_option_required', { hint: 'price_option_required' }],
    ['consent_version_outdated', { hint: 'consent_version_outdated' }],
    ['program_closed', { hint: 'program_closed' }],
    ['sold_out', { hint: 'price_tier_sold_out' }],
    ['already_registered', { code: '23505', message: 'duplicate key' }],
    // The payment functions' caller check answers the database's hint as its code (issue 33 point 3).
    ['account_inactive', { hint: 'account_inactive' }],
  ])('the checkout %s reads as the free path refusal', (code, free) => {
    for (const lng of ['en', 'fr'] as const) {
      const t = tIn(lng);
      const text = checkoutErrorMessage(refusal(code), t);
      expect(text).toBe(registrationErrorMessage(free, t));
      expect(text).not.toMatch(/serverErrors|\$t\(/);
    }
  });

  it.each([
    ['amount_mismatch', 'The total has changed since you opened this page. Please review the prices and try again.'],
    ['no_url', 'Payment processing failed. Please try again.'],
    ['network_error', 'Payment processing failed. Please try again.'],
    ['bad_request', 'Payment processing failed. Please try again.'],
  ])('checkout %s, never the raw server text', (code, text) => {
    expect(checkoutErrorMessage(refusal(code), tIn('en'))).toBe(text);
  });

  it('an unexpected server error gives the support reference, else the generic failure', () => {
    expect(checkoutErrorMessage(refusal('server_error', 'req-123'), tIn('en'))).toBe(
      'Something went wrong. Please try again. If it happens again, contact support and give this reference: req-123.',
    );
    expect(checkoutErrorMessage(refusal('server_error', 'req-123'), tIn('fr'))).toContain('req-123');
    expect(checkoutErrorMessage(refusal('server_error'), tIn('en'))).toBe(
      'Payment processing failed. Please try again.',
    );
    expect(checkoutErrorMessage(new TypeError('boom'), tIn('en'))).toBe('Payment processing failed. Please try again.');
  });
});
