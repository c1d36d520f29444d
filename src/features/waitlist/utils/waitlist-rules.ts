import type { WaitlistEntry } from '../api/waitlist';

/** An offer still open: status 'offered' and its deadline not passed (it holds a place until then). */
export function isLiveOffer(e: Pick<WaitlistEntry, 'status' | 'offer_expires_at'>, now: Date): boolean {
  return e.status === 'offered' && e.offer_expires_at !== null && new Date(e.offer_expires_at) > now;
}

/** The offers to show on the dashboard, the nearest deadline first. */
export function liveOffers(entries: WaitlistEntry[], now: Date): WaitlistEntry[] {
  return entries
    .filter((e) => isLiveOffer(e, now))
    .sort((a, b) => (a.offer_expires_at ?? '').localeCompare(b.offer_expires_at ?? ''));
}

/**
 * The entries still in line for My Registrations: waiting ones and live offers (an offer past its deadline
 * is about to be closed by the database; it no longer holds anything), by program then place in line.
 */
export function activeEntries(entries: WaitlistEntry[], now: Date): WaitlistEntry[] {
  return entries
    .filter((e) => e.status === 'waiting' || isLiveOffer(e, now))
    .sort(
      (a, b) =>
        a.program_name.localeCompare(b.program_name) ||
        (a.position ?? 0) - (b.position ?? 0) ||
        a.joined_at.localeCompare(b.joined_at),
    );
}

/** The Accept link: the registration screen preselects the participant and the held tier. */
export function acceptHref(e: Pick<WaitlistEntry, 'program_id' | 'id'>): string {
  return `/programs/${e.program_id}/register?offer=${encodeURIComponent(e.id)}`;
}
