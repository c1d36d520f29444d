import { describe, expect, it } from 'vitest';
import {
  defaultTierId,
  fallbackTiers,
  FALLBACK_TIER_ID,
  isSoldOut,
  participantPrice,
  registrationTotal,
  showPricePicker,
  spotsLeft,
  storedTierId,
  submitKind,
  type PriceTier,
} from './pricing.ts';

const tier = (id: string, price: number, extra: Partial<PriceTier> = {}): PriceTier => ({
  id,
  name: id,
  price,
  max_spots: null,
  spots_taken: 0,
  is_default: false,
  ...extra,
});
const early = tier('early', 10000, { max_spots: 10, spots_taken: 10 });
const regular = tier('regular', 15000, { is_default: true });
const late = tier('late', 20000, { max_spots: 5, spots_taken: 3 });
const tiers = [early, regular, late];

describe('spots left and sold out', () => {
  it.each([
    [null, 0, null, false],
    [10, 0, 10, false],
    [10, 9, 1, false],
    [10, 10, 0, true],
    [10, 12, 0, true],
    [1, 0, 1, false],
  ])('max %s taken %s -> left %s, sold out %s', (max, taken, left, soldOut) => {
    expect(spotsLeft({ max_spots: max, spots_taken: taken })).toBe(left);
    expect(isSoldOut({ max_spots: max, spots_taken: taken })).toBe(soldOut);
  });

  it("takes the server's answer where it gave one: a place held for another family's offer is not left", () => {
    // get_available_price_tiers for a family: 1 place of 2 taken, the other held for someone else's offer.
    const held = { max_spots: 2, spots_taken: 1, spots_left: 0, is_sold_out: true };
    expect(spotsLeft(held)).toBe(0);
    expect(isSoldOut(held)).toBe(true);
    expect(defaultTierId([tier('early', 1, { ...held, is_default: true }), tier('regular', 2)])).toBe('regular');
    // The family the place is held for sees it as theirs.
    const theirs = { max_spots: 2, spots_taken: 1, spots_left: 1, is_sold_out: false };
    expect([spotsLeft(theirs), isSoldOut(theirs)]).toEqual([1, false]);
    expect(spotsLeft({ max_spots: null, spots_taken: 3, spots_left: null })).toBeNull();
  });
});

describe('default tier', () => {
  it.each([
    ['the default tier', tiers, 'regular'],
    ['the first tier when none is default', [tier('a', 1), tier('b', 2)], 'a'],
    [
      'the first open tier when the default is sold out',
      [tier('a', 1, { max_spots: 1, spots_taken: 1, is_default: true }), tier('b', 2)],
      'b',
    ],
    ['nothing when all are sold out', [early], null],
    ['nothing without tiers', [], null],
  ])('%s', (_name, list, expected) => expect(defaultTierId(list as PriceTier[])).toBe(expected));
});

describe('price picker visibility', () => {
  it.each([
    [1, false, false],
    [1, true, true],
    [2, false, true],
    [0, false, false],
    [3, true, true],
  ])('%s tiers, assistance %s -> %s', (count, assistance, shown) =>
    expect(showPricePicker(count, assistance)).toBe(shown),
  );
});

describe('prices and totals', () => {
  it.each([
    ['tier price', regular, null, 15000],
    ['code price replaces the tier', regular, { code_id: 'c', code: 'HELP', price: 2500 }, 2500],
    ['free code', late, { code_id: 'c', code: 'FREE', price: 0 }, 0],
    ['program price without a tier', null, null, 9900],
  ])('%s', (_n, t, code, expected) => expect(participantPrice(t, code, 9900)).toBe(expected));

  it.each([
    ['two children on different tiers', false, [{ tierId: 'regular' }, { tierId: 'late' }], 35000],
    [
      'one child with a free code',
      false,
      [{ tierId: 'regular' }, { tierId: 'regular', code: { code_id: 'c', code: 'F', price: 0 } }],
      15000,
    ],
    ['all free by code', false, [{ tierId: 'late', code: { code_id: 'c', code: 'F', price: 0 } }], 0],
    ['unknown tier falls back to the program price', false, [{ tierId: 'gone' }], 9900],
    ['volunteers are free whatever is selected', true, [{ tierId: 'late' }], 0],
    ['nobody selected', false, [], 0],
  ])('%s', (_n, isVolunteer, items, expected) =>
    expect(registrationTotal({ isVolunteer: isVolunteer as boolean, programPrice: 9900, tiers, items })).toBe(expected),
  );
});

describe('submit button choice', () => {
  it.each([
    [true, 0, 'volunteer'],
    [true, 5000, 'volunteer'],
    [false, 1, 'checkout'],
    [false, 0, 'complete'],
  ] as const)('volunteer %s total %s -> %s', (v, total, kind) => expect(submitKind(v, total)).toBe(kind));
});

describe('fallback tier (spec 1 section 8)', () => {
  it('is one Standard default tier at the program price, stored as no tier', () => {
    const [t] = fallbackTiers(4500);
    expect(t).toMatchObject({ id: FALLBACK_TIER_ID, name: 'Standard', price: 4500, is_default: true });
    expect(storedTierId(t.id)).toBeNull();
    expect(storedTierId('abc')).toBe('abc');
    expect(storedTierId(null)).toBeNull();
  });
});
