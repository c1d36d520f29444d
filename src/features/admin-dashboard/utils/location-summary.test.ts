import { describe, expect, it } from 'vitest';
import { summarizeLocations } from './location-summary';

describe('summarizeLocations', () => {
  it('sums mapped people, provinces among them and one region per letter with a point', () => {
    const s = summarizeLocations([
      { letter: 'H', province: 'QC', count: 30 },
      { letter: 'J', province: 'QC', count: 10 },
      { letter: 'M', province: 'ON', count: 40 },
      { letter: 'L', province: 'ON', count: 20 },
      { letter: 'M', province: null, count: 5 },
      { letter: 'D', province: 'NS', count: 7 },
      { letter: 'Z', province: 'ON', count: 3 },
    ]);
    expect(s.withPostalCode).toBe(115);
    expect(s.mapped).toBe(105);
    expect(s.provinces).toEqual([
      { province: 'ON', count: 60, percent: 60 },
      { province: 'QC', count: 40, percent: 40 },
    ]);
    expect(s.regions.map((r) => [r.letter, r.count, r.area])).toEqual([
      ['H', 30, 'Montréal'],
      ['J', 10, 'Sherbrooke'],
      ['L', 20, 'Toronto'],
      ['M', 45, 'Toronto'],
    ]);
  });
});
