import { formatCents, type Lang } from '@domain/money';
import { ORG_TIME_ZONE } from '@domain/dates';
import { currentLanguage, intlLocale } from './i18n';

// Building an Intl formatter costs far more than using it: one per locale and options (lists of rows).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** Money from integer cents, in CAD, for the current (or given) language. */
export function formatMoney(cents: number, lang: Lang = currentLanguage()): string {
  return formatCents(cents, lang);
}

/** A calendar date 'YYYY-MM-DD' (no time zone shift), e.g. 'March 5, 2026' / '5 mars 2026'. */
export function formatDate(
  isoDate: string,
  lang: Lang = currentLanguage(),
  style: 'long' | 'medium' | 'short' = 'long',
): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  return dateFormat(intlLocale(lang), { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** A date range of two calendar dates. */
export function formatDateRange(start: string, end: string, lang: Lang = currentLanguage()): string {
  if (start.slice(0, 10) === end.slice(0, 10)) return formatDate(start, lang);
  return `${formatDate(start, lang)} – ${formatDate(end, lang)}`;
}

/** A timestamp in the organisation's time zone, e.g. 'Mar 5, 2026, 2:30 p.m.'. */
export function formatDateTime(timestamp: string | Date, lang: Lang = currentLanguage()): string {
  const date = typeof timestamp === 'string' ? new Date(timestamp) : timestamp;
  return dateFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone: ORG_TIME_ZONE }).format(
    date,
  );
}

/** A whole number in the language's style (e.g. '1,234' / '1 234'). */
export function formatNumber(value: number, lang: Lang = currentLanguage()): string {
  return new Intl.NumberFormat(intlLocale(lang)).format(value);
}
