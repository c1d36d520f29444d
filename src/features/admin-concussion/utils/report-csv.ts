import type { TFunction } from 'i18next';
import { toCsv } from '@/lib/csv';
import { contentLanguage, localizedText } from '@/lib/localized';
import type { ReportRow } from '../api/concussion';
import { awarenessState, codeState } from './report';

export const REPORT_CSV_COLUMNS = [
  'program',
  'programOtherLanguage',
  'kind',
  'person',
  'email',
  'minor',
  'awareness',
  'validUntil',
  'codeOfConduct',
  'guardianConfirmed',
  'removedSince',
] as const;

/**
 * One CSV row per person of the report (formula-safe through toCsv), headers and states in the current language
 * (`lang`, by default the language of `t`); dates as YYYY-MM-DD; the program's name in that language, then in
 * the other (issue 22).
 */
export function reportCsv(rows: ReportRow[], t: TFunction, today: string, lang?: string): string {
  const ui = contentLanguage(lang ?? String((t as unknown as { lng?: unknown }).lng ?? ''));
  const yesNo = (v: boolean | null) => (v === null ? '' : t(v ? 'adminConcussion:csv.yes' : 'adminConcussion:csv.no'));
  return toCsv(
    REPORT_CSV_COLUMNS.map((k) => t(`adminConcussion:csv.${k}`)),
    rows.map((r) => [
      localizedText(r.program_name_fr, r.program_name, ui),
      (ui === 'fr' ? r.program_name : r.program_name_fr) ?? '',
      t(`adminConcussion:kinds.${r.person_kind}`),
      r.person_name,
      r.family_email ?? '',
      r.person_kind === 'athlete' ? yesNo(r.minor) : '',
      t(`adminConcussion:awareness.${awarenessState(r, today)}`),
      r.confirmation_valid_until ?? '',
      t(`adminConcussion:code.${codeState(r, today)}`),
      r.person_kind === 'athlete' && r.minor ? yesNo(r.guardian_confirmed) : '',
      r.removed_since ?? '',
    ]),
  );
}
