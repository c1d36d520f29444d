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

/** 'Visa ending 4242' in the user's language; an unknown brand is 'Card'. */
export function cardName(t: TFunction, card: { brand: string | null; last4: string | null }): string {
  const brand = (card.brand && BRANDS[card.brand]) || t('paymentMethods:unknownBrand');
  return t('paymentMethods:cardName', { brand, last4: card.last4 ?? '????' });
}

/** MM/YYYY, or null when unknown. */
export function cardExpiry(card: { exp_month: number | null; exp_year: number | null }): string | null {
  if (!card.exp_month || !card.exp_year) return null;
  return `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}
