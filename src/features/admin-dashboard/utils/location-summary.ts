// The locations tab's figures from the database's counts by postal-code letter and
// province (issue 23 point 4): the same figures the tab computed from every person
// before, now from a few hundred groups.
import { POSTAL_LETTER_POINTS, type PostalPoint, type ProvinceCount } from '@domain/postal-locations';
import type { LocationGroup } from '../api/locations';

/** One map region: a postal-code first letter with a point, and how many people it holds. */
export type Region = PostalPoint & { letter: string; count: number };

export type LocationSummary = {
  /** People with a postal code. */
  withPostalCode: number;
  /** Of them, those whose first letter has a point. */
  mapped: number;
  /** Mapped people per province, most first (ties by code), blank provinces left out. */
  provinces: ProvinceCount[];
  /** Regions with at least one person, in letter order. */
  regions: Region[];
};

export function summarizeLocations(groups: readonly LocationGroup[]): LocationSummary {
  let withPostalCode = 0;
  let mapped = 0;
  const byProvince = new Map<string, number>();
  const byLetter = new Map<string, number>();
  for (const g of groups) {
    withPostalCode += g.count;
    if (!POSTAL_LETTER_POINTS[g.letter]) continue;
    mapped += g.count;
    byLetter.set(g.letter, (byLetter.get(g.letter) ?? 0) + g.count);
    if (g.province) byProvince.set(g.province, (byProvince.get(g.province) ?? 0) + g.count);
  }
  const provinceTotal = [...byProvince.values()].reduce((a, b) => a + b, 0);
  const provinces = [...byProvince.entries()]
    .map(([province, count]) => ({ province, count, percent: Math.round((count / provinceTotal) * 100) }))
    .sort((a, b) => b.count - a.count || a.province.localeCompare(b.province));
  const regions = [...byLetter.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, count]) => ({ ...POSTAL_LETTER_POINTS[letter], letter, count }));
  return { withPostalCode, mapped, provinces, regions };
}
