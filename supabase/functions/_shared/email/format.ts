// Dates, times and money of the e-mails in en-CA / fr-CA, on the organisation's
// clock (America/Toronto). Same output as the app's src/lib/format.ts.

import { formatCents, type Lang } from '../domain/money.ts';
import { ORG_TIME_ZONE } from '../domain/dates.ts';

export type { Lang };

export const INTL_LOCALE: Readonly<Record<Lang, string>> = { en: 'en-CA', fr: 'fr-CA' };

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[lang], options)));
  return format;
}

/** Integer cents in Canadian dollars: '$25.00' / '25,00 $'. */
export function money(cents: number, lang: Lang): string {
  if (!Number.isFinite(cents)) throw new Error(`Not an amount in cents: ${cents}`);
  return formatCents(cents, lang);
}

/** A calendar date 'YYYY-MM-DD' without a time zone shift: 'March 5, 2026' / '5 mars 2026'. */
export function calendarDate(isoDate: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) throw new Error(`Not an ISO date: ${isoDate}`);
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return dateFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** An instant in Toronto: 'March 5, 2026 at 2:30 p.m.' / '5 mars 2026 à 14 h 30'. */
export function dateTime(instant: string | Date, lang: Lang): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date and time: ${String(instant)}`);
  return dateFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: ORG_TIME_ZONE }).format(date);
}

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
