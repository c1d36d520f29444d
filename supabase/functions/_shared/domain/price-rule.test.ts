import { describe, expect, it } from 'vitest';
import cases from './price-rule.cases.json';
import { registrationPrice } from './price-rule.ts';

// The same table runs against the database's private.registration_price() (tests/db/price-rule.test.ts).
describe('registration price: volunteer free, else code beats tier beats program', () => {
  it.each(cases)('$name', ({ expected, ...input }) => {
    expect(registrationPrice(input)).toBe(expected);
  });
});
