import { describe, expect, it } from 'vitest';
import { addDays, addYears, daysBetween, orgToday, programPhase, relativeDay, urgency } from './dates.ts';

describe('orgToday uses the Toronto calendar date', () => {
  it.each([
    ['2026-11-22T04:59:00Z', '2026-11-21'], // 23:59 EST
    ['2026-11-22T05:00:00Z', '2026-11-22'], // midnight EST
    ['2026-07-01T03:59:00Z', '2026-06-30'], // 23:59 EDT
    ['2026-07-01T04:00:00Z', '2026-07-01'],
  ])('%s is %s in Toronto', (instant, expected) => {
    expect(orgToday(new Date(instant))).toBe(expected);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-11-22', '2026-11-22', 0],
    ['2026-11-22', '2026-11-23', 1],
    ['2026-11-22', '2026-11-21', -1],
    ['2026-02-28', '2026-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2026-03-07', '2026-03-09', 2], // across the DST change
  ])('daysBetween(%s, %s) = %i', (a, b, n) => {
    expect(daysBetween(a, b)).toBe(n);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('addDays(%s, %i) = %s', (d, n, expected) => expect(addDays(d, n)).toBe(expected));

  it.each([
    ['2026-11-22', -5, '2021-11-22'],
    ['2024-02-29', -1, '2023-02-28'],
  ])('addYears(%s, %i) = %s', (d, n, expected) => expect(addYears(d, n)).toBe(expected));
});

describe('programPhase (spec 2 section 4)', () => {
  it.each([
    ['2026-11-23', '2026-11-30', 'upcoming'],
    ['2026-11-22', '2026-11-30', 'ongoing'],
    ['2026-11-01', '2026-11-22', 'ongoing'],
    ['2026-11-01', '2026-11-21', 'ended'],
  ] as const)('start %s end %s is %s on 2026-11-22', (start, end, phase) => {
    expect(programPhase(start, end, '2026-11-22')).toBe(phase);
  });
});

describe('relativeDay (spec 1 dashboard)', () => {
  it.each([
    ['2026-11-22', { kind: 'today' }],
    ['2026-11-23', { kind: 'tomorrow' }],
    ['2026-11-24', { kind: 'weekday', weekday: 2 }],
    ['2026-11-28', { kind: 'weekday', weekday: 6 }],
    ['2026-11-29', { kind: 'date', date: '2026-11-29' }],
  ])('%s relative to Sunday 2026-11-22', (date, expected) => {
    expect(relativeDay(date, '2026-11-22')).toEqual(expected);
  });
});

describe('urgency thresholds 1, 3, 7 days', () => {
  it.each([
    [0, 'critical'],
    [1, 'critical'],
    [2, 'soon'],
    [3, 'soon'],
    [4, 'this-week'],
    [7, 'this-week'],
    [8, 'later'],
  ] as const)('%i days -> %s', (days, level) => expect(urgency(days)).toBe(level));
});
