// CSV export and search, in the browser code path: the screens' own builders
// (which call src/lib/csv.ts toCsv) and the domain search functions, on rows
// fetched through the screens' api functions.
import type { AppLoader } from './app-loader.ts';
import { statOf, timed, type Stat } from './stats.ts';

type Any = (...args: never[]) => unknown;
export type CsvRow = { name: string; rows: number; bytes: number; build: Stat; fetch: Stat };
export type SearchRow = { name: string; rows: number; perKeystroke: Stat; keystrokes: number; budgetMs: number };

/** What an admin types, one keystroke at a time (each prefix is one filter pass). */
const TYPED = ['tremblay', 'montréal', 'user-1234@'];

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

export async function measureCsvAndSearch(
  app: AppLoader,
  runs: number,
): Promise<{ csv: CsvRow[]; search: SearchRow[] }> {
  const i18n = (
    await app.load<{ default: { t: Any; changeLanguage(l: string): Promise<unknown> } }>('/src/lib/i18n.ts')
  ).default;
  await i18n.changeLanguage('fr');
  const t = i18n.t.bind(i18n) as unknown as (key: string, opts?: unknown) => string;
  const today = new Date().toISOString().slice(0, 10);
  const regsApi = await app.load<Record<string, Any>>('/src/features/admin-registrations/api/registrations.ts');
  const rowView = await app.load<Record<string, Any>>('/src/features/admin-registrations/utils/row-view.ts');
  const regsCsv = await app.load<Record<string, Any>>('/src/features/admin-registrations/utils/registrations-csv.ts');
  const usersApi = await app.load<Record<string, Any>>('/src/features/admin-dashboard/api/users.ts');
  const usersCsv = await app.load<Record<string, Any>>('/src/features/admin-dashboard/utils/users-csv.ts');
  const userSearch = await app.load<Record<string, Any>>('/supabase/functions/_shared/domain/user-search.ts');
  const provinces = await app.load<Record<string, Any>>('/src/lib/provinces.ts');
  const provinceName = provinces.provinceName as (code: string, t: Any) => string;

  let regs: unknown[] = [];
  type Filters = { programId: string | null; status: string; search: string };
  const all: Filters = { programId: null, status: 'all', search: '' };
  // Export All as the page does it: one rpc (fetchAllAdminRegistrations), then toRowView and the builder.
  const regFetch = await timed(Math.min(runs, 3), async () => {
    regs = await (regsApi.fetchAllAdminRegistrations as (f: Filters) => Promise<unknown[]>)(all);
  });
  let views: unknown[] = [];
  let regCsvText = '';
  const regBuild = await timed(runs, async () => {
    views = regs.map((r) => (rowView.toRowView as (r: unknown) => unknown)(r));
    regCsvText = (regsCsv.registrationsCsv as (rows: unknown[], t: Any, d: string) => string)(views, t, today);
  });

  // The builds above block this process (which also runs the in-memory backend) for seconds; let both
  // sides close idle keep-alive sockets before the next request, or it may reuse a dead one (ECONNRESET).
  await settle();
  let users: { participants: unknown[] }[] = [];
  const userFetch = await timed(Math.min(runs, 3), async () => {
    users = await (usersApi.fetchAdminUsers as () => Promise<{ participants: unknown[] }[]>)();
  });
  const labels = {
    role: (c: string) => t(`adminDashboard:roles.${c}`),
    status: (a: boolean) => t(a ? 'adminDashboard:active' : 'adminDashboard:inactive'),
    yesNo: (v: boolean) => t(v ? 'common:yes' : 'common:no'),
    visualCondition: (c: string) => t(`participants:conditions.${c}`),
    skating: (c: string) => t(`participants:skating.${c}`),
    province: (c: string) => provinceName(c, t),
  };
  let userCsvText = '';
  const userBuild = await timed(runs, async () => {
    userCsvText = (usersCsv.usersCsv as (u: unknown[], d: string, l: unknown) => string)(users, today, labels);
  });
  await settle();
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  const csv: CsvRow[] = [
    {
      name: 'CSV all registrations (rpc admin_registrations_export; toRowView + registrationsCsv -> toCsv)',
      rows: views.length,
      bytes: bytes(regCsvText),
      build: regBuild,
      fetch: regFetch,
    },
    {
      name: 'CSV all users (rpc admin_user_list; usersCsv -> toCsv)',
      rows: users.length,
      bytes: bytes(userCsvText),
      build: userBuild,
      fetch: userFetch,
    },
  ];

  const keystrokes = (fn: (needle: string) => unknown) => {
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      for (const word of TYPED) {
        for (let i = 1; i <= word.length; i++) {
          const t0 = performance.now();
          fn(word.slice(0, i));
          times.push(performance.now() - t0);
        }
      }
    }
    return times;
  };
  // Registrations search runs on the server (the page waits 300 ms after the last keystroke, then
  // asks for page 1 + count): the cost of a settled keystroke is that request, for every prefix typed.
  const page = regsApi.fetchAdminRegistrationsPage as (f: Filters, p: number) => Promise<unknown>;
  const regTimes: number[] = [];
  for (const word of TYPED) {
    for (let i = 1; i <= word.length; i++) {
      const t0 = performance.now();
      await page({ ...all, search: word.slice(0, i) }, 0);
      regTimes.push(performance.now() - t0);
    }
  }
  // As the users tab does it: a province matches by its code or its name in either language.
  const userTimes = keystrokes((n) =>
    (userSearch.searchUsers as (u: unknown[], f: string, s: string, p: unknown) => unknown)(
      users,
      'all',
      n,
      provinces.provinceSearchTerms,
    ),
  );
  const search: SearchRow[] = [
    {
      name: 'search registrations (server: fetchAdminRegistrationsPage per typed prefix, after the 300 ms debounce)',
      rows: views.length,
      perKeystroke: statOf(regTimes),
      keystrokes: regTimes.length,
      budgetMs: 1000,
    },
    {
      name: 'search users (searchUsers in the browser, filter all)',
      rows: users.length,
      perKeystroke: statOf(userTimes),
      keystrokes: userTimes.length,
      budgetMs: 50,
    },
  ];
  return { csv, search };
}
