import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { PaymentFunctionError } from '@/lib/function-error';
import { addCardError } from './add-card-error';

const refusal = (code: string, status = 400, requestId?: string) =>
  new PaymentFunctionError('raw server text', code, status, undefined, requestId);

describe('addCardError: a refused card, in the family’s language', () => {
  it('a deactivated account is told so (issue 33 point 3), in English and French', () => {
    expect(addCardError(refusal('account_inactive', 403), i18n.getFixedT('en'))).toBe(
      'This account is deactivated, so cards cannot be added. Please contact an administrator.',
    );
    expect(addCardError(refusal('account_inactive', 403), i18n.getFixedT('fr'))).toBe(
      'Ce compte est désactivé : aucune carte ne peut être ajoutée. Veuillez communiquer avec un administrateur.',
    );
  });

  it.each([
    ['invalid_payment_method', 'This card cannot be used. Please try another card.'],
    ['card_error', 'This card cannot be used. Please try another card.'],
    ['not_signed_in', 'The card could not be saved. Please try again.'],
    ['server_error', 'The card could not be saved. Please try again.'],
  ])('%s, never the raw server text', (code, text) => {
    expect(addCardError(refusal(code), i18n.getFixedT('en'))).toBe(text);
  });

  it.each([
    ['a database error', { code: '23505', message: 'duplicate key value' }],
    ['a plain Error', new Error('raw server text')],
    ['nothing', null],
  ])('%s is never said in the server’s words', (_, error) => {
    expect(addCardError(error, i18n.getFixedT('en'))).toBe('The card could not be saved. Please try again.');
  });

  it('an unexpected server error gives the support reference', () => {
    expect(addCardError(refusal('server_error', 500, 'req-9'), i18n.getFixedT('en'))).toContain('req-9');
  });
});
