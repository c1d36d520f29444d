// Export All's memory (issue 23 point 7): one Export All as the admin registrations page does it (the api's
// keyset pages, exportPages, each turned into CSV text at once by csvFromPages), with this Node process's heap sampled every
// 10 ms (process.memoryUsage().heapUsed). It is a PROXY for the browser tab's memory: the same JS objects (the
// answer, the row views, the CSV string) are held, but V8 in Node is not Chrome's renderer, and when the stack runs
// in this process (the bench does) its gateway's buffers count too.
import type { AppLoader } from './app-loader.ts';

type Any = (...args: never[]) => unknown;
export type ExportMemory = {
  rows: number;
  bytes: number;
  fetchMs: number;
  buildMs: number;
  heapBeforeMB: number;
  heapPeakMB: number;
  rssPeakMB: number;
  progressCalls: number;
  note: string;
};

const mb = (n: number) => Math.round(n / 2 ** 20);

export async function measureExportMemory(app: AppLoader): Promise<ExportMemory> {
  const regsApi = await app.load<Record<string, Any>>('/src/features/admin-registrations/api/registrations.ts');
  const exportCsv = await app.load<Record<string, Any>>('/src/features/admin-registrations/utils/export-csv.ts');
  const t = ((key: string) => key) as unknown as Any;
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let heapPeak = before.heapUsed;
  let rssPeak = before.rss;
  const sample = setInterval(() => {
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed);
    rssPeak = Math.max(rssPeak, m.rss);
  }, 10);
  let progressCalls = 0;
  try {
    const exportPages = regsApi.exportPages as (f: unknown) => AsyncIterable<unknown[]>;
    const csvFromPages = exportCsv.csvFromPages as (
      pages: AsyncIterable<unknown[]>,
      t: Any,
      today: string,
    ) => Promise<{ blob: Blob; count: number }>;
    let fetchMs = 0;
    async function* timedPages() {
      const it = exportPages({ programId: null, status: 'all', search: '' })[Symbol.asyncIterator]();
      for (;;) {
        const t0 = performance.now();
        const next = await it.next();
        fetchMs += performance.now() - t0;
        if (next.done) return;
        progressCalls += 1;
        yield next.value;
      }
    }
    const t0 = performance.now();
    const { blob, count } = await csvFromPages(timedPages(), t, new Date().toISOString().slice(0, 10));
    const buildMs = performance.now() - t0 - fetchMs;
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed);
    rssPeak = Math.max(rssPeak, m.rss);
    return {
      rows: count,
      bytes: blob.size,
      fetchMs: Math.round(fetchMs),
      buildMs: Math.round(buildMs),
      heapBeforeMB: mb(before.heapUsed),
      heapPeakMB: mb(heapPeak),
      rssPeakMB: mb(rssPeak),
      progressCalls,
      note: 'Node process heap (process.memoryUsage, sampled every 10 ms) as a proxy for the browser tab; includes the in-process stack',
    };
  } finally {
    clearInterval(sample);
  }
}
