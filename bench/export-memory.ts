// The exports' memory (issue 23 point 7, issue 39 point 3): one Export All and one users CSV as the screens run them
// (keyset pages read one ahead, each turned into CSV text at once: bench/timed-export.ts), with this Node process's
// heap sampled every 10 ms (process.memoryUsage().heapUsed). It is a PROXY for the browser tab's memory: the same JS
// objects (the answers, the row views, the CSV strings) are held, but V8 in Node is not Chrome's renderer. The stack
// runs in a process of its own (bench/stack-process.ts): its buffers are not counted.
import type { AppLoader } from './app-loader.ts';
import { exportOnce, loadCsvFromPages } from './timed-export.ts';

type Any = (...args: never[]) => unknown;
export type ExportMemory = {
  name: string;
  rows: number;
  bytes: number;
  pages: number;
  fetchMs: number;
  buildMs: number;
  heapBeforeMB: number;
  heapPeakMB: number;
  rssPeakMB: number;
  note: string;
};

const mb = (n: number) => Math.round(n / 2 ** 20);

/** One export's peak heap and RSS over its baseline (garbage collected first when --expose-gc). */
async function peakOf(name: string, run: () => ReturnType<typeof exportOnce>): Promise<ExportMemory> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let heapPeak = before.heapUsed;
  let rssPeak = before.rss;
  const sample = () => {
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed);
    rssPeak = Math.max(rssPeak, m.rss);
  };
  const timer = setInterval(sample, 10);
  try {
    const r = await run();
    sample();
    return {
      name,
      rows: r.rows,
      bytes: r.bytes,
      pages: r.pages,
      fetchMs: Math.round(r.fetchMs),
      buildMs: Math.round(r.buildMs),
      heapBeforeMB: mb(before.heapUsed),
      heapPeakMB: mb(heapPeak),
      rssPeakMB: mb(rssPeak),
      note: 'Node process heap (process.memoryUsage, sampled every 10 ms) as a proxy for the browser tab; the stack runs in its own process',
    };
  } finally {
    clearInterval(timer);
  }
}

export async function measureExportMemory(app: AppLoader): Promise<ExportMemory[]> {
  const regsApi = await app.load<Record<string, Any>>('/src/features/admin-registrations/api/registrations.ts');
  const exportCsv = await app.load<Record<string, Any>>('/src/features/admin-registrations/utils/export-csv.ts');
  const usersExport = await app.load<Record<string, Any>>('/src/features/admin-dashboard/api/users-export.ts');
  const usersCsv = await app.load<Record<string, Any>>('/src/features/admin-dashboard/utils/users-csv.ts');
  const csvFromPages = await loadCsvFromPages(app);
  const t = ((key: string) => key) as unknown as Any;
  const today = new Date().toISOString().slice(0, 10);
  const exportPages = regsApi.exportPages as (f: unknown) => AsyncIterable<unknown[]>;
  const registrationsCsvOf = exportCsv.registrationsCsvOf as (t: Any, today: string) => (rows: unknown[]) => string;
  const usersExportPages = usersExport.usersExportPages as (filter: string, search: string) => AsyncIterable<unknown[]>;
  const usersCsvOf = usersCsv.usersCsv as (rows: unknown[], today: string, labels: unknown) => string;
  const label = (x: unknown) => String(x);
  const labels = { role: label, status: label, yesNo: label, visualCondition: label, skating: label, province: label };
  const all = await peakOf('Export All', () =>
    exportOnce(csvFromPages, exportPages({ programId: null, status: 'all', search: '' }), registrationsCsvOf(t, today)),
  );
  const users = await peakOf('users CSV', () =>
    exportOnce(csvFromPages, usersExportPages('all', ''), (rows) => usersCsvOf(rows, today, labels)),
  );
  return [all, users];
}
