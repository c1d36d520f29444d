// A throw-away Postgres cluster: for the backend tests on Postgres (scripts/with-pg.ts, .ci/test-pg) and for the
// bench (issue 23 points 7-9). Debian's server binaries (/usr/lib/postgresql/<version>/bin; .ci/run installs
// `postgresql`), initdb in a temporary folder (as the `postgres` user when run as root: initdb and postgres refuse
// root), 127.0.0.1 on a free port; throw-away data, so fsync, synchronous_commit and full_page_writes are off.
// restart() is pg_ctl restart (the bench's fault case); stop() stops it (immediate) and deletes the folder.
// With pgCron, pg_cron is loaded (shared_preload_libraries) and keeps its jobs in pgCron.database (cron.database_name),
// running them in background workers (no connection to open, so no password to set): Debian's
// postgresql-<major>-cron, which bash .ci/run installs (issue 35 point 4).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../local-supabase/src/net-util.ts';

export type PgCluster = { url: string; version: string; restart(): Promise<number>; stop(): void };

const SERVERS = '/usr/lib/postgresql';

/** The Postgres server majors installed here (Debian's layout), oldest first. */
function serverVersions(): string[] {
  return existsSync(SERVERS)
    ? readdirSync(SERVERS)
        .filter((v) => existsSync(join(SERVERS, v, 'bin/postgres')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
}

/** Whether a throw-away cluster can be started here. */
export const hasPostgresServer = () => serverVersions().length > 0;

function binDir(): string {
  const versions = serverVersions();
  if (!versions.length)
    throw new Error(
      "No Postgres server here (/usr/lib/postgresql/*/bin/postgres): install Debian's 'postgresql' package, or name a server (TEST_DATABASE_URL for the tests, DATABASE_URL for the bench)",
    );
  return join(SERVERS, versions.at(-1)!, 'bin');
}

/** Whether Debian's pg_cron package is installed for the server in binDir. */
function hasPgCron(bin: string): boolean {
  const major = bin.split('/').at(-2)!;
  return existsSync(`/usr/share/postgresql/${major}/extension/pg_cron.control`);
}

export async function startPgCluster(
  opts: { maxConnections?: number; pgCron?: { database: string } } = {},
): Promise<PgCluster> {
  const bin = binDir();
  if (opts.pgCron && !hasPgCron(bin)) {
    const major = bin.split('/').at(-2);
    throw new Error(
      `pg_cron is not installed for Postgres ${major}: install Debian's postgresql-${major}-cron (bash .ci/run does)`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'cbh-pg.'));
  const asRoot = process.getuid?.() === 0;
  let owner = '';
  if (asRoot) {
    owner = spawnSync('getent', ['passwd', 'postgres']).status === 0 ? 'postgres' : 'nobody';
    const uid = Number(execFileSync('id', ['-u', owner], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', owner], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', owner, '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
    const r = spawnSync(file, argv, { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    if (r.status !== 0) {
      const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8').slice(-2000) : '';
      throw new Error(`${cmd} ${args[0]} failed (${r.status}): ${r.stderr}${r.stdout}\n${log}`);
    }
  };
  const port = await freePort();
  const data = join(dir, 'data');
  const options =
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off ` +
    `-c full_page_writes=off -c max_connections=${opts.maxConnections ?? 300} -c shared_buffers=256MB` +
    (opts.pgCron
      ? ` -c shared_preload_libraries=pg_cron -c cron.database_name=${opts.pgCron.database}` +
        ' -c cron.use_background_workers=on -c max_worker_processes=20'
      : '');
  const ctl = (action: 'start' | 'restart') =>
    run('pg_ctl', [action, '-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-m', 'fast', '-o', options]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['stop', '-D', data, '-m', 'immediate']);
    } catch {
      /* already down */
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    ctl('start');
  } catch (err) {
    stop();
    throw err;
  }
  process.once('exit', stop);
  // Interrupted (Ctrl-C, a timeout's SIGTERM): the server is a daemon of its own, so stop it before leaving.
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => {
      stop();
      process.exit(130);
    });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const version = execFileSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  return {
    url,
    version,
    /** pg_ctl restart -m fast (every connection is cut); resolves with the milliseconds until it accepts again. */
    async restart() {
      const t = performance.now();
      ctl('restart');
      return performance.now() - t;
    },
    stop,
  };
}
