// CSV export and search, in the browser code path: the screens' own builders
// (which call src/lib/csv.ts toCsv) and the domain search functions, on rows
// fetched through the screens' api functions.
import type { AppLoader } from './app-loader.ts';
import { statOf, timed, type Stat } from './stats.ts';

type Any = (...args: never[]) => unknown;
export type CsvRow = { name: string; rows: number; bytes: number; build: Stat; fetch: Stat };
export type SearchRow = { name: string; rows: number; perKeystroke: Stat; keystrokes: number };

/** What an admin types, one keystroke at a time (each prefix is one filter pass). */
const TYPED = ['tremblay', 'montréal', 'user-1234@'];

export async function measureCsvAndSearch(app: AppLoader, runs: number): Promise<{ csv: CsvRow[]; search: SearchRow[] }> {
  const i18n = (await app.load<{ default: { t: Any; changeLanguage(l: string): Promise<unknown> } }>('/src/lib/i18n.ts')).default;
  await i18n.changeLanguage('fr');
  const t = i18n.t.bind(i18n) as unknown as (key: string, opts?: unknown) => string;
  const today = new Date().toISOString().slice(0, 10);
  const regsApi = await app.load<Record<string, Any>>('/src/features/admin-registrations/api/registrations.ts');
  const rowView = await app.load<Record<string, Any>>('/src/features/admin-registrations/components/row-view.ts');
  const regsCsv = await app.load<Record<string, Any>>('/src/features/admin-registrations/components/registrations-csv.ts');
  const usersApi = await app.load<Record<string, Any>>('/src/features/admin-dashboard/api/users.ts');
  const usersCsv = await app.load<Record<string, Any>>('/src/features/admin-dashboard/components/users-csv.ts');
  const regSearch = await app.load<Record<string, Any>>('/supabase/functions/_shared/domain/registration-search.ts');
  const userSearch = await app.load<Record<string, Any>>('/supabase/functions/_shared/domain/user-search.ts');

  let regs: unknown[] = [];
  // One fetch each: the screen rows above already time the same api calls over several runs.
  const regFetch = await timed(1, async () => {
    regs = (await (regsApi.fetchAdminRegistrations as (p: null, s: string) => Promise<unknown[]>)(null, 'all'));
  });
  const views = regs.map((r) => (rowView.toRowView as (r: unknown) => unknown)(r));
  let regCsvText = '';
  const regBuild = await timed(runs, async () => {
    regCsvText = (regsCsv.registrationsCsv as (rows: unknown[], t: Any, d: string) => string)(views, t, today);
  });

  let users: { participants: unknown[] }[] = [];
  const userFetch = await timed(1, async () => {
    users = (await (usersApi.fetchAdminUsers as () => Promise<{ participants: unknown[] }[]>)());
  });
  const labels = {
    role: (c: string) => t(`adminDashboard:roles.${c}`), status: (a: boolean) => t(a ? 'adminDashboard:active' : 'adminDashboard:inactive'),
    yesNo: (v: boolean) => t(v ? 'common:yes' : 'common:no'), visualCondition: (c: string) => t(`participants:conditions.${c}`),
    skating: (c: string) => t(`participants:skating.${c}`),
  };
  let userCsvText = '';
  const userBuild = await timed(runs, async () => {
    userCsvText = (usersCsv.usersCsv as (u: unknown[], d: string, l: unknown) => string)(users, today, labels);
  });
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  const csv: CsvRow[] = [
    { name: 'CSV all registrations (registrationsCsv -> toCsv)', rows: views.length, bytes: bytes(regCsvText), build: regBuild, fetch: regFetch },
    { name: 'CSV all users (usersCsv -> toCsv)', rows: users.length, bytes: bytes(userCsvText), build: userBuild, fetch: userFetch },
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
  const regTimes = keystrokes((n) => (regSearch.searchRegistrations as (rows: unknown[], s: string) => unknown)(views, n));
  const userTimes = keystrokes((n) => (userSearch.searchUsers as (u: unknown[], f: string, s: string) => unknown)(users, 'all', n));
  const search: SearchRow[] = [
    { name: 'search registrations (searchRegistrations over toRowView rows)', rows: views.length, perKeystroke: statOf(regTimes), keystrokes: regTimes.length },
    { name: 'search users (searchUsers, filter all)', rows: users.length, perKeystroke: statOf(userTimes), keystrokes: userTimes.length },
  ];
  return { csv, search };
}
