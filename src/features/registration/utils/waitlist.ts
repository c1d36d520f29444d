import { FALLBACK_TIER_ID, isSoldOut } from '@domain/pricing';
import type { RegisterTier } from '../api/get-price-tiers';

/** The caller's waiting-list entry (public.my_waitlist), the fields the registration screen reads. */
export type MyWaitlistEntry = {
  id: string;
  program_id: string;
  participant_id: string;
  participant_name: string;
  price_tier_id: string | null;
  status: string;
  position: number | null;
  offer_expires_at: string | null;
};

/** What `?offer=<entryId>` means now: a place held until a deadline, or an offer no longer open. */
export type OfferState =
  | { kind: 'none' }
  | { kind: 'held'; entry: MyWaitlistEntry; expiresAt: string }
  | { kind: 'closed'; entry: MyWaitlistEntry | null; accepted: boolean };

export function offerState(
  offerId: string | null,
  entries: MyWaitlistEntry[] | undefined,
  programId: string,
  now = new Date(),
): OfferState {
  if (!offerId) return { kind: 'none' };
  const entry = (entries ?? []).find((e) => e.id === offerId && e.program_id === programId) ?? null;
  if (entry?.status === 'offered' && entry.offer_expires_at && new Date(entry.offer_expires_at) > now) {
    return { kind: 'held', entry, expiresAt: entry.offer_expires_at };
  }
  return { kind: 'closed', entry, accepted: entry?.status === 'accepted' };
}

/** The real price options a family can wait for: the sold-out ones, or every one when the whole program is full. */
export function waitlistTiers(tiers: RegisterTier[], programFull: boolean): RegisterTier[] {
  const real = tiers.filter((x) => x.id !== FALLBACK_TIER_ID);
  return programFull ? real : real.filter((x) => isSoldOut(x));
}
