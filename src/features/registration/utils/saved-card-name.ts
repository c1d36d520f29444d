import type { TFunction } from 'i18next';

/** Card brands as Stripe names them (proper nouns: the same in English and French). */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa ending 4242' in the user's language (the button 'Pay with Visa ending 4242'). */
export function savedCardName(t: TFunction, card: { brand: string | null; last4: string | null }): string {
  const brand = (card.brand && BRANDS[card.brand]) || t('registration:savedCard.unknownBrand');
  return t('registration:savedCard.cardName', { brand, last4: card.last4 ?? '????' });
}
