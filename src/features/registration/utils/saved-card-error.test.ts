import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { PaymentFunctionError } from '@/lib/function-error';
import { checkoutErrorMessage, savedCardErrorMessage } from './server-error';
import { savedCardName } from './saved-card-name';

const tIn = (lng: 'en' | 'fr') => i18n.getFixedT(lng, 'registration');
const refusal = (code: string, status = 402) => new PaymentFunctionError('raw server text', code, status);

describe('savedCardErrorMessage: a saved card that did not pay (issue 20 point 6)', () => {
  it.each([
    ['card_declined', /declined\. Nothing was charged.*new card/, /refusée\. Rien n’a été débité.*nouvelle carte/],
    [
      'requires_action',
      /confirm this payment.*“Pay with a new card”/,
      /confirmer ce paiement.*« Payer avec une nouvelle carte »/,
    ],
    ['payment_method_not_found', /no longer available/, /n’est plus disponible/],
    ['payment_in_progress', /already being made/, /déjà en cours/],
  ])('%s is said in both languages, never with the server text', (code, en, fr) => {
    expect(savedCardErrorMessage(refusal(code), tIn('en'))).toMatch(en);
    expect(savedCardErrorMessage(refusal(code), tIn('fr'))).toMatch(fr);
    expect(savedCardErrorMessage(refusal(code), tIn('en'))).not.toContain('raw server text');
  });

  it('the checkout refusals keep their one wording', () => {
    expect(savedCardErrorMessage(refusal('already_registered', 409), tIn('en'))).toBe(
      "It looks like you're already registered for this program!",
    );
    expect(savedCardErrorMessage(new Error('x'), tIn('en'))).toBe('Payment processing failed. Please try again.');
  });
});

describe('payments_not_configured: card payment not available yet, and whom to contact (issue 20 point 8)', () => {
  it('names the organisation’s contact e-mail when it is set', () => {
    expect(checkoutErrorMessage(refusal('payments_not_configured', 503), tIn('en'), 'help@example.org')).toBe(
      'Card payment is not available yet. For help, write to help@example.org.',
    );
    expect(savedCardErrorMessage(refusal('payments_not_configured', 503), tIn('fr'), 'help@example.org')).toBe(
      'Le paiement par carte n’est pas encore offert. Pour obtenir de l’aide, écrivez à help@example.org.',
    );
  });

  it('says how to reach the organisation without it', () => {
    expect(checkoutErrorMessage(refusal('payments_not_configured', 503), tIn('en'), null)).toBe(
      'Card payment is not available yet. For help, reply to any of our e-mails or ask your program’s coordinator.',
    );
  });
});

describe('savedCardName', () => {
  it('names the card by brand and last four digits in the user’s language', () => {
    expect(savedCardName(tIn('en'), { brand: 'visa', last4: '4242' })).toBe('Visa ending 4242');
    expect(savedCardName(tIn('fr'), { brand: 'amex', last4: '8431' })).toBe('American Express se terminant par 8431');
    expect(savedCardName(tIn('en'), { brand: 'weird', last4: '1111' })).toBe('card ending 1111');
  });
});
