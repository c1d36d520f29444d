import type { TFunction } from 'i18next';
import { ORG_TIME_ZONE } from '@domain/dates';
import { CSV_TYPE, toCsv } from '@/lib/csv';
import { localizedText } from '@/lib/localized';
import type { AdminAccessLogRow } from '../api/access-log';
import { actionLabel, reasonLabel, roleLabel, scopeText, whatLabel } from './labels';

const stampFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ORG_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A timestamp as Toronto's wall clock, 'YYYY-MM-DD HH:mm:ss' (what a spreadsheet sorts and reads as is). */
export function torontoStamp(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(stampFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The access log CSV's columns, in order. */
export const ACCESS_LOG_CSV_COLUMNS = [
  'at',
  'atToronto',
  'actorName',
  'actorEmail',
  'actorRole',
  'action',
  'what',
  'reason',
  'program',
  'participantCount',
  'participants',
  'volunteerCount',
  'scope',
  'id',
] as const;

/**
 * One CSV row per line of the log: the time as stored (ISO, UTC) and on Toronto's clock, the labels and program in the reader's
 * language (`lang`), the participants' names (the first 20 the function gives; the count says how many),
 * through the project's toCsv (formula-looking text neutralised, UTF-8 BOM for Excel).
 */
export function accessLogCsv(rows: AdminAccessLogRow[], t: TFunction, lang: string): string {
  return toCsv(
    ACCESS_LOG_CSV_COLUMNS.map((k) => t(`accessLog:csv.${k}`)),
    rows.map((r) => [
      r.at,
      torontoStamp(r.at),
      r.actor_name ?? '',
      r.actor_email ?? '',
      roleLabel(t, r.actor_role),
      actionLabel(t, r.action),
      whatLabel(t, r.what),
      reasonLabel(t, r.reason),
      r.program_name ? localizedText(r.program_name_fr, r.program_name, lang) : '',
      r.participant_count,
      r.participants.map((p) => p.name ?? t('accessLog:table.removedParticipant')).join('; '),
      r.volunteer_count,
      scopeText(r.scope),
      r.id,
    ]),
  );
}

/**
 * The CSV of every page, built page by page: each page becomes CSV text at once and only its text is kept; the
 * first page keeps the BOM and header, the next ones only their rows. Exactly accessLogCsv of all the rows.
 */
export async function accessLogCsvFromPages(
  pages: AsyncIterable<AdminAccessLogRow[]>,
  t: TFunction,
  lang: string,
): Promise<{ blob: Blob; count: number }> {
  const header = accessLogCsv([], t, lang).replace(/\r\n$/, '');
  const parts: string[] = [];
  let count = 0;
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    const text = accessLogCsv(rows, t, lang);
    parts.push(count === 0 ? text : text.slice(header.length));
    count += rows.length;
  }
  return { blob: new Blob(count === 0 ? [accessLogCsv([], t, lang)] : parts, { type: CSV_TYPE }), count };
}

/** 'access-log-2026-11-26.csv'. */
export function accessLogCsvFilename(today: string): string {
  return `access-log-${today}.csv`;
}
