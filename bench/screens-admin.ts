// The admin screens' data loads (see bench/screens.ts): each under 1 s at scale 10.
import { api, len, loadDashboard, regPage } from './screen-kit.ts';
import type { Screen } from './screens.ts';

export const ADMIN_SCREENS: Screen[] = [
  {
    name: 'dashboard (admin)',
    as: 'admin',
    budgetMs: 1000,
    requests: 3,
    source: 'api: dashboard/api (counts, recent, upcoming programs)',
    load: (ctx) => loadDashboard(ctx, true),
  },
  {
    name: 'my registrations (admin: newest 500 + total)',
    as: 'admin',
    budgetMs: 1000,
    requests: 1,
    source: 'api: my-registrations/api/my-registrations.ts fetchMyRegistrations',
    async load(ctx) {
      const m = await api(ctx, '/src/features/my-registrations/api/my-registrations.ts');
      const res = await ctx.wave(() =>
        (m.fetchMyRegistrations as (id: string, a: boolean) => Promise<{ rows: unknown[] }>)(ctx.userId, true),
      );
      return res.rows.length;
    },
  },
  {
    name: 'admin registrations (all programs: page 1 of 50 + exact count)',
    as: 'admin',
    requests: 2,
    budgetMs: 1000,
    source: 'api: admin-registrations/api/registrations.ts fetchAdminRegistrationsPage + fetchProgramOptions',
    async load(ctx) {
      const m = await api(ctx, '/src/features/admin-registrations/api/registrations.ts');
      const [page] = await ctx.wave(() =>
        Promise.all([regPage(m)({ programId: null, status: 'all', search: '' }, 0), m.fetchProgramOptions()]),
      );
      return page.rows.length;
    },
  },
  {
    name: 'admin registrations (all programs: page 1, then Last page)',
    as: 'admin',
    requests: 3,
    budgetMs: 1000,
    source:
      'api: as above, page 1 then the last page (read oldest first, the total known from page 1, as the screen does)',
    async load(ctx) {
      const m = await api(ctx, '/src/features/admin-registrations/api/registrations.ts');
      const all = { programId: null, status: 'all', search: '' };
      const first = await regPage(m)(all, 0);
      const last = Math.max(0, Math.ceil(first.total / 50) - 1);
      const [page] = await ctx.wave(() => Promise.all([regPage(m)(all, last, first.total), m.fetchProgramOptions()]));
      return page.rows.length;
    },
  },
  {
    name: 'admin registrations (one program)',
    as: 'admin',
    requests: 2,
    budgetMs: 1000,
    source: 'api: as above, scoped to one program',
    async load(ctx) {
      const m = await api(ctx, '/src/features/admin-registrations/api/registrations.ts');
      const [page] = await ctx.wave(() =>
        Promise.all([regPage(m)({ programId: ctx.programId, status: 'all', search: '' }, 0), m.fetchProgramOptions()]),
      );
      return page.rows.length;
    },
  },
  {
    name: 'admin registrations search "tremblay" (server, page 1 + count)',
    as: 'admin',
    requests: 1,
    budgetMs: 1000,
    source:
      'api: fetchAdminRegistrationsPage with search (ilike on the view search_text), what one debounced keystroke costs',
    async load(ctx) {
      const m = await api(ctx, '/src/features/admin-registrations/api/registrations.ts');
      const page = await ctx.wave(() => regPage(m)({ programId: null, status: 'all', search: 'tremblay' }, 0));
      return page.rows.length;
    },
  },
  {
    name: 'admin overview (/admin)',
    as: 'admin',
    budgetMs: 1000,
    requests: 7,
    source: 'api: admin-dashboard/api stats.ts fetchDashboardStats + recent-registrations.ts fetchRecentRegistrations',
    async load(ctx) {
      const [s, r] = await Promise.all(
        ['stats', 'recent-registrations'].map((f) => api(ctx, `/src/features/admin-dashboard/api/${f}.ts`)),
      );
      const [, recent] = await ctx.wave(() => Promise.all([s.fetchDashboardStats(), r.fetchRecentRegistrations()]));
      return len(recent);
    },
  },
  {
    name: 'admin users tab',
    as: 'admin',
    requests: 1,
    budgetMs: 1000,
    source: 'api: admin-dashboard/api/users.ts fetchAdminUsersPage (rpc admin_users_page: 50 a page, exact count)',
    async load(ctx) {
      const m = await ctx.app.load<{
        fetchAdminUsersPage: (q: object) => Promise<{ total: number; users: unknown[] }>;
        USERS_PAGE_SIZE: number;
      }>('/src/features/admin-dashboard/api/users.ts');
      const page = await ctx.wave(() =>
        m.fetchAdminUsersPage({ filter: 'all', search: '', offset: 0, limit: m.USERS_PAGE_SIZE }),
      );
      return len(page.users);
    },
  },
  {
    name: 'admin user locations tab',
    as: 'admin',
    requests: 2,
    budgetMs: 1000,
    source:
      'api: admin-dashboard/api/locations.ts fetchLocationSummary (rpc admin_location_summary), then the first table page of the mapped regions (rpc admin_user_locations_page)',
    async load(ctx) {
      const m = await ctx.app.load<{
        fetchLocationSummary: () => Promise<unknown[]>;
        fetchUserLocationsPage: (letters: string[], offset: number, limit: number) => Promise<{ rows: unknown[] }>;
        LOCATIONS_PAGE_SIZE: number;
      }>('/src/features/admin-dashboard/api/locations.ts');
      const u = await ctx.app.load<{
        summarizeLocations: (groups: unknown[]) => { regions: { letter: string }[] };
      }>('/src/features/admin-dashboard/utils/location-summary.ts');
      const groups = await ctx.wave(() => m.fetchLocationSummary());
      const letters = u.summarizeLocations(groups).regions.map((r) => r.letter);
      const page = await ctx.wave(() => m.fetchUserLocationsPage(letters, 0, m.LOCATIONS_PAGE_SIZE));
      return len(page.rows);
    },
  },
];
