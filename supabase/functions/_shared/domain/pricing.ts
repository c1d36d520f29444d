// Registration pricing (spec 2 sections 2, 5 and 9; spec 1 section 8). Pure and
// dependency-free: the registration screen and the checkout edge function use
// the same rules, and the database recomputes every amount on insert anyway.
import { registrationPrice } from './price-rule.ts';

/** A price option as get_available_price_tiers() returns it (integer cents). */
export type PriceTier = {
  id: string;
  name: string;
  description?: string | null;
  price: number;
  max_spots: number | null;
  spots_taken: number;
  /**
   * The server's answer for the family asking (get_available_price_tiers, tier_spots_left_for): the places left once
   * other families' live waiting-list offers are held out, and whether none is. Where given they are the answer;
   * spots_taken counts registrations only (issue 36: the picker said '1 spot left' for a place held for another).
   */
  spots_left?: number | null;
  is_sold_out?: boolean | null;
  is_default: boolean;
};

/** A checked assistance code (see assistance-codes.ts); its price replaces the tier price. */
export type AppliedCode = { code_id: string; code: string; price: number };

/** Id of the 'Standard' tier made up when the tier lookup fails (sent to the server as no tier). */
export const FALLBACK_TIER_ID = 'standard';

/** Spec 1 section 8: a failed tier lookup falls back to one 'Standard' tier at the program's price. */
export function fallbackTiers(programPrice: number): PriceTier[] {
  return [
    { id: FALLBACK_TIER_ID, name: 'Standard', price: programPrice, max_spots: null, spots_taken: 0, is_default: true },
  ];
}

/** The tier id to store: the made-up fallback tier is "no tier" (the program price applies). */
export function storedTierId(tierId: string | null | undefined): string | null {
  return !tierId || tierId === FALLBACK_TIER_ID ? null : tierId;
}

/** Spots left of a limited tier, null when unlimited (never negative): the server's count where it gave one. */
export function spotsLeft(tier: Pick<PriceTier, 'max_spots' | 'spots_taken' | 'spots_left'>): number | null {
  if (tier.max_spots === null || tier.max_spots === undefined) return null;
  if (typeof tier.spots_left === 'number') return Math.max(tier.spots_left, 0);
  return Math.max(tier.max_spots - tier.spots_taken, 0);
}

/** Sold out once no spot is left (spec 2 section 5), places held for other families' offers included. */
export function isSoldOut(tier: Pick<PriceTier, 'max_spots' | 'spots_taken' | 'spots_left' | 'is_sold_out'>): boolean {
  if (typeof tier.is_sold_out === 'boolean') return tier.is_sold_out;
  return spotsLeft(tier) === 0;
}

/** The default tier, else the first tier (spec 2 section 2); sold-out tiers are skipped. */
export function defaultTierId(tiers: PriceTier[]): string | null {
  const open = tiers.filter((t) => !isSoldOut(t));
  return (open.find((t) => t.is_default) ?? open[0])?.id ?? null;
}

/** The price picker shows with more than one tier or when financial assistance is offered. */
export function showPricePicker(tierCount: number, assistanceOffered: boolean): boolean {
  return tierCount > 1 || assistanceOffered;
}

/** One participant's price: the code's price, else the tier's, else the program's (price-rule.ts). */
export function participantPrice(
  tier: Pick<PriceTier, 'price'> | null | undefined,
  code: Pick<AppliedCode, 'price'> | null | undefined,
  programPrice: number,
): number {
  return registrationPrice({ programPrice, tierPrice: tier?.price ?? null, codePrice: code?.price ?? null });
}

export type PricingInput = {
  isVolunteer: boolean;
  programPrice: number;
  tiers: PriceTier[];
  /** The selected participants, each with their tier and (optional) applied code. */
  items: { tierId: string | null; code?: AppliedCode | null }[];
};

/** Total in cents of a registration; volunteers always register free (spec 2 section 9). */
export function registrationTotal({ isVolunteer, programPrice, tiers, items }: PricingInput): number {
  if (isVolunteer) return 0;
  return items.reduce((sum, item) => {
    const tier = tiers.find((t) => t.id === item.tierId) ?? null;
    return sum + participantPrice(tier, item.code ?? null, programPrice);
  }, 0);
}

export type SubmitKind = 'volunteer' | 'checkout' | 'complete';

/** Spec 2 section 2: 'Submit Volunteer Registration (Free)', 'Proceed to Checkout' (> 0) or 'Complete Registration' (0). */
export function submitKind(isVolunteer: boolean, totalCents: number): SubmitKind {
  if (isVolunteer) return 'volunteer';
  return totalCents > 0 ? 'checkout' : 'complete';
}
