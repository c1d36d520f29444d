// A CSV export read in pages (issue 23 points 3 and 4, issue 39 point 3; the pages come from readRangesAhead in
// pages-ahead.ts): a whole table in one answer would hold every row's objects in the browser at once. Each page is
// turned into its CSV text at once and dropped: the browser keeps the text only (bounded memory).
import { CSV_TYPE, downloadCsv } from './csv';

/**
 * The CSV of every page, built page by page: each page of rows becomes CSV text at once (`csvOf`, the same function
 * that writes the whole document) and is kept only as a Blob part; the first keeps the byte order mark and header,
 * the next ones start with the line break before their rows (csvOf ends its last line without one, as toCsv does).
 * The parts put together are exactly `csvOf` of all the rows. `onPage` gets the number of rows done after each page
 * (a progress bar).
 */
export async function csvFromPages<T>(
  pages: AsyncIterable<T[]>,
  csvOf: (rows: T[]) => string,
  onPage?: (done: number) => void,
): Promise<{ blob: Blob; count: number }> {
  // What csvOf writes for no rows (the BOM and the header row, no line break after it: toCsv's shape), which every
  // page's text starts with.
  const header = csvOf([]);
  const parts: Blob[] = [];
  let count = 0;
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    const text = csvOf(rows);
    if (!text.startsWith(header)) throw new Error('CSV page without the expected header');
    // A page csvOf writes no line of (it may leave rows out) adds nothing, not a blank line.
    if (text !== header) parts.push(new Blob([parts.length === 0 ? text : text.slice(header.length)]));
    count += rows.length;
    onPage?.(count);
  }
  return { blob: new Blob(parts.length === 0 ? [header] : parts, { type: CSV_TYPE }), count };
}

/** Where a CSV export is: what its progress bar, Cancel button and status line show (src/components/export-progress). */
export type CsvExportState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number | null }
  | { phase: 'done'; count: number }
  | { phase: 'empty' }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: unknown };

export type CsvExportJob<T> = {
  filename: string;
  /** The rows the screen counted (the bar's maximum), null when unknown; the bar grows if more arrive. */
  total: number | null;
  /** Every page of rows, in order, read ahead (src/lib/pages-ahead.ts); stops with `signal`. */
  pages: (signal: AbortSignal) => AsyncIterable<T[]>;
  /** The CSV document of some rows, header included: each page goes through it once. */
  csvOf: (rows: T[]) => string;
};

/**
 * One CSV export from start to end: reports `running` after each page, then `done` once the file is handed to
 * `save` (the browser's download), `empty` when there was no row (nothing saved), `cancelled` when `signal` aborted,
 * `failed` otherwise. Returns the last state it reported.
 */
export async function runCsvExport<T>(
  job: CsvExportJob<T>,
  signal: AbortSignal,
  report: (state: CsvExportState) => void,
  save: (filename: string, blob: Blob) => void = downloadCsv,
): Promise<CsvExportState> {
  let end: CsvExportState;
  report({ phase: 'running', done: 0, total: job.total });
  try {
    const { blob, count } = await csvFromPages(job.pages(signal), job.csvOf, (done) =>
      report({ phase: 'running', done, total: Math.max(job.total ?? done, done) }),
    );
    signal.throwIfAborted();
    if (count === 0) end = { phase: 'empty' };
    else {
      save(job.filename, blob);
      end = { phase: 'done', count };
    }
  } catch (error) {
    end = signal.aborted ? { phase: 'cancelled' } : { phase: 'failed', error };
  }
  report(end);
  return end;
}
