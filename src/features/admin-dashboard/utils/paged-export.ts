// CSV exports read in pages (issue 23 points 3 and 4): a hosted PostgREST answer
// stops at 1,000 rows, and a whole table in one answer would hold every row's
// objects in the browser at once. Each page is read, turned into its CSV text at
// once, and dropped: the browser keeps the text only (bounded memory), then
// downloads the parts as one file.
import { toCsv } from '@/lib/csv';

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
  for (;;) {
    if (job.signal?.aborted) throw new ExportCancelled();
    const page = await job.fetchPage(done, job.pageSize);
    if (job.signal?.aborted) throw new ExportCancelled();
    if (total === Infinity) total = page.total;
    if (parts.length === 0 || page.items.length > 0) parts.push(job.toCsv(page.items, parts.length === 0));
    done += page.items.length;
    job.onProgress?.(done, Math.max(total, done));
    if (page.items.length < job.pageSize || done >= total) return { parts, count: done };
  }
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
