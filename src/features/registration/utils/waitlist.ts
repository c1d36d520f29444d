import type { OfferState as GateOffer } from '@domain/registration-gate';
import type { WaitlistEntry } from '@/lib/data/waitlist';

/** The caller's waiting-list entry (public.my_waitlist), the fields the registration screen reads. */
export type MyWaitlistEntry = Pick<
  WaitlistEntry,
  | 'id'
  | 'program_id'
  | 'participant_id'
  | 'participant_name'
  | 'price_tier_id'
  | 'status'
  | 'position'
  | 'offer_expires_at'
>;

/** What `?offer=<entryId>` means now (@domain/registration-gate), with the entry's name and tier. */
export type OfferState = GateOffer<MyWaitlistEntry>;
