#!/usr/bin/env node
// npm run bench [-- --scale 1 --runs 5 --requests 200]
// 1. bench/run.ts: in-memory local-supabase + large seed; screens' data loads through
//    the app's own api functions; CSV and search; EXPLAIN under RLS; vite build sizes.
// 2. scripts/bench-backend.ts: local-supabase throughput (PGlite; + DATABASE_URL server).
// 3. bench/lighthouse.ts: Lighthouse (mobile) of /, /login, /programs with Debian's Chromium
//    (skip with --no-lighthouse; it fetches lighthouse@12 through npx the first time).
// Prints one table and writes bench/results.json (git-ignored). Exit code 1 when a run fails.
// Issue 23: --scale 10 (or DATABASE_URL, or --engine postgres) runs on a Postgres server (DATABASE_URL, else a
// throw-away cluster of Debian's postgresql); --rush runs the registration-opening rush instead (bench/rush.ts),
// --rush --fault the rush with a Postgres restart and webhook deliveries (both on a Postgres server).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { renderRush, renderTable } from '../bench/report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, d) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const tsx = `${root}node_modules/.bin/tsx`;
const started = Date.now();
const partial = `${tmpdir()}/cbh-bench-${process.pid}.json`;

if (process.argv.includes('--rush')) {
  const passOn = [
    'families',
    'places',
    'window',
    'concurrency',
    'hash-cost',
    'paid',
    'timeout',
    'db-pool',
    'rest-pool',
  ].flatMap((k) => (arg(k, undefined) === undefined ? [] : [`--${k}`, arg(k, undefined)]));
  if (process.argv.includes('--fault')) passOn.push('--fault');
  console.error(
    `[bench] the registration-opening rush${passOn.includes('--fault') ? ' with a fault' : ''} (bench/rush.ts)...`,
  );
  const rush = spawnSync(tsx, ['bench/rush.ts', '--out', partial, ...passOn], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 900_000,
    killSignal: 'SIGTERM',
  });
  let out;
  try {
    out = JSON.parse(readFileSync(partial, 'utf8'));
  } catch {
    console.error(`[bench] bench/rush.ts exited ${rush.status ?? rush.signal} without results`);
    process.exit(1);
  }
  rmSync(partial, { force: true });
  out.date = new Date().toISOString();
  out.machine = {
    cpus: `${cpus().length} x ${cpus()[0]?.model ?? '?'}`,
    loadAverageAtEnd: loadavg().map((x) => Math.round(x * 10) / 10),
  };
  writeFileSync(`${tmpdir()}/cbh-bench-rush.json`, JSON.stringify(out, null, 2));
  console.error(`[bench] rush results: ${tmpdir()}/cbh-bench-rush.json`);
  console.log(renderRush(out));
  process.exit(rush.status === 0 ? 0 : 1);
}

console.error('[bench] data loads, CSV, search, EXPLAIN, bundle (bench/run.ts)...');
const run = spawnSync(
  tsx,
  [
    '--expose-gc', // bench/export-memory.ts collects garbage before it takes Export All's baseline heap
    'bench/run.ts',
    '--scale',
    arg('scale', '1'),
    '--runs',
    arg('runs', '5'),
    '--out',
    partial,
    ...(arg('engine', undefined) ? ['--engine', arg('engine', undefined)] : []),
    ...(process.argv.includes('--no-bundle') ? ['--no-bundle'] : []),
  ],
  {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: 3_600_000, // scale 10 on a loaded machine: the seed alone takes minutes
    killSignal: 'SIGTERM',
  },
);
if (run.status !== 0) {
  console.error('[bench] bench/run.ts failed');
  process.exit(1);
}
const result = JSON.parse(readFileSync(partial, 'utf8'));
rmSync(partial, { force: true });

console.error('[bench] local-supabase throughput (scripts/bench-backend.ts)...');
const backend = spawnSync(
  tsx,
  ['scripts/bench-backend.ts', '--requests', arg('requests', '200'), '--concurrency', '4'],
  {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
result.backend = (backend.stdout ?? '')
  .split('\n')
  .map((line) => /^\| (.+?) \| (\d+) \| ([\d.]+) \| ([\d.]+) \| (\d+) \|$/.exec(line))
  .filter(Boolean)
  .map((m) => ({ name: m[1], rps: Number(m[2]), p50: Number(m[3]), p95: Number(m[4]), errors: Number(m[5]) }));
if (backend.status !== 0) result.backendError = `scripts/bench-backend.ts exited ${backend.status}`;

result.machine = {
  cpus: `${cpus().length} x ${cpus()[0]?.model ?? '?'}`,
  memoryGB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  loadAverageAtEnd: loadavg().map((x) => Math.round(x * 10) / 10),
};
if (process.argv.includes('--no-lighthouse')) result.lighthouse = 'skipped (--no-lighthouse)';
else {
  console.error('[bench] Lighthouse, mobile (bench/lighthouse.ts)...');
  const lh = spawnSync(tsx, ['bench/lighthouse.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 600_000,
  });
  try {
    result.lighthouse = JSON.parse((lh.stdout ?? '').trim().split('\n').pop() ?? '');
  } catch {
    result.lighthouse = `bench/lighthouse.ts exited ${lh.status} without scores`;
  }
}
result.date = new Date().toISOString();
result.totalSeconds = Math.round((Date.now() - started) / 1000);
writeFileSync(`${root}bench/results.json`, JSON.stringify(result, null, 2));
console.log(renderTable(result));
console.error(`[bench] wrote bench/results.json in ${result.totalSeconds} s`);
if (result.backendError) process.exit(1);
