// The stages of `npm test` (scripts/test.mjs), in the order they start, with what each needs first and how many of
// the machine's cores it keeps busy. On the 2-core machines we run on, every stage here is limited by the processor,
// so side by side is only a gain where one stage leaves a core idle: the static checks are single-threaded each, so
// two run at once; the build (one core) runs beside them; the suites that use both cores (vitest, Playwright) run
// one at a time, so none of them is slowed into its time-outs by another (issue 34 point 5).
import { existsSync, readdirSync } from 'node:fs';

// The CA bundle of a TLS-inspecting proxy, as local-supabase's function runner passes it.
function denoCertEnv() {
  const bundle = process.env.DENO_CERT ?? process.env.SSL_CERT_FILE ?? process.env.NODE_EXTRA_CA_CERTS;
  return bundle && existsSync(bundle) ? { DENO_CERT: bundle } : {};
}

const hasPostgresServer = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));

/** What the screen-reader journeys need (Debian packages; `bash .ci/run` installs them). */
export const SCREEN_READER_PROGRAMS = [
  '/usr/bin/orca',
  '/usr/bin/Xvfb',
  '/usr/bin/xdotool',
  '/usr/bin/dbus-daemon',
  '/usr/bin/matchbox-window-manager',
  '/usr/bin/speech-dispatcher',
  '/usr/bin/chromium',
];
export const hasScreenReader = () => SCREEN_READER_PROGRAMS.every((p) => existsSync(p));

export function testStages({ root, unit, pg, e2e, sr = false, staticDir, chromium, playwrightArgs }) {
  const bin = (name) => `${root}node_modules/.bin/${name}`;
  const edgeFunctionEntries = () =>
    readdirSync(`${root}supabase/functions`, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
      .map((d) => `supabase/functions/${d.name}/index.ts`);
  const stages = [];
  if (e2e || sr)
    stages.push({
      id: 'build',
      title: 'Build the app for browser tests (vite build)',
      cmd: bin('vite'),
      // --manifest: which chunks each route loads, for the first-load budgets below (.vite/ is never requested).
      args: ['build', '--manifest', '--logLevel', 'warn', '--outDir', staticDir, '--emptyOutDir'],
      env: { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
    });
  // Each public route's first-load JS within its budget (issue 39 point 5), read from that build: about a second.
  if (e2e || sr)
    stages.push({
      id: 'first-load',
      title: 'First-load JS of the public routes within budget (gzip, scripts/public-routes.ts)',
      cmd: bin('tsx'),
      args: ['scripts/first-load-budget.ts', staticDir],
      after: ['build'],
    });
  if (unit) {
    stages.push(
      {
        id: 'prettier',
        title: 'Formatting (prettier --check)',
        cmd: bin('prettier'),
        args: ['--check', '--log-level', 'warn', '.'],
      },
      { id: 'eslint', title: 'Lint (eslint)', cmd: bin('eslint'), args: ['.'] },
      {
        id: 'tsc',
        title: 'Types (tsc --noEmit: src, tests, local-supabase, scripts, domain)',
        cmd: bin('tsc'),
        args: ['-p', 'tsconfig.json', '--noEmit'],
      },
      {
        id: 'tsc-bench',
        title: 'Types (tsc --noEmit: bench)',
        cmd: bin('tsc'),
        args: ['-p', 'bench/tsconfig.json', '--noEmit'],
      },
      // Edge functions are Deno modules (npm: specifiers, Deno globals): Deno's own checker is TypeScript's
      // compiler with Deno's resolution.
      {
        id: 'deno-check',
        title: 'Types (deno check: supabase/functions)',
        cmd: bin('deno'),
        args: ['check', ...edgeFunctionEntries()],
        env: { DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla', ...denoCertEnv() },
      },
      {
        id: 'db-types',
        title: 'Database types match the migrations (db:types --check)',
        cmd: bin('tsx'),
        args: ['scripts/db-types.ts', '--check'],
      },
      // The migrations and supabase/schemas/ build the same database (issue 35 point 2): a schema change without its
      // migration fails here, naming the object. Postgres (TEST_DATABASE_URL or a throw-away cluster) when there is
      // one, else PGlite; the server and the script take turns: one core, beside a static check.
      {
        id: 'schema-check',
        title: 'Migrations and supabase/schemas build the same database (db:check-schema)',
        cmd: bin('tsx'),
        args: ['scripts/schema-check.ts', ...(pg ? [] : ['--pglite'])],
        cores: 1,
      },
    );
    // What a deployment does, with the real Supabase CLI: db push of the migrations and seed, then db lint
    // (plpgsql_check) with no finding (issue 35 point 3), on a database of TEST_DATABASE_URL's server or a throw-away
    // cluster of the one installed here (bash .ci/run installs it and plpgsql_check). The CLI and the server take
    // turns: one core, beside a static check.
    if (pg && hasPostgresServer())
      stages.push({
        id: 'db-rehearsal',
        title: 'Deploy rehearsal: supabase db push + db lint on Postgres',
        cmd: bin('tsx'),
        args: ['scripts/db-rehearsal.ts'],
        cores: 1,
      });
    stages.push(
      {
        id: 'unit',
        title: 'Unit and component tests (vitest: unit, unit-mocks)',
        cmd: bin('vitest'),
        args: ['run', '--project', 'unit', '--project', 'unit-mocks'],
        cores: 2,
      },
      {
        id: 'backend',
        title: 'Backend tests on PGlite (vitest: backend, backend-mocks)',
        cmd: bin('vitest'),
        args: ['run', '--project', 'backend', '--project', 'backend-mocks'],
        cores: 2,
      },
    );
    // The backend project again on a Postgres server, where transactions run in parallel (the concurrency suite
    // runs only there): TEST_DATABASE_URL, or a throw-away cluster of Debian's postgresql (bash .ci/run installs it).
    if (!pg) console.log('(Postgres server pass left out: --no-pg)');
    else if (process.env.TEST_DATABASE_URL || hasPostgresServer())
      stages.push({
        id: 'backend-pg',
        title: 'Backend tests on a Postgres server (.ci/test-pg)',
        cmd: 'bash',
        args: ['.ci/test-pg'],
        cores: 2,
      });
    else
      console.warn(
        '! No Postgres server here: the backend tests run on PGlite only and the concurrency suite does not run.\n' +
          "  Install Debian's 'postgresql' package (bash .ci/run does) or set TEST_DATABASE_URL=postgres://...",
      );
  }
  if (e2e && !chromium)
    stages.push({
      id: 'browser',
      title: 'Install Playwright Chromium (no system Chromium found)',
      cmd: bin('playwright'),
      args: ['install', 'chromium'],
    });
  // The stories' backend is PGlite in memory. E2E_DATABASE_URL=postgres://... runs them on a Postgres server instead
  // (tests/e2e/support/stack-process.ts; `npx tsx scripts/with-pg.ts` gives one): not here yet, as two stories lose
  // the search typed into the users tab there (decision 0060).
  if (e2e)
    stages.push({
      id: 'e2e',
      title: `Browser tests (playwright${chromium ? `, ${chromium}` : ''})`,
      cmd: bin('playwright'),
      args: ['test', ...playwrightArgs],
      env: { E2E_STATIC_DIR: staticDir, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
      after: ['build', 'browser'],
      cores: 2,
    });
  // The screen-reader journeys (tests/screen-reader, issue 37): Orca and the full Chromium on a display of their own
  // each, after the browser suite (both want both cores).
  if (sr && hasScreenReader())
    stages.push({
      id: 'sr',
      title: 'Screen-reader journeys (Orca, playwright -c playwright.sr.config.ts)',
      cmd: bin('playwright'),
      args: ['test', '-c', 'playwright.sr.config.ts'],
      env: { E2E_STATIC_DIR: staticDir },
      after: ['build', 'e2e'],
      cores: 2,
    });
  else if (sr)
    console.warn(
      `! No screen reader here (${SCREEN_READER_PROGRAMS.filter((p) => !existsSync(p)).join(', ')} missing): the ` +
        "screen-reader journeys do not run. Install Debian's orca xvfb xdotool dbus-x11 at-spi2-core " +
        'speech-dispatcher matchbox-window-manager chromium (bash .ci/run does).',
    );
  return stages;
}
