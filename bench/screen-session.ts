// One screen's data load, measured as the bench reports it and as tests/db/screen-round-trips.test.ts checks it:
// the app's own client (src/lib/supabase.ts through the app loader) signed in as the large seed's account of the
// screen's role, the screen's load (bench/screens.ts), and what the loader's counting fetch saw meanwhile.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../local-supabase/src/stack.ts';
import type { AppLoader, RequestLog } from './app-loader.ts';
import type { ExplainUsers } from './explain.ts';
import type { Role, Screen } from './screens.ts';
import { LARGE_ACCOUNTS } from './seed-large.ts';

/** ARCHITECTURE section 8: every screen loads its data in at most 2 round trips (no N+1). */
export const MAX_ROUND_TRIPS = 2;

/** The large seed's admin, parent and coordinator, and the first program the coordinator coordinates. */
export async function largeSeedUsers(stack: Pick<Stack, 'sql'>): Promise<ExplainUsers> {
  const rows = await stack.sql<{ email: string; id: string }>(
    `select email, id from public.user_profiles where email = any($1)`,
    [[LARGE_ACCOUNTS.admin, LARGE_ACCOUNTS.parent, LARGE_ACCOUNTS.coordinator]],
  );
  const id = (email: string) => {
    const found = rows.find((r) => r.email === email);
    if (!found) throw new Error(`${email} is missing: is the large seed in the database?`);
    return found.id;
  };
  const users = {
    admin: id(LARGE_ACCOUNTS.admin),
    parent: id(LARGE_ACCOUNTS.parent),
    coordinator: id(LARGE_ACCOUNTS.coordinator),
  };
  const [{ program_id: programId }] = await stack.sql<{ program_id: string }>(
    `select program_id from public.program_coordinators where user_id = $1 order by program_id limit 1`,
    [users.coordinator],
  );
  return { ...users, programId };
}

export type ScreenLoad = {
  /** What the screen shows (rows of its list, or 1). */
  rows: number;
  ms: number;
  /** Backend requests (auth excluded) and the round trips they took. */
  requests: number;
  roundTrips: number;
  bytes: number;
  log: RequestLog;
};

export type ScreenSession = {
  /** The app's one client (src/lib/supabase.ts). */
  sb: SupabaseClient;
  /** Signs that client in as the role's large-seed account (signed out for anon). */
  signInAs(role: Role): Promise<void>;
  /** One load of a screen of the signed-in role. */
  load(screen: Screen): Promise<ScreenLoad>;
};

export async function screenSession(app: AppLoader, users: ExplainUsers): Promise<ScreenSession> {
  const sb = (await app.load<{ supabase: SupabaseClient }>('/src/lib/supabase.ts')).supabase;
  const { orgToday } = await app.load<{ orgToday: (d: Date) => string }>('/supabase/functions/_shared/domain/dates.ts');
  let signedIn: Role = 'anon';
  return {
    sb,
    async signInAs(role) {
      await sb.auth.signOut();
      signedIn = 'anon';
      if (role === 'anon') return;
      const { error } = await sb.auth.signInWithPassword({
        email: LARGE_ACCOUNTS[role],
        password: LARGE_ACCOUNTS.password,
      });
      if (error) throw error;
      signedIn = role;
    },
    async load(screen) {
      if (screen.as !== signedIn) throw new Error(`${screen.name} is a screen of ${screen.as}, signed in: ${signedIn}`);
      const ctx = {
        app,
        sb,
        userId: signedIn === 'anon' ? '' : users[signedIn],
        programId: users.programId,
        today: orgToday(new Date()),
        wave: <T>(f: () => Promise<T>) => f(),
      };
      app.requests.length = 0;
      app.roundTrips.count = 0;
      const t = performance.now();
      const rows = await screen.load(ctx);
      const ms = performance.now() - t;
      const log = [...app.requests];
      return {
        rows,
        ms,
        requests: log.length,
        roundTrips: app.roundTrips.count,
        bytes: log.reduce((a, r) => a + (r.bytes ?? 0), 0),
        log,
      };
    },
  };
}

/** The requests of a load, one line each, by round trip: what a failed budget shows. */
export function describeRequests(log: RequestLog): string {
  return log.map((r) => `round trip ${r.roundTrip}: ${r.method} ${decodeURIComponent(r.path)}`).join('\n');
}
