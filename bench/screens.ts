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
export type Screen = { name: string; as: Role; source: string; budgetMs?: number; load(ctx: ScreenCtx): Promise<number> };

type Fn = (...args: never[]) => Promise<unknown>;
const api = async (ctx: ScreenCtx, path: string) => ctx.app.load<Record<string, Fn>>(path);
const len = (x: unknown) => (Array.isArray(x) ? x.length : 1);
const check = <T extends { data: unknown; error: unknown }>(r: T) => {
  if (r.error) throw r.error;
  return r.data;
};

export const SCREENS: Screen[] = [
  {
    name: 'programs list (/programs)', as: 'anon', source: 'api: programs/api/get-programs.ts getPrograms',
    async load(ctx) {
      const m = await api(ctx, '/src/features/programs/api/get-programs.ts');
      return len(await ctx.wave(() => m.getPrograms()));
    },
  },
  {
    name: 'dashboard (parent)', as: 'parent', source: 'api: dashboard/api (counts, recent, upcoming)',
    async load(ctx) {
      const [c, r, u] = await Promise.all(['get-counts', 'get-recent-registrations', 'get-upcoming'].map((f) => api(ctx, `/src/features/dashboard/api/${f}.ts`)));
      const [, recent] = await ctx.wave(() => Promise.all([
        c.getDashboardCounts(),
        (r.getRecentRegistrations as (id: string, admin: boolean) => Promise<unknown[]>)(ctx.userId, false),
        (u.upcomingRegistrations as (id: string, d: string) => Promise<unknown>)(ctx.userId, ctx.today),
      ]));
      return len(recent);
    },
  },
  {
    name: 'dashboard (admin)', as: 'admin', source: 'api: dashboard/api (counts, recent, upcoming programs)',
    async load(ctx) {
      const [c, r, u] = await Promise.all(['get-counts', 'get-recent-registrations', 'get-upcoming'].map((f) => api(ctx, `/src/features/dashboard/api/${f}.ts`)));
      const [, recent] = await ctx.wave(() => Promise.all([
        c.getDashboardCounts(),
        (r.getRecentRegistrations as (id: string, admin: boolean) => Promise<unknown[]>)(ctx.userId, true),
        (u.upcomingPrograms as (d: string) => Promise<unknown>)(ctx.today),
      ]));
      return len(recent);
    },
  },
  {
    name: 'my registrations (parent)', as: 'parent', source: 'api: my-registrations/api/my-registrations.ts fetchMyRegistrations',
    async load(ctx) {
      const m = await api(ctx, '/src/features/my-registrations/api/my-registrations.ts');
      const res = (await ctx.wave(() => (m.fetchMyRegistrations as (id: string, a: boolean) => Promise<{ rows: unknown[] }>)(ctx.userId, false)));
      return res.rows.length;
    },
  },
  {
    name: 'my registrations (admin: newest 500 + total)', as: 'admin', source: 'api: my-registrations/api/my-registrations.ts fetchMyRegistrations',
    async load(ctx) {
      const m = await api(ctx, '/src/features/my-registrations/api/my-registrations.ts');
      const res = (await ctx.wave(() => (m.fetchMyRegistrations as (id: string, a: boolean) => Promise<{ rows: unknown[] }>)(ctx.userId, true)));
      return res.rows.length;
    },
  },
  {
    name: 'admin registrations (all)', as: 'admin', budgetMs: 1000,
    source: 'api: admin-registrations/api/registrations.ts fetchAdminRegistrations + fetchProgramOptions',
    async load(ctx) {
      const m = await api(ctx, '/src/features/admin-registrations/api/registrations.ts');
      const [rows] = await ctx.wave(() => Promise.all([
        (m.fetchAdminRegistrations as (p: string | null, s: string) => Promise<unknown[]>)(null, 'all'), m.fetchProgramOptions()]));
      return len(rows);
    },
  },
  {
    name: 'admin registrations (one program)', as: 'admin', budgetMs: 1000,
    source: 'api: as above, scoped to one program',
    async load(ctx) {
      const m = await api(ctx, '/src/features/admin-registrations/api/registrations.ts');
      const [rows] = await ctx.wave(() => Promise.all([
        (m.fetchAdminRegistrations as (p: string | null, s: string) => Promise<unknown[]>)(ctx.programId, 'all'), m.fetchProgramOptions()]));
      return len(rows);
    },
  },
  {
    name: 'admin overview (/admin)', as: 'admin',
    source: 'api: admin-dashboard/api stats.ts fetchDashboardStats + recent-registrations.ts fetchRecentRegistrations',
    async load(ctx) {
      const [s, r] = await Promise.all(['stats', 'recent-registrations'].map((f) => api(ctx, `/src/features/admin-dashboard/api/${f}.ts`)));
      const [, recent] = await ctx.wave(() => Promise.all([s.fetchDashboardStats(), r.fetchRecentRegistrations()]));
      return len(recent);
    },
  },
  {
    name: 'admin users tab', as: 'admin', budgetMs: 1000,
    source: 'api: admin-dashboard/api/users.ts fetchAdminUsers (pages of 1000: count first, rest together)',
    async load(ctx) {
      const m = await api(ctx, '/src/features/admin-dashboard/api/users.ts');
      return len(await m.fetchAdminUsers());
    },
  },
  {
    name: 'admin user locations tab', as: 'admin',
    source: 'api: admin-dashboard/api/locations.ts fetchUserLocations (pages of 1000)',
    async load(ctx) {
      const m = await api(ctx, '/src/features/admin-dashboard/api/locations.ts');
      return len(await m.fetchUserLocations());
    },
  },
  {
    name: 'coordinator roster (/coordinator)', as: 'coordinator',
    source: 'replicated: spec 2 s7 own assignments, then the first program roster with emergency contacts (feature api not landed)',
    async load(ctx) {
      const assignments = await ctx.wave(async () => check(await ctx.sb.from('program_coordinators')
        .select('id, notes, program:programs(id, name, start_date, end_date, location)').eq('user_id', ctx.userId).eq('is_active', true))) as { program: { id: string } }[];
      const rows = await ctx.wave(async () => check(await ctx.sb.from('registrations')
        .select('id, status, registration_date, participant:participants(id, first_name, last_name, address, city, province, postal_code, date_of_birth, gender_identity, visual_classification, skating_experience, allergies, medical_conditions, emergency_contacts(name, phone, relationship, is_primary))')
        .eq('program_id', assignments[0].program.id).in('status', ['approved', 'pending']).order('registration_date', { ascending: false })));
      return len(rows);
    },
  },
];
