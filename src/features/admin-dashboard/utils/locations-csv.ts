import { formatCoordinates, formatPostalCode } from '@domain/postal-locations';
import { toCsv } from '@/lib/csv';
import type { UserLocation } from '../api/locations';

/** Spec 2 section 9: locations CSV file name and columns, the spec's first, then the province's name (issue 36). */
export const LOCATIONS_CSV_NAME = 'user-locations.csv';
export const LOCATIONS_CSV_COLUMNS = [
  'Name',
  'Email',
  'City',
  'Province',
  'Postal Code',
  'Coordinates',
  'Province Name',
];

function rows(locations: UserLocation[], province: (code: string) => string): unknown[][] {
  return locations
    .filter((l) => l.point)
    .map((l) => [
      l.name,
      l.email,
      l.city,
      l.province,
      formatPostalCode(l.postalCode),
      formatCoordinates(l.point!),
      l.province ? province(l.province) : '',
    ]);
}

/** The mapped people (those with a point), as the 'Detailed User Locations' table lists them. */
export function locationsCsv(locations: UserLocation[], province: (code: string) => string): string {
  return toCsv(LOCATIONS_CSV_COLUMNS, rows(locations, province));
}
