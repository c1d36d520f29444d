import { describe, expect, it } from 'vitest';
import { ageOn, isAtLeastYearsOld } from './age.ts';

describe('ageOn counts birthdays on the day', () => {
  it.each([
    ['2010-11-22', '2026-11-22', 16],
    ['2010-11-23', '2026-11-22', 15],
    ['2010-11-21', '2026-11-22', 16],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s, on %s -> %i', (dob, today, age) => expect(ageOn(dob, today)).toBe(age));
});

describe('isAtLeastYearsOld: birth date at most five years before today', () => {
  it.each([
    ['2021-11-22', true],
    ['2021-11-23', false],
    ['2000-01-01', true],
    ['2026-11-22', false],
  ])('born %s is at least 5 on 2026-11-22: %s', (dob, ok) => {
    expect(isAtLeastYearsOld(dob, 5, '2026-11-22')).toBe(ok);
  });
});
