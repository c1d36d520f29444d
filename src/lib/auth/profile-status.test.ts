import { describe, expect, it } from 'vitest';
import { isProfileComplete } from './profile-status';

const base = { first_name: 'Sam', last_name: 'Lee', phone: '6135550100' };

describe('profile completion (spec 1 section 4)', () => {
  it.each([
    ['participant', base, true, true],
    ['participant', base, false, false],
    ['participant', { ...base, phone: '' }, true, false],
    ['participant', { ...base, first_name: ' ' }, true, false],
    ['participant', { ...base, last_name: null }, true, false],
    ['volunteer', base, true, true],
    ['volunteer', base, false, false],
    ['volunteer', { ...base, phone: null }, true, false],
    ['parent_guardian', { first_name: null, last_name: null, phone: null }, false, true],
    ['coach', { first_name: null, last_name: null, phone: null }, false, true],
    ['admin', { first_name: null, last_name: null, phone: null }, false, true],
  ] as const)('%s %o with role record %s is complete: %s', (role, fields, record, expected) => {
    expect(isProfileComplete({ role, ...fields }, record)).toBe(expected);
  });
});
