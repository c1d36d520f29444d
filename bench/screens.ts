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
    source: 'api: coordinator/api/coordinator.ts fetchMyAssignments, then fetchRoster (rpc coordinator_roster) of the first program',
    async load(ctx) {
      const m = await api(ctx, '/src/features/coordinator/api/coordinator.ts');
      const assignments = (await ctx.wave(() => (m.fetchMyAssignments as (id: string) => Promise<{ program_id?: string; program?: { id: string } }[]>)(ctx.userId)));
      const first = assignments[0];
      const rows = await ctx.wave(() => (m.fetchRoster as (id: string) => Promise<unknown[]>)(first.program?.id ?? first.program_id!));
      return len(rows);
    },
  },
  {
    name: 'proposal: admin registrations, page of 50 + exact count', as: 'admin', budgetMs: 1000,
    source: 'proposal (not in the app): the screen select of admin-registrations/api/registrations.ts (copied), .range(0, 49), count exact',
    async load(ctx) {
      const rows = await ctx.wave(async () => check(await ctx.sb.from('registrations').select(ADMIN_REGISTRATIONS_SELECT, { count: 'exact' })
        .order('registration_date', { ascending: false }).range(0, 49)));
      return len(rows);
    },
  },
  {
    name: 'proposal: admin users, page of 50 + exact count', as: 'admin', budgetMs: 1000,
    source: 'proposal (not in the app): the select of admin-dashboard/api/users.ts (copied), .range(0, 49), count exact',
    async load(ctx) {
      const rows = await ctx.wave(async () => check(await ctx.sb.from('user_profiles').select(ADMIN_USERS_SELECT, { count: 'exact' })
        .order('created_at', { ascending: false }).order('id').range(0, 49)));
      return len(rows);
    },
  },
];

// Copies of the features' selects (2026-11-22) for the proposal rows.
const CONTACTS = 'emergency_contacts(name, relationship, relationship_other, phone, email, is_primary)';
const ADMIN_REGISTRATIONS_SELECT = `id, status, registration_date, amount_paid, parent_guardian_name,
  waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
  program:programs(id, name, price), price_tier:program_price_tiers(id, name, price),
  participant:participants(id, first_name, last_name, email, date_of_birth, address, city, province, position,
    visual_classification, visual_condition, visual_condition_other, needs_equipment, allergies, medical_conditions,
    guardian:user_profiles!parent_guardian_id(first_name, last_name, email, phone), ${CONTACTS}),
  volunteer:volunteer_profiles(id, first_name, last_name, email, date_of_birth, address, city, phone, medical_conditions, ${CONTACTS})`;
const ADMIN_USERS_SELECT = `id, email, first_name, last_name, phone, role, profile_photo_url, is_active, stripe_customer_id, created_at,
  participants:participants!participants_user_id_fkey(id, first_name, last_name, date_of_birth, city, province, postal_code,
    visual_classification, visual_condition, skating_experience)`;
