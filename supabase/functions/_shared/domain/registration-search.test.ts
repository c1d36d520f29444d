import { describe, expect, it } from 'vitest';
import {
  bulkActionStatus,
  fileSlug,
  primaryContact,
  registrationSearchText,
  registrationsCsvFilename,
  searchRegistrations,
  type SearchableRegistration,
} from './registration-search.ts';

type R = SearchableRegistration & { id: string };
const rows: R[] = [
  {
    id: 'emma',
    person: { first_name: 'Emma', last_name: 'Tremblay', email: null, city: 'Montréal', province: 'QC' },
    program_name: 'Winter League',
    program_name_fr: 'Ligue d’hiver',
    guardian: { first_name: 'Pat', last_name: 'Parent', email: 'parent@example.org' },
    guardian_name: null,
  },
  {
    id: 'alex',
    person: { first_name: 'Alex', last_name: 'Martin', email: 'player@example.org', city: 'Toronto', province: 'ON' },
    program_name: 'Spring Session',
    guardian: null,
    guardian_name: 'Jordan Guardian',
  },
  {
    id: 'vol',
    person: { first_name: 'Val', last_name: 'Volunteer', email: 'volunteer@example.org' },
    program_name: 'Winter League',
    guardian: null,
    guardian_name: null,
  },
  { id: 'orphan', person: null, program_name: null, guardian: null, guardian_name: null },
];
const ids = (list: R[]) => list.map((r) => r.id);

describe('searchRegistrations', () => {
  it.each([
    ['', ['emma', 'alex', 'vol', 'orphan']],
    ['   ', ['emma', 'alex', 'vol', 'orphan']],
    ['EMMA', ['emma']],
    ['tremblay', ['emma']],
    ['emma tremblay', ['emma']],
    ['player@', ['alex']],
    ['winter', ['emma', 'vol']],
    ['spring session', ['alex']],
    ['LIGUE D’HIVER', ['emma']],
    ['pat parent', ['emma']],
    ['PARENT@EXAMPLE', ['emma']],
    ['jordan', ['alex']],
    ['montréal', ['emma']],
    ['toronto', ['alex']],
    ['qc', ['emma']],
    ['  TORONTO ', ['alex']],
    ['volunteer', ['vol']],
    ['nobody', []],
  ])('search %j keeps %j', (search, expected) => {
    expect(ids(searchRegistrations(rows, search))).toEqual(expected);
  });
});

describe('precomputed search text', () => {
  it('gives the same results as searching the fields', () => {
    const pre = rows.map((r) => ({ ...r, search_text: registrationSearchText(r) }));
    for (const q of ['emma', 'PARENT@', 'winter', 'qc', 'pat parent', 'nobody']) {
      expect(ids(searchRegistrations(pre, q))).toEqual(ids(searchRegistrations(rows, q)));
    }
  });

  it('never matches across two fields', () => {
    expect(ids(searchRegistrations(rows, 'tremblaywinter'))).toEqual([]);
  });

  it('is used when present (the row is not re-read)', () => {
    const row = { ...rows[3], search_text: 'precomputed' };
    expect(searchRegistrations([row], 'precomp')).toEqual([row]);
  });
});

describe('bulkActionStatus', () => {
  it.each([
    ['approve', 'approved'],
    ['reject', 'rejected'],
    ['cancel', 'cancelled'],
    ['anything', 'cancelled'],
  ])('%s -> %s', (action, status) => expect(bulkActionStatus(action)).toBe(status));
});

describe('registrationsCsvFilename', () => {
  it.each([
    [null, '2026-11-22', 'registrations-all-2026-11-22.csv'],
    [undefined, '2026-11-22T10:00:00Z', 'registrations-all-2026-11-22.csv'],
    ['Winter League', '2026-01-05', 'registrations-winter-league-2026-01-05.csv'],
    ['Été : Camp d’initiation!', '2026-07-01', 'registrations-ete-camp-d-initiation-2026-07-01.csv'],
    ['***', '2026-07-01', 'registrations-program-2026-07-01.csv'],
  ])('%j on %s -> %s', (name, today, expected) => {
    expect(registrationsCsvFilename(name, today)).toBe(expected);
  });

  it('slugs keep digits', () => expect(fileSlug('U18 Cup 2027')).toBe('u18-cup-2027'));
});

describe('primaryContact', () => {
  const a = { name: 'A', is_primary: false };
  const b = { name: 'B', is_primary: true };
  const c = { name: 'C', is_primary: false };
  it.each([
    [[], null, 0],
    [null, null, 0],
    [[a], 'A', 0],
    [[a, b, c], 'B', 2],
    [[a, c], 'A', 1],
  ])('%j -> primary %s, +%i more', (list, name, more) => {
    const got = primaryContact(list as { name: string; is_primary: boolean }[] | null);
    expect(got.primary?.name ?? null).toBe(name);
    expect(got.more).toBe(more);
  });
});
