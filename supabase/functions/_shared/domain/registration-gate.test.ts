import { describe, expect, it } from 'vitest';
import { offerState, registrationGate, waitlistTiers, type GateEntry } from './registration-gate.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const TODAY = '2026-11-26';
const entry = (over: Partial<GateEntry>): GateEntry => ({
  id: 'e1',
  program_id: 'p1',
  status: 'offered',
  offer_expires_at: '2026-11-27T12:00:00Z',
  ...over,
});
const EARLY = { id: 't1', name: 'Early', price: 100, max_spots: 2, spots_taken: 2, is_default: true };
const REGULAR = { id: 't2', name: 'Regular', price: 200, max_spots: null, spots_taken: 0, is_default: false };
const STANDARD = { id: 'standard', name: 'Standard', price: 0, max_spots: null, spots_taken: 0, is_default: true };

describe('?offer=<entryId> (issue 24 point 2)', () => {
  it.each([
    ['a live offer holds the place', 'e1', [entry({})], 'p1', { kind: 'held', expiresAt: '2026-11-27T12:00:00Z' }],
    ['a lapsed offer', 'e1', [entry({ offer_expires_at: '2026-11-26T11:59:00Z' })], 'p1', { kind: 'closed' }],
    ['an expired entry', 'e1', [entry({ status: 'expired', offer_expires_at: null })], 'p1', { kind: 'closed' }],
    ['an offer already used', 'e1', [entry({ status: 'accepted' })], 'p1', { kind: 'closed', accepted: true }],
    ["another program's offer", 'e1', [entry({})], 'p2', { kind: 'closed', entry: null, accepted: false }],
    ['no offer in the address', null, [entry({})], 'p1', { kind: 'none' }],
  ] as const)('%s', (_name, offerId, entries, programId, expected) => {
    expect(offerState(offerId, [...entries], programId, NOW)).toMatchObject(expected);
  });
});

describe('the price options one can wait for', () => {
  it('every option when the program is full, else the sold-out ones; never the made-up Standard', () => {
    expect(waitlistTiers([EARLY, REGULAR], true).map((x) => x.id)).toEqual(['t1', 't2']);
    expect(waitlistTiers([EARLY, REGULAR], false).map((x) => x.id)).toEqual(['t1']);
    expect(waitlistTiers([STANDARD], true)).toEqual([]);
  });
});

describe('who may register, and how (issue 38 point 2)', () => {
  const open = { is_active: true, end_date: '2026-12-20', is_full: false };
  const full = { ...open, is_full: true };
  it.each([
    ['an open program', open, false, 'none', { kind: 'open', held: false, waitFor: [EARLY] }],
    ['an inactive program', { ...open, is_active: false }, false, 'none', { kind: 'closed' }],
    ['a program that ended yesterday', { ...open, end_date: '2026-11-25' }, false, 'none', { kind: 'closed' }],
    ['a program whose last day is today', { ...open, end_date: TODAY }, false, 'none', { kind: 'open' }],
    ['a full program', full, false, 'none', { kind: 'full', waitFor: [EARLY, REGULAR] }],
    ['a full program, for a volunteer', full, true, 'none', { kind: 'open', held: false, waitFor: [] }],
    ['a full program, with a live offer', full, false, 'held', { kind: 'open', held: true }],
    ['a full program, with an offer no longer open', full, false, 'closed', { kind: 'full' }],
    ['a closed program, even with a live offer', { ...full, is_active: false }, false, 'held', { kind: 'closed' }],
  ] as const)('%s', (_name, program, isVolunteer, offer, expected) => {
    const gate = registrationGate({ program, tiers: [EARLY, REGULAR], today: TODAY, isVolunteer, offer });
    expect(gate).toMatchObject(expected);
  });
});
