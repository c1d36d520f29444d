// Each screen's data load, as the screen does it: the feature's own api/
// functions where they exist as plain async functions (source "api: ..."), else
// the queries spec 2 section 7 lists, rewritten into embeds (source "replicated: ...").
// Queries a screen issues together (react-query runs them in parallel) are
// issued together here; app-loader counts round trips from the requests in flight.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppLoader } from './app-loader.ts';

export type Role = 'anon' | 'admin' | 'parent' | 'coordinator';
export type ScreenCtx = {
  app: AppLoader;
  sb: SupabaseClient;
  userId: string;
  programId: string;
  today: string;
  /** Marks requests issued together (identity; round trips are counted by the fetch wrapper). */
  wave<T>(requests: () => Promise<T>): Promise<T>;
};
export type Screen = {
  name: string;
  as: Role;
  /** Backend requests the load needs (auth excluded): tests/db/screen-round-trips.test.ts checks it. */
  requests: number;
  source: string;
  budgetMs?: number;
  load(ctx: ScreenCtx): Promise<number>;
};

import { api, len, loadDashboard } from './screen-kit.ts';
import { ADMIN_SCREENS } from './screens-admin.ts';

/** Every screen the bench times and tests/db/screen-round-trips.test.ts checks: the families', the admins', the coordinator's. */
export const SCREENS: Screen[] = [
  {
    name: 'programs list (/programs: programs not ended)',
    as: 'anon',
    requests: 1,
    source: 'api: programs/api/get-programs.ts getPrograms (rpc listed_programs)',
    // Issue 39 point 1: under 150 ms at scale 10 (family screens: 300 ms).
    budgetMs: 150,
    async load(ctx) {
      const m = await api(ctx, '/src/features/programs/api/get-programs.ts');
      return len(await ctx.wave(() => m.getPrograms()));
    },
  },
  {
    name: 'past programs (/programs: Show past programs, first page)',
    as: 'anon',
    requests: 1,
    source: 'api: programs/api/get-programs.ts getPastPrograms (rpc listed_programs, p_past)',
    budgetMs: 150,
    async load(ctx) {
      const m = await ctx.app.load<{ getPastPrograms: (offset: number) => Promise<unknown[]> }>(
        '/src/features/programs/api/get-programs.ts',
      );
      return len(await ctx.wave(() => m.getPastPrograms(0)));
    },
  },
  {
    name: 'dashboard (parent)',
    as: 'parent',
    budgetMs: 300,
    requests: 3,
    source: 'api: dashboard/api (counts, recent, upcoming)',
    load: (ctx) => loadDashboard(ctx, false),
  },
  {
    name: 'my registrations (parent)',
    as: 'parent',
    budgetMs: 300,
    requests: 1,
    source: 'api: my-registrations/api/my-registrations.ts fetchMyRegistrations',
    async load(ctx) {
      const m = await api(ctx, '/src/features/my-registrations/api/my-registrations.ts');
      const res = await ctx.wave(() =>
        (m.fetchMyRegistrations as (id: string, a: boolean) => Promise<{ rows: unknown[] }>)(ctx.userId, false),
      );
      return res.rows.length;
    },
  },
  ...ADMIN_SCREENS,
  {
    name: 'coordinator roster (/coordinator)',
    as: 'coordinator',
    budgetMs: 1000,
    requests: 2,
    source:
      'api: coordinator/api/coordinator.ts fetchMyAssignments, then fetchRoster (rpc coordinator_roster) of the first program',
    async load(ctx) {
      const m = await api(ctx, '/src/features/coordinator/api/coordinator.ts');
      const assignments = await ctx.wave(() =>
        (m.fetchMyAssignments as (id: string) => Promise<{ program_id?: string; program?: { id: string } }[]>)(
          ctx.userId,
        ),
      );
      const first = assignments[0];
      const rows = await ctx.wave(() =>
        (m.fetchRoster as (id: string) => Promise<unknown[]>)(first.program?.id ?? first.program_id!),
      );
      return len(rows);
    },
  },
];
