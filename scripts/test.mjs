#!/usr/bin/env node
// npm test: every test layer, as stages that run side by side where they do not compete for the same processor
// (scripts/test-stages.mjs says which and why), stopping everything at the first failing stage, then a table of each
// stage's time.
//   static checks: Prettier, ESLint (feature boundaries included), tsc, deno check, db:types --check
//   unit:          vitest projects unit + unit-mocks (jsdom)
//   backend:       vitest projects backend + backend-mocks on PGlite, then again on a Postgres server (.ci/test-pg)
//                  when one is installed here or TEST_DATABASE_URL is set
//   browser:       vite build into a temporary folder of this run (E2E_STATIC_DIR, empty VITE_SUPABASE_URL: app and API
//                  share one origin), then playwright test (global setup starts local-supabase serving that build)
//   first load:    from that build, each public route's first-load JS against its budget (scripts/public-routes.ts)
//   screen reader: the journeys of tests/screen-reader with Orca (playwright.sr.config.ts), after the browser tests
// Options: --no-unit (no static, unit or backend stages), --no-e2e, --no-pg (no backend pass on a Postgres server),
// --no-sr (no screen-reader journeys), --sr-only (the build and the screen-reader journeys: npm run test:sr; it fails
// when the screen reader is not installed), and anything after `--` goes to playwright (e.g. -- tests/e2e/auth.spec.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';
import { runStages } from './run-stages.mjs';
import { SCREEN_READER_PROGRAMS, hasScreenReader, testStages } from './test-stages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const dashdash = argv.indexOf('--');
const flags = dashdash === -1 ? argv : argv.slice(0, dashdash);
const playwrightArgs = dashdash === -1 ? [] : argv.slice(dashdash + 1);

const srOnly = flags.includes('--sr-only');
const e2e = !flags.includes('--no-e2e') && !srOnly;
const sr = !flags.includes('--no-sr');
if (srOnly && !hasScreenReader()) {
  console.error(
    `The screen reader is not installed here: ${SCREEN_READER_PROGRAMS.filter((p) => !existsSync(p)).join(', ')}`,
  );
  console.error(
    '  apt-get install -y orca xvfb xdotool dbus-x11 at-spi2-core speech-dispatcher matchbox-window-manager chromium',
  );
  process.exit(1);
}

let staticDir;
if (e2e || sr) {
  // The build goes to a folder of this run (not dist/): several people run browser tests in one working tree,
  // and a build replacing dist/ mid-run made the other run's pages fail to load their chunks.
  staticDir = process.env.E2E_STATIC_DIR || mkdtempSync(join(tmpdir(), 'cbh-e2e-dist-'));
  if (!process.env.E2E_STATIC_DIR) process.on('exit', () => rmSync(staticDir, { recursive: true, force: true }));
}

const stages = testStages({
  root,
  unit: !flags.includes('--no-unit') && !srOnly,
  pg: !flags.includes('--no-pg'),
  e2e,
  sr,
  staticDir,
  chromium: findChromium(),
  playwrightArgs,
});
const ok = await runStages(stages, { cwd: root });
console.log(ok ? '\nAll tests passed.' : '');
process.exit(ok ? 0 : 1);
