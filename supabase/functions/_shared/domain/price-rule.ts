// The price rule of one registration line (spec 2 sections 5 and 9): a
// volunteer registers free; otherwise an assistance code's price beats the
// tier's, which beats the program's. The one TypeScript copy (the screen's
// total and the checkout's prices); the database's copy is
// private.registration_price() in migration 20261125000200_guard_registration_gate.sql,
// which prices every registration line with it. Both run the table of cases in
// price-rule.cases.json.

export type PriceRuleInput = {
  programPrice: number;
  /** The chosen tier's price; null when no tier applies. */
  tierPrice: number | null;
  /** The applied assistance code's price; null when no code applies. */
  codePrice: number | null;
  isVolunteer?: boolean;
};

/**
 * The list price of a registration line, before any assistance code: its tier's price, else the program's (0 when
 * neither is known). What a registration is expected to pay when no code applies (payment status, receipts).
 */
export function listPrice(tierPrice: number | null | undefined, programPrice: number | null | undefined): number {
  return tierPrice ?? programPrice ?? 0;
}

/** Price in cents of one registration line. */
export function registrationPrice({ programPrice, tierPrice, codePrice, isVolunteer = false }: PriceRuleInput): number {
  if (isVolunteer) return 0;
  return codePrice ?? listPrice(tierPrice, programPrice);
}
