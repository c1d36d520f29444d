#!/usr/bin/env node
// npm test: every test layer, stopping at the first failing step.
//   0. static checks: Prettier, ESLint (feature boundaries included), tsc, and
//      db:types --check (the committed database types are what the migrations generate)
//   1. vitest run (projects unit + backend), then the backend project on a Postgres server (.ci/test-pg) when one
//      is installed here or TEST_DATABASE_URL is set
//   2. vite build into a temporary folder of this run (E2E_STATIC_DIR) with an empty VITE_SUPABASE_URL (app and API
//      share one origin in e2e)
//   3. playwright test (global setup starts one in-memory local-supabase serving that build)
// Options: --no-unit, --no-e2e, --no-pg, and anything after `--` goes to playwright (e.g. -- tests/e2e/auth.spec.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const dashdash = argv.indexOf('--');
const flags = dashdash === -1 ? argv : argv.slice(0, dashdash);
const playwrightArgs = dashdash === -1 ? [] : argv.slice(dashdash + 1);
const edgeFunctionEntries = () =>
  readdirSync(`${root}supabase/functions`, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => `supabase/functions/${d.name}/index.ts`);
// The CA bundle of a TLS-inspecting proxy, as local-supabase's function runner passes it.
function denoCertEnv() {
  const bundle = process.env.DENO_CERT ?? process.env.SSL_CERT_FILE ?? process.env.NODE_EXTRA_CA_CERTS;
  return bundle && existsSync(bundle) ? { DENO_CERT: bundle } : {};
}
const bin = (name) => `${root}node_modules/.bin/${name}`;
const hasPostgresServer = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));

function step(title, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

if (!flags.includes('--no-unit')) {
  step('Formatting (prettier --check)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  step('Lint (eslint)', bin('eslint'), ['.']);
  step('Types (tsc --noEmit: src, tests, local-supabase, scripts, domain)', bin('tsc'), [
    '-p',
    'tsconfig.json',
    '--noEmit',
  ]);
  step('Types (tsc --noEmit: bench)', bin('tsc'), ['-p', 'bench/tsconfig.json', '--noEmit']);
  // Edge functions are Deno modules (npm: specifiers, Deno globals): Deno's own
  // checker is TypeScript's compiler with Deno's resolution.
  step('Types (deno check: supabase/functions)', bin('deno'), ['check', ...edgeFunctionEntries()], {
    DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
    ...denoCertEnv(),
  });
  step('Database types match the migrations (db:types --check)', bin('tsx'), ['scripts/db-types.ts', '--check']);
  step('Unit and backend tests (vitest)', bin('vitest'), ['run']);
  // The backend project again on a Postgres server, where transactions run in parallel (the concurrency suite
  // runs only there): TEST_DATABASE_URL, or a throw-away cluster of Debian's postgresql (bash .ci/run installs it).
  if (flags.includes('--no-pg')) console.log('\n(Postgres server pass left out: --no-pg)');
  else if (process.env.TEST_DATABASE_URL || hasPostgresServer())
    step('Backend tests on a Postgres server (.ci/test-pg)', 'bash', ['.ci/test-pg']);
  else
    console.warn(
      '\n! No Postgres server here: the backend tests ran on PGlite only and the concurrency suite did not run.\n' +
        "  Install Debian's 'postgresql' package (bash .ci/run does) or set TEST_DATABASE_URL=postgres://...",
    );
}

if (!flags.includes('--no-e2e')) {
  // The build goes to a folder of this run (not dist/): several people run browser tests in one working tree,
  // and a build replacing dist/ mid-run made the other run's pages fail to load their chunks.
  const staticDir = process.env.E2E_STATIC_DIR || mkdtempSync(join(tmpdir(), 'cbh-e2e-dist-'));
  if (!process.env.E2E_STATIC_DIR) process.on('exit', () => rmSync(staticDir, { recursive: true, force: true }));
  process.env.E2E_STATIC_DIR = staticDir;
  step(
    'Build the app for browser tests (vite build)',
    bin('vite'),
    ['build', '--logLevel', 'warn', '--outDir', staticDir, '--emptyOutDir'],
    { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
  );
  const chromium = findChromium();
  if (chromium) console.log(`Browser: ${chromium}`);
  else step('Install Playwright Chromium (no system Chromium found)', bin('playwright'), ['install', 'chromium']);
  step(
    'Browser tests (playwright)',
    bin('playwright'),
    ['test', ...playwrightArgs],
    chromium ? { CHROMIUM_PATH: chromium } : {},
  );
}
console.log('\nAll tests passed.');
