// The bench body (scripts/bench.mjs runs it): local-supabase in a process of its own (in memory on PGlite, or Postgres),
// the large seed, every screen's data load through the app's own supabase-js
// client, CSV and search, EXPLAIN, then the production bundle. Writes JSON to --out.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchStack } from './bench-stack.ts';
import { createAppLoader } from './app-loader.ts';
import { measureBundle } from './bundle.ts';
import { measureCsvAndSearch } from './csv-search.ts';
import { measureExportMemory } from './export-memory.ts';
import { benchDatabase } from './bench-database.ts';
import { startPgCluster, type PgCluster } from '../scripts/pg-cluster.ts';
import { explainScreens } from './explain.ts';
import { SCREENS, type Role } from './screens.ts';
import { largeSeedCounts, largeSeedSql } from './seed-large.ts';
import { largeSeedUsers, screenSession } from './screen-session.ts';
import { statOf, type Stat } from './stats.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, d: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const RUNS = Number(arg('runs', '5'));
const SCALE = Number(arg('scale', '1'));
const OUT = arg('out', join(tmpdir(), 'cbh-bench-run.json'));
// Engine: a Postgres server with DATABASE_URL, --engine postgres, or at scale 10 (issue 23 point 7: the scale
// production meets runs on the engine production uses); PGlite in memory otherwise.
const ENGINE = arg('engine', process.env.DATABASE_URL || SCALE >= 10 ? 'postgres' : 'pglite');
if (ENGINE !== 'postgres' && ENGINE !== 'pglite') throw new Error('--engine is postgres or pglite');

export type ScreenResult = {
  name: string;
  as: Role;
  source: string;
  engine: string;
  rows: number;
  requests: number;
  roundTrips: number;
  responseKB: number;
  ms: Stat;
  budgetMs?: number;
  error?: string;
};

const log = (s: string) => console.error(`[bench] ${s}`);

async function main() {
  const t0 = performance.now();
  let cluster: PgCluster | undefined;
  let database: Awaited<ReturnType<typeof benchDatabase>> | undefined;
  let engine = 'PGlite (in memory, one session)';
  if (ENGINE === 'postgres') {
    let base = process.env.DATABASE_URL;
    if (base) engine = 'Postgres (DATABASE_URL)';
    else {
      cluster = await startPgCluster();
      base = cluster.url;
      engine = `${cluster.version.replace(/^postgres \(PostgreSQL\) /, 'Postgres ')} (throw-away cluster, fsync off)`;
    }
    database = await benchDatabase(base, `cbh_bench_${process.pid}`);
  }
  const cleanup = async () => {
    await database?.drop().catch((e) => console.error('[bench] drop database:', e));
    cluster?.stop();
  };
  const stack = await startBenchStack(database?.url).catch(async (err) => {
    await cleanup();
    throw err;
  });
  const startMs = performance.now() - t0;
  log(`stack up on ${engine} in ${(startMs / 1000).toFixed(1)} s`);
  const result: Record<string, unknown> = {
    engine,
    scale: SCALE,
    runs: RUNS,
    seedCounts: largeSeedCounts(SCALE),
    stackStartSeconds: startMs / 1000,
  };
  try {
    const t1 = performance.now();
    await stack.sql(largeSeedSql(SCALE));
    result.seedSeconds = (performance.now() - t1) / 1000;
    log(`large seed in ${(result.seedSeconds as number).toFixed(1)} s`);
    const counts = (
      await stack.sql(`select (select count(*) from auth.users)::int users, (select count(*) from public.participants)::int participants,
      (select count(*) from public.emergency_contacts)::int contacts, (select count(*) from public.programs)::int programs,
      (select count(*) from public.registrations)::int registrations`)
    )[0];
    result.tableCounts = counts;
    const users = await largeSeedUsers(stack);

    const app = await createAppLoader(root, stack.url);
    try {
      const session = await screenSession(app, users);
      const screens: ScreenResult[] = [];
      for (const role of ['anon', 'parent', 'coordinator', 'admin'] as Role[]) {
        await session.signInAs(role);
        for (const screen of SCREENS.filter((s) => s.as === role)) {
          const times: number[] = [];
          try {
            let last = await session.load(screen); // warms up (module load, plan cache)
            for (let i = 0; i < RUNS; i++) {
              last = await session.load(screen);
              times.push(last.ms);
            }
            screens.push({
              name: screen.name,
              as: role,
              source: screen.source,
              engine,
              rows: last.rows,
              requests: last.requests,
              roundTrips: last.roundTrips,
              responseKB: Math.round(last.bytes / 102.4) / 10,
              ms: statOf(times),
              budgetMs: screen.budgetMs,
            });
          } catch (err) {
            screens.push({
              name: screen.name,
              as: role,
              source: screen.source,
              engine,
              rows: 0,
              requests: 0,
              roundTrips: 0,
              responseKB: 0,
              ms: statOf([NaN]),
              budgetMs: screen.budgetMs,
              error: String((err as Error).message ?? err),
            });
          }
          log(`${screen.name}: ${JSON.stringify(screens.at(-1)!.ms)} ${screens.at(-1)!.error ?? ''}`);
        }
        if (role === 'admin') {
          try {
            result.csvSearch = await measureCsvAndSearch(app, Math.max(3, RUNS), SCALE);
          } catch (err) {
            result.csvSearch = { error: String((err as Error).message ?? err) };
            console.error(err);
          }
          log('csv and search done');
          try {
            result.exportMemory = await measureExportMemory(app);
            log(`export memory: ${JSON.stringify(result.exportMemory)}`);
          } catch (err) {
            result.exportMemory = { error: String((err as Error).message ?? err) };
            console.error(err);
          }
        }
      }
      result.screens = screens;
    } finally {
      await app.close();
    }
    result.explain = await explainScreens(stack, users);
    log('explain done');
  } finally {
    await stack.stop();
    await cleanup();
  }
  result.bundle = process.argv.includes('--no-bundle') ? undefined : measureBundle(root);
  if (result.bundle) log('bundle done');
  writeFileSync(OUT, JSON.stringify(result, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
