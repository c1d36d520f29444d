// Who may register for a program, and how (spec 2 section 2; issues 21 point 7 and 24 points 1-2; issue 38 point 2):
// the one decision the registration screen makes before any form is shown. The database decides again at submit
// (the registration trigger); this says it first, in the family's words.
import { hasEnded, type IsoDate } from './dates.ts';
import { FALLBACK_TIER_ID, isSoldOut, type PriceTier } from './pricing.ts';

/** A waiting-list entry of the family (public.my_waitlist), as far as the gate reads it. */
export type GateEntry = {
  id: string;
  program_id: string;
  status: string;
  offer_expires_at: string | null;
};

/** What `?offer=<entryId>` means now: a place held until a deadline, or an offer no longer open. */
export type OfferState<E extends GateEntry = GateEntry> =
  | { kind: 'none' }
  | { kind: 'held'; entry: E; expiresAt: string }
  | { kind: 'closed'; entry: E | null; accepted: boolean };

export function offerState<E extends GateEntry>(
  offerId: string | null,
  entries: E[] | undefined,
  programId: string,
  now: Date,
): OfferState<E> {
  if (!offerId) return { kind: 'none' };
  const entry = (entries ?? []).find((e) => e.id === offerId && e.program_id === programId) ?? null;
  if (entry?.status === 'offered' && entry.offer_expires_at && new Date(entry.offer_expires_at) > now) {
    return { kind: 'held', entry, expiresAt: entry.offer_expires_at };
  }
  return { kind: 'closed', entry, accepted: entry?.status === 'accepted' };
}

/** The real price options a family can wait for: the sold-out ones, or every one when the whole program is full. */
export function waitlistTiers<T extends PriceTier>(tiers: T[], programFull: boolean): T[] {
  const real = tiers.filter((x) => x.id !== FALLBACK_TIER_ID);
  return programFull ? real : real.filter((x) => isSoldOut(x));
}

export type GateProgram = { is_active: boolean; end_date: IsoDate; is_full: boolean | null };

export type RegistrationGate<T extends PriceTier = PriceTier> =
  /** Inactive, or its last day is behind us (Toronto): nothing to fill in. */
  | { kind: 'closed' }
  /** Full for this family: the waiting list is offered for any of these options. */
  | { kind: 'full'; waitFor: T[] }
  /** The form: with the place held by a live offer, and the sold-out options one may wait for instead. */
  | { kind: 'open'; held: boolean; waitFor: T[] };

/**
 * The screen's decision. A volunteer takes no place, so a full program is still open to them and they wait for
 * nothing; a family holding a live offer registers into the place held.
 */
export function registrationGate<T extends PriceTier>(input: {
  program: GateProgram;
  tiers: T[];
  today: IsoDate;
  isVolunteer: boolean;
  offer: OfferState['kind'];
}): RegistrationGate<T> {
  const { program, tiers, isVolunteer, offer } = input;
  if (!program.is_active || hasEnded(program.end_date, input.today)) return { kind: 'closed' };
  const held = offer === 'held';
  if (program.is_full && !isVolunteer && !held) return { kind: 'full', waitFor: waitlistTiers(tiers, true) };
  return { kind: 'open', held, waitFor: isVolunteer ? [] : waitlistTiers(tiers, false) };
}
