// Day-level rules use the organisation's local date (ARCHITECTURE section 9):
// America/Toronto, in the browser, the edge functions and SQL alike.
// Every function takes `now`/`today` as a parameter so tests are tables, not clocks.

export const ORG_TIME_ZONE = 'America/Toronto';

/** An ISO calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

// Building an Intl.DateTimeFormat costs ~50 us: one, made on first use (CSV exports call this per row).
let orgDateFormat: Intl.DateTimeFormat | null = null;

/** The calendar date in Toronto at instant `now`. */
export function orgToday(now: Date): IsoDate {
  orgDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ORG_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = orgDateFormat.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Days since 1970-01-01 of a calendar date (time and zone ignored). */
function dayNumber(date: IsoDate): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new Error(`Not an ISO date: ${date}`);
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** Adds whole days to a calendar date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date((dayNumber(date) + days) * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Adds whole years (Feb 29 becomes Feb 28 in a non-leap year). */
export function addYears(date: IsoDate, years: number): IsoDate {
  const m = ISO_DATE.exec(date);
  if (!m) throw new Error(`Not an ISO date: ${date}`);
  const y = Number(m[1]) + years;
  const month = Number(m[2]);
  let day = Number(m[3]);
  const daysInMonth = new Date(Date.UTC(y, month, 0)).getUTCDate();
  if (day > daysInMonth) day = daysInMonth;
  return `${String(y).padStart(4, '0')}-${m[2]}-${String(day).padStart(2, '0')}`;
}

/** Day of week 0 (Sunday) to 6 (Saturday) of a calendar date. */
export function weekday(date: IsoDate): number {
  return new Date(dayNumber(date) * 86_400_000).getUTCDay();
}

export type ProgramPhase = 'upcoming' | 'ongoing' | 'ended';

/** Spec 2 section 4: Upcoming when the start is in the future, Ended when the end is past, Ongoing otherwise. */
export function programPhase(startDate: IsoDate, endDate: IsoDate, today: IsoDate): ProgramPhase {
  if (daysBetween(today, startDate) > 0) return 'upcoming';
  if (daysBetween(endDate, today) > 0) return 'ended';
  return 'ongoing';
}

/** True once the program's end date is before today. */
export function hasEnded(endDate: IsoDate, today: IsoDate): boolean {
  return daysBetween(endDate, today) > 0;
}

export type RelativeDay =
  { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'weekday'; weekday: number } | { kind: 'date'; date: IsoDate };

/** Spec 1 dashboard: Today, Tomorrow, weekday within 7 days, otherwise the date. */
export function relativeDay(date: IsoDate, today: IsoDate): RelativeDay {
  const diff = daysBetween(today, date);
  if (diff === 0) return { kind: 'today' };
  if (diff === 1) return { kind: 'tomorrow' };
  if (diff > 1 && diff < 7) return { kind: 'weekday', weekday: weekday(date) };
  return { kind: 'date', date };
}

export type Urgency = 'critical' | 'soon' | 'this-week' | 'later';

/** Spec 1 dashboard border colour thresholds: <=1 day red, <=3 orange, <=7 blue, else green. */
export function urgency(daysUntil: number): Urgency {
  if (daysUntil <= 1) return 'critical';
  if (daysUntil <= 3) return 'soon';
  if (daysUntil <= 7) return 'this-week';
  return 'later';
}
