import { formatCoordinates, formatPostalCode } from '@domain/postal-locations';
import { toCsv } from '@/lib/csv';
import type { UserLocation } from '../api/locations';

/** Spec 2 section 9: locations CSV file name and columns; the province's name next to its code (issue 21 point 8). */
export const LOCATIONS_CSV_NAME = 'user-locations.csv';
export const LOCATIONS_CSV_COLUMNS = [
  'Name',
  'Email',
  'City',
  'Province',
  'Province Name',
  'Postal Code',
  'Coordinates',
];

/** The mapped people (those with a point), as the 'Detailed User Locations' table lists them. */
export function locationsCsv(locations: UserLocation[], province: (code: string) => string): string {
  return toCsv(
    LOCATIONS_CSV_COLUMNS,
    locations
      .filter((l) => l.point)
      .map((l) => [
        l.name,
        l.email,
        l.city,
        l.province,
        l.province ? province(l.province) : '',
        formatPostalCode(l.postalCode),
        formatCoordinates(l.point!),
      ]),
  );
}
