import { describe, expect, it } from 'vitest';
import {
  moveItem,
  normaliseDefaultTier,
  preselectedTierIndex,
  removeTier,
  setDefaultTier,
  tierAvailableOn,
  tierWindowValid,
} from './price-tiers.ts';

const tiers = (...defaults: boolean[]) => defaults.map((is_default, i) => ({ name: `T${i + 1}`, is_default }));
const flags = (list: { is_default: boolean }[] | null) => list?.map((t) => t.is_default) ?? null;
const names = (list: { name: string }[] | null) => list?.map((t) => t.name) ?? null;

describe('setDefaultTier: selecting one clears the others', () => {
  it.each([
    [[true, false, false], 2, true, [false, false, true]],
    [[false, false], 0, true, [true, false]],
    [[true, true], 1, true, [false, true]],
    [[false, true], 1, false, [false, false]],
    [[true, false], 1, false, [true, false]],
  ] as const)('%j set %i=%s -> %j', (start, index, on, expected) => {
    expect(flags(setDefaultTier(tiers(...start), index, on))).toEqual(expected);
  });
});

describe('removeTier: never the last one; the default moves to the first remaining', () => {
  it.each([
    [[true], 0, null, null],
    [[true, false], 0, ['T2'], [true]],
    [[false, true, false], 1, ['T1', 'T3'], [true, false]],
    [[false, true, false], 0, ['T2', 'T3'], [true, false]],
    [[true, false, false], 2, ['T1', 'T2'], [true, false]],
    [[true, false], 5, null, null],
  ] as const)('%j remove %i -> %j', (start, index, expectedNames, expectedFlags) => {
    const out = removeTier(tiers(...start), index);
    expect(names(out)).toEqual(expectedNames);
    expect(flags(out)).toEqual(expectedFlags);
  });
});

describe('moveItem', () => {
  it.each([
    [['a', 'b', 'c'], 0, 1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 2, -1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'b', 'c']],
    [['a'], 0, 1, ['a']],
  ] as const)('%j move %i by %i -> %j', (items, index, dir, expected) => {
    expect(moveItem(items, index, dir as -1 | 1)).toEqual(expected);
  });
});

describe('normaliseDefaultTier: exactly one default when saving', () => {
  it.each([
    [
      [false, false, false],
      [true, false, false],
    ],
    [
      [false, true, true],
      [false, true, false],
    ],
    [
      [true, true],
      [true, false],
    ],
    [
      [false, false, true],
      [false, false, true],
    ],
    [[], []],
  ] as const)('%j -> %j', (start, expected) => {
    expect(flags(normaliseDefaultTier(tiers(...start)))).toEqual(expected);
  });
});

describe('preselectedTierIndex: the default, otherwise the first', () => {
  it.each([
    [[false, true], 1],
    [[false, false], 0],
    [[], -1],
  ] as const)('%j -> %i', (start, expected) => expect(preselectedTierIndex(tiers(...start))).toBe(expected));
});

describe('tierWindowValid: until must not be before from', () => {
  it.each([
    ['2026-01-10', '2026-01-09', false],
    ['2026-01-10', '2026-01-10', true],
    ['2026-01-10', '2026-02-01', true],
    ['2026-12-31', '2027-01-01', true],
    ['', '2026-01-01', true],
    ['2026-01-01', null, true],
    [null, undefined, true],
  ] as const)('from %s until %s -> %s', (from, until, ok) => expect(tierWindowValid(from, until)).toBe(ok));
});

describe('tierAvailableOn', () => {
  it.each([
    [{ available_from: '2026-03-01', available_until: '2026-03-31' }, '2026-02-28', false],
    [{ available_from: '2026-03-01', available_until: '2026-03-31' }, '2026-03-01', true],
    [{ available_from: '2026-03-01', available_until: '2026-03-31' }, '2026-03-31', true],
    [{ available_from: '2026-03-01', available_until: '2026-03-31' }, '2026-04-01', false],
    [{ available_from: null, available_until: null }, '2030-01-01', true],
  ])('%j on %s -> %s', (tier, today, ok) => expect(tierAvailableOn(tier, today)).toBe(ok));
});
