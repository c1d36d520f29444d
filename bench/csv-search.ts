// CSV export and search, in the browser code path: the screens' own builders
// (which call src/lib/csv.ts toCsv) and the domain search functions, on rows
// fetched through the screens' api functions.
import type { AppLoader } from './app-loader.ts';
import { statOf, type Stat } from './stats.ts';
import { exportBudgetMs, loadCsvFromPages, timeExport, type CsvFromPages } from './timed-export.ts';

type Any = (...args: never[]) => unknown;
export type CsvRow = {
  name: string;
  rows: number;
  bytes: number;
  pages: number;
  build: Stat;
  fetch: Stat;
  total: Stat;
  budgetMs: number;
};
/** `slowest`: the prefix whose keystroke took longest, with its time (a worst case is read with its cause). */
export type SearchRow = {
  name: string;
  rows: number;
  perKeystroke: Stat;
  keystrokes: number;
  budgetMs: number;
  slowest: string;
};

/** Times one settled keystroke per prefix typed (`runs` times over): every time, and the slowest prefix. */
async function typeAll(runs: number, search: (prefix: string) => Promise<unknown>) {
  const times: number[] = [];
  let slowest = { prefix: '', ms: -1 };
  for (let r = 0; r < runs; r++) {
    for (const word of TYPED) {
      for (let i = 1; i <= word.length; i++) {
        const t0 = performance.now();
        await search(word.slice(0, i));
        const ms = performance.now() - t0;
        times.push(ms);
        if (ms > slowest.ms) slowest = { prefix: word.slice(0, i), ms };
      }
    }
  }
  return {
    perKeystroke: statOf(times),
    keystrokes: times.length,
    slowest: `"${slowest.prefix}" ${slowest.ms.toFixed(1)} ms`,
  };
}

/** What an admin types, one keystroke at a time (each prefix is one filter pass). */
const TYPED = ['tremblay', 'montréal', 'user-1234@'];

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

export async function measureCsvAndSearch(
  app: AppLoader,
  runs: number,
  scale: number,
): Promise<{ csv: CsvRow[]; search: SearchRow[] }> {
  const i18n = (
    await app.load<{ default: { t: Any; changeLanguage(l: string): Promise<unknown> } }>('/src/lib/i18n.ts')
  ).default;
  await i18n.changeLanguage('fr');
  const t = i18n.t.bind(i18n) as unknown as (key: string, opts?: unknown) => string;
  const today = new Date().toISOString().slice(0, 10);
  const regsApi = await app.load<Record<string, Any>>('/src/features/admin-registrations/api/registrations.ts');
  const provinces = await app.load<Record<string, Any>>('/src/lib/provinces.ts');
  const provinceName = provinces.provinceName as (code: string, t: Any) => string;

  type Filters = { programId: string | null; status: string; search: string };
  const all: Filters = { programId: null, status: 'all', search: '' };
  // Export All as the page does it (issue 23 point 3, issue 39 point 3, decision 0069): the pages' cursors in one rpc,
  // then the ranges between them two at a time (exportPages), each page turned into CSV text at once.
  const exportCsv = await app.load<Record<string, Any>>('/src/features/admin-registrations/utils/export-csv.ts');
  const exportPages = regsApi.exportPages as (f: Filters) => AsyncIterable<unknown[]>;
  const csvOf = (exportCsv.registrationsCsvOf as (t: Any, today: string) => (rows: unknown[]) => string)(
    t as unknown as Any,
    today,
  );
  const csvFromPages = await loadCsvFromPages(app);
  const regs = await timeExport(csvFromPages, Math.min(runs, 3), () => exportPages(all), csvOf, settle);

  // Registrations search runs on the server (the page waits 300 ms after the last keystroke, then asks
  // admin_registrations_page for page 1 with its count: ONE request, the typed text folded there and matched
  // through the trigram index): the cost of a settled keystroke is that request, for every prefix typed.
  await settle();
  const page = regsApi.fetchAdminRegistrationsPage as (f: Filters, p: number) => Promise<unknown>;
  const regTyped = await typeAll(1, (prefix) => page({ ...all, search: prefix }, 0));
  const csv: CsvRow[] = [
    {
      name: 'Export All registrations (rpc admin_registrations_export_starts, then ranges of rpc admin_registrations_export two at a time; csvFromPages: each page -> CSV text)',
      ...regs,
      budgetMs: exportBudgetMs(scale),
    },
  ];
  const search: SearchRow[] = [
    {
      name: 'search registrations (server: fetchAdminRegistrationsPage = rpc admin_registrations_page per typed prefix, after the 300 ms debounce)',
      rows: regs.rows,
      ...regTyped,
      // Issue 39 point 2: under 50 ms median and 100 ms at worst, at scale 1 and at scale 10.
      budgetMs: 50,
    },
  ];

  // The users tab (its own owner): measured apart, so a change there does not hide the registrations rows.
  try {
    const users = await measureUsers(app, runs, t, today, provinceName, csvFromPages, exportBudgetMs(scale));
    csv.push(users.csv);
    search.push(users.search);
  } catch (err) {
    console.error(`[bench] users CSV/search skipped: ${String((err as Error).message ?? err)}`);
  }
  return { csv, search };
}

async function measureUsers(
  app: AppLoader,
  runs: number,
  t: (key: string, opts?: unknown) => string,
  today: string,
  provinceName: (code: string, t: Any) => string,
  csvFromPages: CsvFromPages,
  budgetMs: number,
): Promise<{ csv: CsvRow; search: SearchRow }> {
  type UsersPage = { total: number; users: unknown[] };
  type UsersQuery = { filter: string; search: string; offset: number; limit: number };
  const usersApi = await app.load<{
    fetchAdminUsersPage: (q: UsersQuery) => Promise<UsersPage>;
    USERS_PAGE_SIZE: number;
  }>('/src/features/admin-dashboard/api/users.ts');
  const usersExport = await app.load<{
    usersExportPages: (filter: string, search: string) => AsyncIterable<unknown[]>;
  }>('/src/features/admin-dashboard/api/users-export.ts');
  const usersCsv = await app.load<{
    usersCsv: (users: unknown[], today: string, labels: unknown) => string;
  }>('/src/features/admin-dashboard/utils/users-csv.ts');
  // The builds above block this process (which also runs the in-memory backend) for seconds; let both
  // sides close idle keep-alive sockets before the next request, or it may reuse a dead one (ECONNRESET).
  await settle();
  const labels = {
    role: (c: string) => t(`adminDashboard:roles.${c}`),
    status: (a: boolean) => t(a ? 'adminDashboard:active' : 'adminDashboard:inactive'),
    yesNo: (v: boolean) => t(v ? 'common:yes' : 'common:no'),
    visualCondition: (c: string) => t(`participants:conditions.${c}`),
    skating: (c: string) => t(`participants:skating.${c}`),
    province: (c: string) => provinceName(c, t as unknown as Any),
  };
  // As the users tab's Export CSV does it (issue 39 point 3): keyset pages of admin_users_export, one read ahead,
  // each turned into CSV text at once.
  const users = await timeExport(
    csvFromPages,
    Math.min(runs, 3),
    () => usersExport.usersExportPages('all', ''),
    (rows: unknown[]) => usersCsv.usersCsv(rows, today, labels),
    settle,
  );
  await settle();
  // A settled keystroke of the users search: one admin_users_page request (trigram index) per typed prefix, for the
  // first page, as the tab asks it: fetchAdminUsersPage counts a typed search's first page up to SEARCH_COUNT_UP_TO.
  const userTyped = await typeAll(runs, (prefix) =>
    usersApi.fetchAdminUsersPage({
      filter: 'all',
      search: prefix,
      offset: 0,
      limit: usersApi.USERS_PAGE_SIZE,
    }),
  );
  return {
    csv: {
      name: 'users CSV (keyset pages of rpc admin_users_export, one read ahead; usersCsv per page)',
      ...users,
      budgetMs,
    },
    search: {
      name: 'search users (rpc admin_users_page per typed prefix, filter all, page 1 counted up to 1,000)',
      rows: users.rows,
      ...userTyped,
      budgetMs: 50,
    },
  };
}
