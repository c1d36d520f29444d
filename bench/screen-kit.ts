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
