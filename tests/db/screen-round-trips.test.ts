// Issue 39 point 5: every screen the bench measures (bench/screens.ts) loads its data in at most 2 round trips
// (ARCHITECTURE section 8: no N+1), with the requests it is known to need. The same load the bench times: the
// screen's own api/ functions through Vite's SSR loader (bench/app-loader.ts: the app's aliases and its one
// src/lib/supabase.ts client, in a module graph of its own), signed in as the large seed's account of the screen's
// role, the loader's counting fetch telling requests and round trips. Round trips do not depend on the machine, so
// they fail `npm test`; timings stay in `npm run bench`.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppLoader, type AppLoader } from '../../bench/app-loader.ts';
import { SCREENS, type Role } from '../../bench/screens.ts';
import {
  describeRequests,
  largeSeedUsers,
  MAX_ROUND_TRIPS,
  screenSession,
  type ScreenSession,
} from '../../bench/screen-session.ts';
import { largeSeedSql } from '../../bench/seed-large.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

// 200 users, 4 programs, 600 registrations: each list has rows and the admin registrations have several pages of 50.
const SCALE = 0.02;
const ROLES: Role[] = ['anon', 'parent', 'coordinator', 'admin'];

let stack: TestStack;
let app: AppLoader;
let session: ScreenSession;

beforeAll(async () => {
  stack = await startTestStack();
  await stack.sql(largeSeedSql(SCALE));
  app = await createAppLoader(fileURLToPath(new URL('../..', import.meta.url)), stack.url);
  session = await screenSession(app, await largeSeedUsers(stack));
}, 180_000);
afterAll(async () => {
  await app?.close();
  await stack?.stop();
});

describe.each(ROLES)('screens of %s', (role) => {
  beforeAll(() => session.signInAs(role));

  it.each(SCREENS.filter((s) => s.as === role).map((s) => [s.name, s] as const))(
    `%s: at most ${MAX_ROUND_TRIPS} round trips, the requests it needs`,
    async (_, screen) => {
      const load = await session.load(screen);
      const seen = `${screen.name}: ${load.requests} requests in ${load.roundTrips} round trips\n${describeRequests(load.log)}`;
      expect(load.rows, `${screen.name} shows nothing: the budget would hold vacuously`).toBeGreaterThan(0);
      expect(load.roundTrips, seen).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
      expect(load.requests, seen).toBe(screen.requests);
    },
  );
});

it('covers every screen of the bench', () => {
  expect(SCREENS.filter((s) => !ROLES.includes(s.as)).map((s) => s.name)).toEqual([]);
});
