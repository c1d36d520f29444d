import type { ReportRow } from '../api/concussion';

/** The report's filters (issue 24 point 7). */
export const REPORT_FILTERS = ['all', 'missing', 'removed'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export type AwarenessState = 'valid' | 'expired' | 'missing';
export type CodeState = 'acknowledged' | 'missing' | 'notRequired';

/** The awareness confirmation on Toronto day `today`: valid while today is before valid_until. */
export function awarenessState(row: Pick<ReportRow, 'confirmation_valid_until'>, today: string): AwarenessState {
  const until = row.confirmation_valid_until;
  if (!until) return 'missing';
  return until > today ? 'valid' : 'expired';
}

/**
 * The Code of Conduct: athletes (and their parents) and coaches acknowledge it; for a volunteer it is optional
 * (recorded if given). A lapsed confirmation no longer counts as an acknowledgment.
 */
export function codeState(
  row: Pick<ReportRow, 'code_of_conduct' | 'person_kind' | 'confirmation_valid_until'>,
  today: string,
): CodeState {
  if (row.code_of_conduct && awarenessState(row, today) === 'valid') return 'acknowledged';
  return row.person_kind === 'volunteer' ? 'notRequired' : 'missing';
}

/** Missing a valid confirmation, or a Code of Conduct acknowledgment that the person's role needs. */
export function needsConfirmation(row: ReportRow, today: string): boolean {
  return awarenessState(row, today) !== 'valid' || codeState(row, today) === 'missing';
}

/** The rows a filter and a program choice ('' = every program) keep. */
export function filterReport(rows: ReportRow[], filter: ReportFilter, programId: string, today: string): ReportRow[] {
  return rows.filter(
    (r) =>
      (!programId || r.program_id === programId) &&
      (filter === 'all' ||
        (filter === 'missing' && needsConfirmation(r, today)) ||
        (filter === 'removed' && r.removed_since !== null)),
  );
}

export type ProgramGroup = { programId: string; name: string; nameFr: string | null; rows: ReportRow[] };

/** Rows grouped per program, in the order the report gives them. */
export function groupByProgram(rows: ReportRow[]): ProgramGroup[] {
  const groups = new Map<string, ProgramGroup>();
  for (const r of rows) {
    let g = groups.get(r.program_id);
    if (!g) {
      g = { programId: r.program_id, name: r.program_name, nameFr: r.program_name_fr, rows: [] };
      groups.set(r.program_id, g);
    }
    g.rows.push(r);
  }
  return [...groups.values()];
}

/** The CSV's file name: concussion-report-<filter>-<day>.csv. */
export const reportCsvFilename = (filter: ReportFilter, today: string) => `concussion-report-${filter}-${today}.csv`;
