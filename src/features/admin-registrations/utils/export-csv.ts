import type { TFunction } from 'i18next';
import { csvFromPages as csvOfPages } from '@/lib/paged-export';
import type { AdminRegistration } from '../api/types';
import { registrationsCsv } from './registrations-csv';
import { toRowView } from './row-view';

export type CsvFromPages = { blob: Blob; count: number };

/** Export All's CSV of some registrations, header included: what each page goes through (src/lib/paged-export.ts). */
export function registrationsCsvOf(t: TFunction, today: string, lang?: string): (rows: AdminRegistration[]) => string {
  return (rows) => registrationsCsv(rows.map(toRowView), t, today, lang);
}

/**
 * Export All's CSV, built page by page with bounded memory (src/lib/paged-export.ts): no registration object
 * outlives its page, and the parts put together are exactly registrationsCsv of all the rows (one header, CRLF
 * between rows). `onPage` gets the number of rows done after each page (the progress bar).
 */
export function csvFromPages(
  pages: AsyncIterable<AdminRegistration[]>,
  t: TFunction,
  today: string,
  onPage?: (done: number) => void,
  lang?: string,
): Promise<CsvFromPages> {
  return csvOfPages(pages, registrationsCsvOf(t, today, lang), onPage);
}
