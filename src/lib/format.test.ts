import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatMoney } from './format';

describe('formatting', () => {
  it.each([
    [2500, 'en', '$25.00'],
    [2500, 'fr', '25,00 $'],
    [0, 'en', '$0.00'],
  ] as const)('formats %i cents in %s as %s', (cents, lang, expected) => {
    expect(formatMoney(cents, lang).replace(/\u00a0|\u202f/g, ' ')).toBe(expected);
  });

  it('formats calendar dates without shifting the day', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDate('2026-03-01', 'fr')).toBe('1 mars 2026');
  });

  it('formats a range and collapses a one-day range', () => {
    expect(formatDateRange('2026-03-01', '2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDateRange('2026-03-01', '2026-03-02', 'en')).toBe('March 1, 2026 – March 2, 2026');
  });
});
