import { describe, expect, it } from 'vitest';
import { centsToDollars, centsToDollarsInput, dollarsToCents, formatCents } from './money.ts';

describe('dollarsToCents rounds to whole cents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    ['0.1', 10],
    ['1.005', 101],
    ['19.99', 1999],
    [' 150 ', 15000],
    [0.29, 29],
    ['-5', -500],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
    ['.', null],
  ] as const)('%s -> %s', (input, cents) => expect(dollarsToCents(input)).toBe(cents));
});

describe('money display', () => {
  it('formats CAD in English and French', () => {
    expect(formatCents(12550, 'en')).toBe('$125.50');
    expect(formatCents(12550, 'fr').replace(/\s/g, ' ')).toBe('125,50 $');
  });
  it('shows cents as a two-decimal input value', () => {
    expect(centsToDollarsInput(1250)).toBe('12.50');
    expect(centsToDollarsInput(null)).toBe('');
    expect(centsToDollars(-5)).toBe('-0.05');
    expect(centsToDollars(0)).toBe('0.00');
  });
});
