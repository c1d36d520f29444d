// npm run db:rehearse: what a deployment does, with the real Supabase CLI (supabase@2.117.0, pinned in package.json)
// and no Docker (issue 35 point 3).
//   1. a Postgres server: a fresh database on TEST_DATABASE_URL's server (its user needs CREATEDB), else a throw-away
//      cluster of the server installed here (scripts/pg-cluster.ts);
//   2. what the hosted platform has before our first migration: local-supabase/sql/bootstrap.sql, then
//      local-supabase/sql/platform.sql (what hosted Auth has and local-supabase does not need);
//   3. `supabase db push --db-url ... --include-seed --yes`: every migration of supabase/migrations, then seed.sql;
//   4. `supabase db lint --db-url ... --level warning`: plpgsql_check (Debian's postgresql-<major>-plpgsql-check,
//      bash .ci/run installs it) on every function; any finding fails the rehearsal.
// Each step's time is printed; the database (or cluster) is removed at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../local-supabase/src/paths.ts';
import { startPgCluster } from './pg-cluster.ts';
import { holdingRolesLock, ident, withClient, withDatabase } from './pg-client.ts';

const CLI = path.join(ROOT, 'node_modules/.bin/supabase');
const SQL_FILES = ['local-supabase/sql/bootstrap.sql', 'local-supabase/sql/platform.sql'];
// No telemetry, no update check: only the npm registry is reachable from CI, and the CLI must not wait on the rest.
const CLI_ENV = { SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', SUPABASE_NO_UPDATE_NOTIFIER: '1' };
const CLI_TIMEOUT_MS = 180_000;

/** The CLI's form of a server address: postgresql://, no TLS (a local server has none). */
function cliDbUrl(url: string): string {
  const u = new URL(url.replace(/^postgres:/, 'postgresql:'));
  u.searchParams.set('sslmode', 'disable');
  return u.toString();
}

type LintIssue = { level: string; message: string; detail?: string; context?: string };
type LintResult = { function: string; issues: LintIssue[] };

/** The findings of `supabase db lint`'s output (a JSON array after any log lines; nothing when there is none). */
function lintFindings(stdout: string): string[] {
  const start = stdout.indexOf('[');
  if (start === -1) return [];
  const results = JSON.parse(stdout.slice(start)) as LintResult[];
  return results.flatMap((r) =>
    r.issues.map((i) => `${r.function}: ${i.level}: ${i.message}${i.detail ? ` (${i.detail})` : ''}`),
  );
}

async function step<T>(title: string, fn: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`db-rehearsal: ${title} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

function supabase(args: string[]): { status: number; out: string; stdout: string } {
  const r = spawnSync(CLI, args, {
    cwd: ROOT,
    env: { ...process.env, ...CLI_ENV },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: CLI_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw new Error(`supabase ${args.slice(0, 2).join(' ')}: ${r.error.message}`);
  return { status: r.status ?? 1, out: `${r.stdout}${r.stderr}`, stdout: r.stdout };
}

/** The rehearsal's database: its admin connection's server, and how to remove it afterwards. */
async function database(): Promise<{ baseUrl: string; url: string; remove(): Promise<void> | void }> {
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) {
    const cluster = await startPgCluster({ maxConnections: 50 });
    console.log(`db-rehearsal: ${cluster.version} on ${new URL(cluster.url).host} (throw-away cluster)`);
    return { baseUrl: cluster.url, url: cluster.url, remove: () => cluster.stop() };
  }
  const name = `cbh_rehearsal_${process.pid}`;
  await withClient(shared, async (c) => {
    await c.query(`drop database if exists ${ident(name)} with (force)`);
    await c.query(`create database ${ident(name)}`);
  });
  const url = withDatabase(shared, name);
  console.log(`db-rehearsal: database ${name} on ${new URL(url).host} (TEST_DATABASE_URL)`);
  return {
    baseUrl: shared,
    url,
    remove: () => withClient(shared, (c) => c.query(`drop database if exists ${ident(name)} with (force)`)).then(),
  };
}

async function platform(baseUrl: string, url: string) {
  await withClient(baseUrl, (admin) =>
    holdingRolesLock(admin, () =>
      withClient(url, async (c) => {
        for (const file of SQL_FILES) await c.query(fs.readFileSync(path.join(ROOT, file), 'utf8'));
        const found = await c.query("select 1 from pg_available_extensions where name = 'plpgsql_check'");
        if (!found.rowCount)
          throw new Error(
            "plpgsql_check is not installed on this server (`supabase db lint` needs it): install Debian's " +
              'postgresql-<major>-plpgsql-check (bash .ci/run does)',
          );
      }),
    ),
  );
}

async function main(): Promise<number> {
  const started = performance.now();
  const db = await step('Postgres server ready', database);
  try {
    await step(`platform bootstrap (${SQL_FILES.join(', ')})`, () => platform(db.baseUrl, db.url));
    const cliUrl = cliDbUrl(db.url);
    const push = await step('supabase db push --include-seed', () =>
      supabase(['db', 'push', '--db-url', cliUrl, '--include-seed', '--yes']),
    );
    if (push.status !== 0) {
      console.error(push.out);
      console.error(`db-rehearsal: supabase db push failed (exit ${push.status})`);
      return 1;
    }
    const applied = push.out.match(/^Applying migration /gm)?.length ?? 0;
    console.log(`db-rehearsal: ${applied} migrations and the seed applied`);
    const lint = await step('supabase db lint --level warning', () =>
      supabase(['db', 'lint', '--db-url', cliUrl, '--level', 'warning', '--fail-on', 'warning']),
    );
    for (const line of lint.out.match(/^Linting schema: .*$/gm) ?? []) console.log(`db-rehearsal: ${line}`);
    const findings = lintFindings(lint.stdout);
    if (lint.status !== 0 || findings.length) {
      console.error(findings.length ? findings.map((f) => `  ${f}`).join('\n') : lint.out);
      console.error(`db-rehearsal: supabase db lint failed (exit ${lint.status}, ${findings.length} finding(s))`);
      return 1;
    }
    console.log('db-rehearsal: no lint finding');
    return 0;
  } finally {
    await db.remove();
    console.log(`db-rehearsal: took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

process.exit(await main());
