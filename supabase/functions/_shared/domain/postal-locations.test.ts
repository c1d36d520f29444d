import { describe, expect, it } from 'vitest';
import {
  countByProvince,
  coverageRate,
  formatCoordinates,
  formatPostalCode,
  MAP_CENTER,
  MAP_HEIGHT_PX,
  MAP_ZOOM,
  pointForPostalCode,
} from './postal-locations.ts';

describe('pointForPostalCode', () => {
  it.each([
    ['A1C5M2', "St. John's"],
    ['H2X1Y4', 'Montréal'],
    ['h2x 1y4', 'Montréal'],
    [' k1a0b1', 'Ottawa'],
    ['L5B3C2', 'Toronto'],
    ['M5V2T6', 'Toronto'],
    ['V6B1A1', 'Vancouver'],
    ['X1A2B3', 'Whitehorse'],
    ['Y1A2B3', 'Whitehorse'],
  ])('%s is placed at %s', (code, area) => {
    expect(pointForPostalCode(code)?.area).toBe(area);
  });

  it.each([['D1A1A1'], ['W1A1A1'], ['Z1A1A1'], ['1A1A1A'], [''], [null], [undefined]])(
    '%s has no point and is left off the map',
    (code) => {
      expect(pointForPostalCode(code)).toBeNull();
    },
  );

  it('gives L and M the same Toronto point, with real coordinates', () => {
    expect(pointForPostalCode('L')).toEqual(pointForPostalCode('M'));
    expect(pointForPostalCode('M5V2T6')).toMatchObject({ lat: 43.6532, lng: -79.3832 });
  });

  it('uses the spec map defaults', () => {
    expect(MAP_CENTER).toEqual({ lat: 56.1304, lng: -106.3468 });
    expect(MAP_ZOOM).toBe(4);
    expect(MAP_HEIGHT_PX).toBe(500);
  });
});

describe('formatting', () => {
  it.each([
    ['M5V2T6', 'M5V 2T6'],
    ['m5v 2t6', 'M5V 2T6'],
    ['12345', '12345'],
  ])('postal code %s shows as %s', (code, shown) => {
    expect(formatPostalCode(code)).toBe(shown);
  });

  it('prints coordinates with four decimals', () => {
    expect(formatCoordinates({ lat: 43.6532, lng: -79.3832 })).toBe('43.6532, -79.3832');
    expect(formatCoordinates({ lat: 46.813878, lng: -71.2 })).toBe('46.8139, -71.2000');
  });
});

describe('countByProvince', () => {
  it('counts, sorts most first and gives whole percentages', () => {
    expect(countByProvince(['ON', 'QC', 'ON', 'BC', 'ON', 'QC'])).toEqual([
      { province: 'ON', count: 3, percent: 50 },
      { province: 'QC', count: 2, percent: 33 },
      { province: 'BC', count: 1, percent: 17 },
    ]);
  });

  it('breaks ties by province code and ignores blanks', () => {
    expect(countByProvince(['QC', null, 'AB', '', undefined])).toEqual([
      { province: 'AB', count: 1, percent: 50 },
      { province: 'QC', count: 1, percent: 50 },
    ]);
  });

  it('returns nothing for no people', () => {
    expect(countByProvince([])).toEqual([]);
  });
});

describe('coverageRate', () => {
  it.each([
    [3, 4, 75],
    [4, 4, 100],
    [0, 4, 0],
    [1, 3, 33],
    [0, 0, 0],
  ])('%i mapped of %i is %i%%', (mapped, total, rate) => {
    expect(coverageRate(mapped, total)).toBe(rate);
  });
});
