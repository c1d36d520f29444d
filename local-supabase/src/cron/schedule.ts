// When a job of cron.job is due: its cron expression read with croner, in UTC as pg_cron 1.4 reads it (five
// fields, or @hourly, @daily and the like; day of month and day of week combined with OR, as in Vixie cron).
import { Cron } from 'croner';

const parsed = new Map<string, Cron | null>();

function cronOf(schedule: string): Cron | null {
  if (!parsed.has(schedule)) {
    let c: Cron | null = null;
    try {
      c = new Cron(schedule.trim(), { timezone: 'Etc/UTC', mode: '5-part', paused: true });
    } catch {
      c = null;
    }
    parsed.set(schedule, c);
  }
  return parsed.get(schedule)!;
}

/** Whether croner can read the expression (an unreadable one never runs; the runner says so once). */
export function isValidSchedule(schedule: string): boolean {
  return cronOf(schedule) !== null;
}

/** The first time after `after` that the schedule fires, or null (unreadable, or never again). */
export function nextRun(schedule: string, after: Date): Date | null {
  return cronOf(schedule)?.nextRun(after) ?? null;
}

/** A job that fires every minute of every day ('* * * * *'): the runner's shorter period (StackOptions.cronEveryMs) applies to it. */
export function firesEveryMinute(schedule: string): boolean {
  return /^\s*(\*|\*\/1)(\s+\*){4}\s*$/.test(schedule);
}

/**
 * Whether a job is due at `now`, given when it last ran (or when the runner started): its next fire time after
 * `last` has come, or, with a shorter period for every-minute jobs (`everyMs`), that period has passed.
 */
export function isDue(schedule: string, last: Date, now: Date, everyMs?: number): boolean {
  if (everyMs && firesEveryMinute(schedule)) return now.getTime() - last.getTime() >= everyMs;
  const next = nextRun(schedule, last);
  return next !== null && next.getTime() <= now.getTime();
}
