import type { TFunction } from 'i18next';
import { CSV_TYPE } from '@/lib/csv';
import type { AdminRegistration } from '../api/types';
import { registrationsCsv } from './registrations-csv';
import { toRowView } from './row-view';

export type CsvFromPages = { blob: Blob; count: number };

/**
 * Export All's CSV, built page by page with bounded memory: each page of registrations is
 * turned into CSV text at once and kept only as a Blob part (which the browser may hold
 * outside the script's heap); no registration object outlives its page. The parts put
 * together are exactly registrationsCsv of all the rows (one header, CRLF between rows).
 * `onPage` gets the number of rows done after each page (the progress bar).
 */
export async function csvFromPages(
  pages: AsyncIterable<AdminRegistration[]>,
  t: TFunction,
  today: string,
  onPage?: (done: number) => void,
  lang?: string,
): Promise<CsvFromPages> {
  // What registrationsCsv writes for no rows (the BOM and the header row, papaparse may end it with a
  // line break), and the header as every page's text starts with it, without that line break.
  const empty = registrationsCsv([], t, today, lang);
  const header = empty.replace(/\r\n$/, '');
  const parts: Blob[] = [];
  let count = 0;
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    const text = registrationsCsv(rows.map(toRowView), t, today, lang);
    if (!text.startsWith(header)) throw new Error('CSV page without the expected header');
    // The first page keeps the BOM and the header; the next ones start with the line break before their rows.
    parts.push(new Blob([count === 0 ? text : text.slice(header.length)]));
    count += rows.length;
    onPage?.(count);
  }
  return { blob: new Blob(count === 0 ? [empty] : parts, { type: CSV_TYPE }), count };
}
