// One CSV export as the screens run it (issue 39 point 3): pages read one ahead (src/lib/pages-ahead.ts), each
// turned into CSV text at once by src/lib/paged-export.ts csvFromPages. `fetch` is the time the build waited for a
// page (a page that arrived while the previous one was being written costs nothing here), `build` the rest of the
// wall time, `total` the wall time: the export's budget is on `total`.
import type { AppLoader } from './app-loader.ts';
import { statOf, type Stat } from './stats.ts';

export type CsvFromPages = <T>(
  pages: AsyncIterable<T[]>,
  csvOf: (rows: T[]) => string,
) => Promise<{ blob: Blob; count: number }>;

export type ExportRun = {
  rows: number;
  bytes: number;
  pages: number;
  fetchMs: number;
  buildMs: number;
  totalMs: number;
};
export type ExportTiming = { rows: number; bytes: number; pages: number; fetch: Stat; build: Stat; total: Stat };

/** Issue 39 point 3: an export (fetch + build) within 2 s at scale 1, 10 s at scale 10. */
export const exportBudgetMs = (scale: number) => (scale >= 10 ? 10_000 : 2_000);

export async function loadCsvFromPages(app: AppLoader): Promise<CsvFromPages> {
  return (await app.load<{ csvFromPages: CsvFromPages }>('/src/lib/paged-export.ts')).csvFromPages;
}

/** One export: the screen's pages and CSV builder, with the time spent waiting for pages apart. */
export async function exportOnce<T>(
  csvFromPages: CsvFromPages,
  pages: AsyncIterable<T[]>,
  csvOf: (rows: T[]) => string,
): Promise<ExportRun> {
  let waited = 0;
  let count = 0;
  async function* timed() {
    const it = pages[Symbol.asyncIterator]();
    try {
      for (;;) {
        const t0 = performance.now();
        const next = await it.next();
        waited += performance.now() - t0;
        if (next.done) return;
        count += 1;
        yield next.value;
      }
    } finally {
      await it.return?.();
    }
  }
  const t0 = performance.now();
  const { blob, count: rows } = await csvFromPages(timed(), csvOf);
  const totalMs = performance.now() - t0;
  return { rows, bytes: blob.size, pages: count, fetchMs: waited, buildMs: totalMs - waited, totalMs };
}

/** `runs` exports in a row (`between` runs after each: let sockets settle), as min / median / max. */
export async function timeExport<T>(
  csvFromPages: CsvFromPages,
  runs: number,
  pages: () => AsyncIterable<T[]>,
  csvOf: (rows: T[]) => string,
  between: () => Promise<unknown>,
): Promise<ExportTiming> {
  const all: ExportRun[] = [];
  for (let r = 0; r < runs; r++) {
    all.push(await exportOnce(csvFromPages, pages(), csvOf));
    await between();
  }
  const last = all[all.length - 1];
  return {
    rows: last.rows,
    bytes: last.bytes,
    pages: last.pages,
    fetch: statOf(all.map((x) => x.fetchMs)),
    build: statOf(all.map((x) => x.buildMs)),
    total: statOf(all.map((x) => x.totalMs)),
  };
}
