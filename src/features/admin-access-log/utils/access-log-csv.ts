import type { TFunction } from 'i18next';
import { csvTime, toCsv } from '@/lib/csv';
import { csvFromPages } from '@/lib/paged-export';
import { localizedText } from '@/lib/localized';
import type { AdminAccessLogRow } from '../api/access-log';
import { actionLabel, reasonLabel, roleLabel, scopeText, whatLabel } from '@/lib/access-log-labels';

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
      csvTime(r.at),
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

/** The CSV of every page, built page by page (src/lib/paged-export.ts): exactly accessLogCsv of all the rows. */
export function accessLogCsvFromPages(
  pages: AsyncIterable<AdminAccessLogRow[]>,
  t: TFunction,
  lang: string,
): Promise<{ blob: Blob; count: number }> {
  return csvFromPages(pages, (rows) => accessLogCsv(rows, t, lang));
}

/** 'access-log-2026-11-26.csv'. */
export function accessLogCsvFilename(today: string): string {
  return `access-log-${today}.csv`;
}
