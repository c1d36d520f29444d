import { describe, expect, it } from 'vitest';
import { firesEveryMinute, isDue, isValidSchedule, nextRun } from './schedule.ts';

const t = (iso: string) => new Date(iso);

describe('cron schedules as pg_cron reads them (UTC, five fields)', () => {
  it.each([
    ['* * * * *', '2026-11-28T22:17:30Z', '2026-11-28T22:18:00Z'],
    ['17 8 * * *', '2026-11-28T08:17:00Z', '2026-11-29T08:17:00Z'],
    ['17 8 * * *', '2026-11-28T08:16:59Z', '2026-11-28T08:17:00Z'],
    ['0 0 1 * *', '2026-12-15T00:00:00Z', '2027-01-01T00:00:00Z'],
    ['@daily', '2026-11-28T12:00:00Z', '2026-11-29T00:00:00Z'],
  ])('%s after %s fires at %s', (schedule, after, next) => {
    expect(nextRun(schedule, t(after))?.toISOString()).toBe(t(next).toISOString());
  });

  it.each([
    ['* * * * *', true],
    ['*/1 * * * *', true],
    ['17 8 * * *', false],
    ['* 8 * * *', false],
    ['*/5 * * * *', false],
  ])('%s fires every minute of every day: %s', (schedule, every) => {
    expect(firesEveryMinute(schedule)).toBe(every);
  });

  it.each(['not a schedule', '61 * * * *', '* * * *'])('cannot read %j', (schedule) => {
    expect(isValidSchedule(schedule)).toBe(false);
    expect(nextRun(schedule, new Date())).toBeNull();
  });

  it.each([
    // schedule, last run, now, shorter period, due
    ['* * * * *', '2026-11-28T22:17:30Z', '2026-11-28T22:17:59Z', undefined, false],
    ['* * * * *', '2026-11-28T22:17:30Z', '2026-11-28T22:18:00Z', undefined, true],
    ['* * * * *', '2026-11-28T22:17:30Z', '2026-11-28T22:17:34Z', 5000, false],
    ['* * * * *', '2026-11-28T22:17:30Z', '2026-11-28T22:17:35Z', 5000, true],
    ['17 8 * * *', '2026-11-28T08:00:00Z', '2026-11-28T08:16:59Z', 5000, false],
    ['17 8 * * *', '2026-11-28T08:00:00Z', '2026-11-28T08:17:00Z', 5000, true],
    ['17 8 * * *', '2026-11-28T08:17:00Z', '2026-11-28T09:00:00Z', undefined, false],
  ] as const)('%s, last run %s, at %s (every %s ms): due %s', (schedule, last, now, everyMs, due) => {
    expect(isDue(schedule, t(last), t(now), everyMs)).toBe(due);
  });
});
