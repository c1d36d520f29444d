import type { TFunction } from 'i18next';
import { csvTime, toCsv } from '@/lib/csv';
import { localizedText } from '@/lib/localized';
import type { WaitlistExportRow } from '../api/waitlist';

/** The waiting list CSV's columns, in order (issue 24 point 3). */
export const WAITLIST_CSV_COLUMNS = [
  'program',
  'position',
  'participant',
  'family',
  'email',
  'tier',
  'status',
  'joinedAt',
  'offerExpiresAt',
] as const;

/**
 * One CSV row per entry: the program's name, the status and 'any tier' in the reader's language (`lang`), times on Toronto's clock (csvTime), through
 * the project's toCsv (formula-looking text is neutralised, UTF-8 BOM for Excel).
 */
export function waitlistCsv(rows: WaitlistExportRow[], t: TFunction, lang: string): string {
  return toCsv(
    WAITLIST_CSV_COLUMNS.map((k) => t(`adminWaitlist:csv.${k}`)),
    rows.map((r) => [
      localizedText(r.program_name_fr, r.program_name, lang),
      r.position ?? '',
      r.participant_name,
      r.family_name ?? '',
      r.family_email ?? '',
      r.tier_name ?? t('adminWaitlist:anyTier'),
      t(`adminWaitlist:statuses.${r.status}`, { defaultValue: r.status }),
      csvTime(r.joined_at),
      csvTime(r.offer_expires_at),
    ]),
  );
}

/** 'waiting-list-winter-league-2026-11-26.csv'; every program: 'waiting-lists-2026-11-26.csv'. */
export function waitlistCsvFilename(programName: string | null, today: string): string {
  if (programName === null) return `waiting-lists-${today}.csv`;
  const slug = programName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `waiting-list-${slug || 'program'}-${today}.csv`;
}
