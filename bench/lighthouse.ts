// Lighthouse (npx lighthouse@12, mobile emulation: its default) on /, /login and
// /programs of a production build served by local-supabase (same origin as the
// API, demo seed), with Debian's Chromium. Each page is run LIGHTHOUSE_RUNS times (3 by
// default; Lighthouse's own advice, its scores move by several points between runs) and
// the run with the median performance score is reported. Prints JSON scores on stdout.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../local-supabase/src/stack.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Debian's /usr/bin/chromium is a shell wrapper (its memory check fails on this machine); use the binary.
const CHROME =
  process.env.CHROME_PATH ??
  (existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium');
// Asynchronous on purpose: the backend serving the pages runs in this process, and a synchronous
// child process would block it (every earlier run here ended in NO_FCP for that reason).
const run = promisify(execFile);
const FLAGS =
  '--headless=new --disable-dev-shm-usage --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export type LighthouseRow = {
  path: string;
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  lcpMs?: number;
  tbtMs?: number;
  runs?: number[];
  error?: string;
};
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const dir = mkdtempSync(join(tmpdir(), 'cbh-lighthouse-'));
const rows: LighthouseRow[] = [];
try {
  execFileSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', join(dir, 'dist'), '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', VITE_SUPABASE_URL: '' },
    },
  );
  const stack = await startStack({ port: 0, memory: true, quiet: true, staticDir: join(dir, 'dist') });
  try {
    for (const path of (process.argv[2] ?? '/,/login,/programs').split(',')) {
      const done: LighthouseRow[] = [];
      let failure = '';
      for (let i = 0; i < RUNS; i++) {
        const out = join(dir, `report-${path.replace(/\W+/g, '_')}-${i}.json`);
        try {
          await run(
            'npx',
            [
              '-y',
              'lighthouse@12',
              `${stack.url}${path}`,
              `--chrome-path=${CHROME}`,
              `--chrome-flags=${FLAGS}`,
              '--only-categories=performance,accessibility,best-practices',
              '--output=json',
              `--output-path=${out}`,
              '--quiet',
            ],
            {
              timeout: 180_000,
              env: { ...process.env, CHROME_PATH: CHROME },
            },
          );
          const r = JSON.parse(readFileSync(out, 'utf8'));
          const score = (k: string) => Math.round((r.categories[k]?.score ?? NaN) * 100);
          done.push({
            path,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            lcpMs: Math.round(r.audits['largest-contentful-paint']?.numericValue ?? NaN),
            tbtMs: Math.round(r.audits['total-blocking-time']?.numericValue ?? NaN),
          });
        } catch (err) {
          failure = String((err as Error).message ?? err).slice(0, 200);
        }
      }
      if (done.length === 0) {
        rows.push({ path, error: failure });
        continue;
      }
      const sorted = [...done].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
      rows.push({ ...sorted[Math.floor((sorted.length - 1) / 2)], runs: done.map((d) => d.performance ?? NaN) });
    }
  } finally {
    await stack.stop();
  }
} finally {
  if (!process.env.KEEP_LIGHTHOUSE) rmSync(dir, { recursive: true, force: true });
  else console.error(`reports kept in ${dir}`);
}
console.log(JSON.stringify(rows));
