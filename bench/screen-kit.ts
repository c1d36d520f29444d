// What the screens' definitions share (bench/screens.ts, bench/screens-admin.ts).
import type { ScreenCtx } from './screens.ts';

export type Fn = (...args: never[]) => Promise<unknown>;
export const api = async (ctx: ScreenCtx, path: string) => ctx.app.load<Record<string, Fn>>(path);
export const len = (x: unknown) => (Array.isArray(x) ? x.length : 1);
export type RegFilters = { programId: string | null; status: string; search: string };
export const regPage = (m: Record<string, Fn>) =>
  m.fetchAdminRegistrationsPage as unknown as (
    f: RegFilters,
    page: number,
    knownTotal?: number,
  ) => Promise<{ rows: unknown[]; total: number }>;

/** The dashboard's three reads, issued together (counts, recent registrations, upcoming): a parent's or an admin's. */
export async function loadDashboard(ctx: ScreenCtx, admin: boolean): Promise<number> {
  const [c, r, u] = await Promise.all(
    ['get-counts', 'get-recent-registrations', 'get-upcoming'].map((f) =>
      api(ctx, `/src/features/dashboard/api/${f}.ts`),
    ),
  );
  const [, recent] = await ctx.wave(() =>
    Promise.all([
      c.getDashboardCounts(),
      (r.getRecentRegistrations as (id: string, admin: boolean) => Promise<unknown[]>)(ctx.userId, admin),
      admin
        ? (u.upcomingPrograms as (d: string) => Promise<unknown>)(ctx.today)
        : (u.upcomingRegistrations as (id: string, d: string) => Promise<unknown>)(ctx.userId, ctx.today),
    ]),
  );
  return len(recent);
}
