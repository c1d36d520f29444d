import { describe, expect, it } from 'vitest';
import { activityLabel, eventTiming, greetingName, moreEvents, startsInDays } from './dashboard-rules';

describe('greetingName', () => {
  it.each([
    ['Sam', 'x@y.org', 'Sam'],
    ['  ', 'sam.lee@y.org', 'sam.lee'],
    [null, 'pat@y.org', 'pat'],
    [null, null, null],
    ['', '', null],
  ])('%j / %j -> %j', (first, email, expected) => expect(greetingName(first, email)).toBe(expected));
});

describe('activity labels', () => {
  it.each([
    ['pending', 'awaiting'],
    ['approved', 'confirmed'],
    ['rejected', 'declined'],
    ['cancelled', null],
    ['refunded', null],
  ])('%s -> %s', (status, label) => expect(activityLabel(status)).toBe(label));

  it.each([
    ['approved', '2026-11-25', 3],
    ['approved', '2026-11-23', 1],
    ['approved', '2026-11-22', null],
    ['approved', '2026-11-01', null],
    ['pending', '2026-12-25', null],
  ])('%s starting %s -> %s days', (status, start, days) =>
    expect(startsInDays(status, start, '2026-11-22')).toBe(days),
  );
});

describe('upcoming event timing (relative day and urgency thresholds 1, 3, 7)', () => {
  // 2026-11-22 is a Sunday.
  it.each([
    ['2026-11-22', { kind: 'today' }, 'critical'],
    ['2026-11-23', { kind: 'tomorrow' }, 'critical'],
    ['2026-11-24', { kind: 'weekday', weekday: 2 }, 'soon'],
    ['2026-11-25', { kind: 'weekday', weekday: 3 }, 'soon'],
    ['2026-11-26', { kind: 'weekday', weekday: 4 }, 'this-week'],
    ['2026-11-29', { kind: 'date', date: '2026-11-29' }, 'this-week'],
    ['2026-11-30', { kind: 'date', date: '2026-11-30' }, 'later'],
  ])('%s', (start, when, level) => {
    const timing = eventTiming(start, '2026-11-22');
    expect(timing.when).toEqual(when);
    expect(timing.urgency).toBe(level);
  });

  it.each([
    [0, 0],
    [3, 0],
    [5, 2],
    [9, 6],
  ])('%s events -> +%s more', (total, more) => expect(moreEvents(total)).toBe(more));
});
