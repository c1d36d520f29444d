// The dashboard's CSV exports (users, locations) read in pages through src/lib/paged-export.ts, keep the text of
// each page only, then download the parts as one file.
import { toCsv } from '@/lib/csv';
import { nextOffset, readPages } from '@/lib/read-all';

export type Page<T> = { total: number; items: T[] };

export type PagedExport<T> = {
  /** One page of at most `limit` items from `offset`, with the exact total. */
  fetchPage: (offset: number, limit: number) => Promise<Page<T>>;
  pageSize: number;
  /** The page's CSV text; `first` says whether it carries the byte order mark and the header. */
  toCsv: (items: T[], first: boolean) => string;
  /** After each page: items written so far and the total to write. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
};

export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
}

/**
 * Reads every page in order and returns the CSV text of each (the first has the
 * header). Ends when the first page's total is reached, or on a short page (rows
 * removed meanwhile). Throws ExportCancelled when the signal aborts between pages.
 */
export async function exportInPages<T>(job: PagedExport<T>): Promise<{ parts: string[]; count: number }> {
  const parts: string[] = [];
  let done = 0;
  let total = Infinity;
  const pages = readPages(async (from: number | null) => {
    const offset = from ?? 0;
    const page = await job.fetchPage(offset, job.pageSize);
    if (total === Infinity) total = page.total;
    return { rows: page.items, next: nextOffset(offset, page.items.length, job.pageSize, total) };
  }, job.signal);
  try {
    for await (const items of pages) {
      parts.push(job.toCsv(items, parts.length === 0));
      done += items.length;
      job.onProgress?.(done, Math.max(total, done));
    }
  } catch (error) {
    throw job.signal?.aborted ? new ExportCancelled() : error;
  }
  // Nothing to export: the header alone.
  if (parts.length === 0) parts.push(job.toCsv([], true));
  return { parts, count: done };
}

/**
 * The CSV text of one page: with the byte order mark and header when first, else
 * only its rows, each after a line end, so the parts joined are one toCsv document.
 */
export function csvPage(columns: string[], rows: unknown[][], first: boolean): string {
  const text = toCsv(columns, rows);
  if (first) return text;
  // What precedes the rows: the byte order mark and the header, without a line end (papaparse
  // ends a header-only document with one, and a document with rows has one before each row).
  const head = toCsv(columns, []).replace(/\r\n$/, '');
  return rows.length === 0 ? '' : text.slice(head.length);
}
