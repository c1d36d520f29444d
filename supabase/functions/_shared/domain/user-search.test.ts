import { describe, expect, it } from 'vitest';
import { initialsOf, searchUsers, truncateId, type SearchableUser } from './user-search.ts';

type U = SearchableUser & { id: string };
const users: U[] = [
  { id: 'admin', first_name: 'Ada', last_name: 'Admin', email: 'admin@example.org', role: 'admin', participants: [] },
  {
    id: 'parent',
    first_name: 'Pat',
    last_name: 'Parent',
    email: 'parent@example.org',
    role: 'parent_guardian',
    participants: [{ city: 'Toronto', province: 'ON' }],
  },
  {
    id: 'player',
    first_name: 'Alex',
    last_name: 'Martin',
    email: 'player@example.org',
    role: 'participant',
    participants: [{ city: 'Montréal', province: 'QC' }],
  },
  { id: 'coach', first_name: null, last_name: null, email: 'COACH@example.org', role: 'coach', participants: [] },
];
const ids = (list: U[]) => list.map((u) => u.id);

describe('searchUsers', () => {
  it.each([
    ['all', '', ['admin', 'parent', 'player', 'coach']],
    ['participants', '', ['parent', 'player']],
    ['admins', '', ['admin']],
    ['all', 'ALEX', ['player']],
    ['all', 'martin', ['player']],
    ['all', 'coach@', ['coach']],
    ['all', 'toronto', ['parent']],
    ['all', 'montréal', ['player']],
    ['all', 'qc', ['player']],
    ['all', '  pat  ', ['parent']],
    ['all', 'example.org', ['admin', 'parent', 'player', 'coach']],
    ['participants', 'admin', []],
    ['admins', 'toronto', []],
    ['all', 'nobody', []],
  ] as const)('filter %s, search "%s" keeps %j', (filter, search, expected) => {
    expect(ids(searchUsers(users, filter, search))).toEqual(expected);
  });

  // The app passes provinceSearchTerms (src/lib/provinces.ts): a province's code and its names in both languages.
  const terms = (code: string) =>
    ({ QC: ['qc', 'quebec', 'québec'], ON: ['on', 'ontario'] })[code] ?? [code.toLocaleLowerCase()];
  it.each([
    ['Québec', ['player']],
    ['quebec', ['player']],
    ['QUÉBEC', ['player']],
    ['Ontario', ['parent']],
    ['onta', ['parent']],
    ['qc', ['player']],
    ['Colombie', []],
  ] as const)('with province names, "%s" keeps %j', (search, expected) => {
    expect(ids(searchUsers(users, 'all', search, terms))).toEqual(expected);
  });

  it('without province names, a province matches by its code only', () => {
    expect(ids(searchUsers(users, 'all', 'Québec'))).toEqual([]);
    expect(ids(searchUsers(users, 'all', 'QC'))).toEqual(['player']);
  });

  it('does not match on role or other fields', () => {
    expect(ids(searchUsers(users, 'all', 'parent_guardian'))).toEqual([]);
  });
});

describe('truncateId', () => {
  it.each([
    ['cus_1234567890abc', 'cus_123456…'],
    ['cus_12345', 'cus_12345'],
    [null, ''],
    ['', ''],
  ])('%s -> %s', (id, shown) => {
    expect(truncateId(id)).toBe(shown);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada', 'Admin', 'a@x.org', 'AA'],
    ['émilie', null, 'e@x.org', 'É'],
    [null, null, 'coach@x.org', 'C'],
    [null, null, null, '?'],
  ])('%s %s %s -> %s', (first, last, email, initials) => {
    expect(initialsOf(first, last, email)).toBe(initials);
  });
});
