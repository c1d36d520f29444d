import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { pointForPostalCode } from '@domain/postal-locations';
import type { UserLocation } from '../api/locations';
import type { AdminUser } from '../api/users';
import { LOCATIONS_CSV_COLUMNS, locationsCsv } from './locations-csv';
import { USERS_CSV_COLUMNS, usersCsv, usersCsvName } from './users-csv';

const labels = {
  role: (c: string) => `role:${c}`,
  status: (a: boolean) => (a ? 'Active' : 'Inactive'),
  yesNo: (v: boolean) => (v ? 'Yes' : 'No'),
  visualCondition: (c: string) => `vc:${c}`,
  skating: (c: string) => `sk:${c}`,
  province: (c: string) => `pr:${c}`,
};
const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

const parent: AdminUser = {
  id: '1',
  email: 'parent@example.org',
  first_name: 'Pat',
  last_name: '=HYPERLINK("x")',
  phone: '4165550101',
  role: 'parent_guardian',
  is_active: true,
  created_at: '2026-01-05T10:00:00Z',
  stripe_customer_id: 'cus_123',
  profile_photo_url: null,
  participants: [
    {
      id: 'p',
      first_name: 'Emma',
      last_name: 'Parent',
      date_of_birth: '2016-11-23',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5V2T6',
      visual_classification: 'B2',
      visual_condition: 'glaucoma',
      skating_experience: 'beginner',
    },
  ],
};
const coach: AdminUser = {
  ...parent,
  id: '2',
  email: 'coach@example.org',
  first_name: '=1+2\nsecond line',
  last_name: 'Coach',
  role: 'coach',
  is_active: false,
  stripe_customer_id: null,
  participants: [],
  created_at: '2026-01-06T03:00:00Z',
};

describe('users CSV', () => {
  it('has the spec columns, a BOM and one row per user', () => {
    const csv = usersCsv([parent, coach], '2026-11-22', labels);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first, second] = parse(csv);
    expect(header).toEqual(USERS_CSV_COLUMNS);
    expect(first).toEqual([
      'Pat',
      `'=HYPERLINK("x")`,
      'parent@example.org',
      '4165550101',
      'role:parent_guardian',
      'Active',
      'cus_123',
      'Yes',
      'Toronto',
      'ON',
      'M5V 2T6',
      '9',
      'B2',
      'vc:glaucoma',
      'sk:beginner',
      '2026-01-05',
      // The province's name after the spec's columns (issue 36).
      'pr:ON',
    ]);
    expect(second.slice(0, 8)).toEqual([
      `'=1+2\nsecond line`,
      'Coach',
      'coach@example.org',
      '4165550101',
      'role:coach',
      'Inactive',
      '',
      'No',
    ]);
    expect(second.slice(8, 15)).toEqual(['', '', '', '', '', '', '']);
    expect(second[15]).toBe('2026-01-05'); // 22:00 in Toronto the evening before (UTC 03:00)
  });

  it('is named by date', () => {
    expect(usersCsvName('2026-11-22')).toBe('users-2026-11-22.csv');
  });
});

describe('locations CSV', () => {
  const loc = (name: string, postalCode: string): UserLocation => ({
    id: name,
    name,
    email: `${name}@x.org`,
    city: 'C',
    province: 'ON',
    postalCode,
    point: pointForPostalCode(postalCode),
  });
  it('lists mapped people with coordinates and leaves unmapped ones out', () => {
    const rows = parse(locationsCsv([loc('Ann', 'K1A0B1'), loc('Zed', 'Z1A1A1')], (c) => `pr:${c}`));
    expect(rows).toEqual([
      LOCATIONS_CSV_COLUMNS,
      ['Ann', 'Ann@x.org', 'C', 'ON', 'K1A 0B1', '45.4215, -75.6972', 'pr:ON'],
    ]);
  });
});
