// Spec 2 section 4: payment status is derived, never stored.
// unpaid when amount_paid is empty or 0; paid when amount_paid reaches the
// expected price (listPrice in price-rule.ts: the tier price, or the program price when there is no tier);
// partial otherwise.

export type PaymentStatus = 'unpaid' | 'partial' | 'paid';

/** Derives the payment status from integer cents paid and expected. */
export function paymentStatus(
  amountPaidCents: number | null | undefined,
  expectedCents: number | null | undefined,
): PaymentStatus {
  const paid = amountPaidCents ?? 0;
  if (paid <= 0) return 'unpaid';
  if (paid >= (expectedCents ?? 0)) return 'paid';
  return 'partial';
}
