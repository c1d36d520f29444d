import { describe, expect, it } from 'vitest';
import { offerState, waitlistTiers, type MyWaitlistEntry } from './waitlist';

const NOW = new Date('2026-11-26T12:00:00Z');
const entry = (over: Partial<MyWaitlistEntry>): MyWaitlistEntry => ({
  id: 'e1',
  program_id: 'p1',
  participant_id: 'kid',
  participant_name: 'Kim Kid',
  price_tier_id: 't1',
  status: 'offered',
  position: null,
  offer_expires_at: '2026-11-27T12:00:00Z',
  ...over,
});

describe('?offer=<entryId> (issue 24 point 2)', () => {
  it('holds the place while the offer is live', () => {
    expect(offerState('e1', [entry({})], 'p1', NOW)).toMatchObject({ kind: 'held', expiresAt: '2026-11-27T12:00:00Z' });
  });
  it('says an offer that lapsed, was closed, used, or is of another program is no longer open', () => {
    expect(offerState('e1', [entry({ offer_expires_at: '2026-11-26T11:59:00Z' })], 'p1', NOW).kind).toBe('closed');
    expect(offerState('e1', [entry({ status: 'expired', offer_expires_at: null })], 'p1', NOW).kind).toBe('closed');
    expect(offerState('e1', [entry({ status: 'accepted' })], 'p1', NOW)).toMatchObject({ accepted: true });
    expect(offerState('e1', [entry({})], 'p2', NOW)).toEqual({ kind: 'closed', entry: null, accepted: false });
    expect(offerState(null, [entry({})], 'p1', NOW)).toEqual({ kind: 'none' });
  });
});

describe('the price options one can wait for', () => {
  const tiers = [
    { id: 't1', name: 'Early', price: 100, max_spots: 2, spots_taken: 2, is_default: true },
    { id: 't2', name: 'Regular', price: 200, max_spots: null, spots_taken: 0, is_default: false },
  ];
  it('every option when the program is full, else the sold-out ones; never the made-up Standard', () => {
    expect(waitlistTiers(tiers, true).map((x) => x.id)).toEqual(['t1', 't2']);
    expect(waitlistTiers(tiers, false).map((x) => x.id)).toEqual(['t1']);
    expect(
      waitlistTiers(
        [{ id: 'standard', name: 'Standard', price: 0, max_spots: null, spots_taken: 0, is_default: true }],
        true,
      ),
    ).toEqual([]);
  });
});
