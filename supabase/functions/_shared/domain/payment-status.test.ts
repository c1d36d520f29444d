import { describe, expect, it } from 'vitest';
import { paymentStatus } from './payment-status.ts';
import { listPrice } from './price-rule.ts';

describe('paymentStatus (spec 2 section 4)', () => {
  it.each([
    [null, 5000, 'unpaid'],
    [undefined, 5000, 'unpaid'],
    [0, 5000, 'unpaid'],
    [0, 0, 'unpaid'], // "unpaid if amount_paid is empty or 0", even when free
    [1, 5000, 'partial'],
    [4999, 5000, 'partial'],
    [5000, 5000, 'paid'],
    [6000, 5000, 'paid'],
    [2500, 0, 'paid'],
    [2500, null, 'paid'],
  ] as const)('paid %s of expected %s is %s', (paid, expected, status) => {
    expect(paymentStatus(paid, expected)).toBe(status);
  });
});

describe('listPrice: the tier price, else the program price', () => {
  it.each([
    [3000, 5000, 3000],
    [0, 5000, 0],
    [null, 5000, 5000],
    [undefined, 5000, 5000],
    [null, null, 0],
  ] as const)('tier %s, program %s gives %s', (tier, program, expected) => {
    expect(listPrice(tier, program)).toBe(expected);
  });
});
