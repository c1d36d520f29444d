// The bench's backend, in a process of its own (bench/stack-process.ts) as production's is: on Postgres the bench
// reaches the database with its own connection; on PGlite (in memory, one session, held by that process) its
// superuser SQL goes over the IPC channel.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Stack } from '../local-supabase/src/stack.ts';
import type { SqlReply, SqlRequest } from './stack-process.ts';

/** What the bench uses of a stack: its URL, superuser SQL (one connection: pg_temp lasts), and stop. */
export type BenchStack = Pick<Stack, 'url' | 'sql' | 'stop'>;

const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const child = fileURLToPath(new URL('./stack-process.ts', import.meta.url));

export async function startBenchStack(databaseUrl?: string): Promise<BenchStack> {
  const proc = spawn(tsx, databaseUrl ? [child, databaseUrl] : [child], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    // Rows as they are (dates, big integers), as the in-process stack answered them.
    serialization: 'advanced',
  });
  const exited = once(proc, 'exit').then(([code]) => {
    throw new Error(`bench: the backend process exited (${String(code)}) before it was up`);
  });
  exited.catch(() => {});
  const lines = createInterface({ input: proc.stdout! });
  const first = (async () => {
    for await (const line of lines) return (JSON.parse(line) as { url: string }).url;
    throw new Error('bench: the backend process said nothing');
  })();
  const url = await Promise.race([first, exited]);
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  return {
    url,
    async sql(text, params) {
      if (!client) return (await viaIpc(proc, text, params)) as never[];
      const result = (await client.query(text, params)) as pg.QueryResult | pg.QueryResult[];
      // A script of several statements answers each one's result: the last one's rows, as stack.sql does.
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as never[];
    },
    async stop() {
      await client?.end().catch(() => {});
      if (proc.exitCode !== null) return;
      proc.kill('SIGTERM');
      await Promise.race([once(proc, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    },
  };
}

let lastId = 0;

/** The PGlite process's superuser SQL: one request, its answer (or its error, thrown here). */
function viaIpc(proc: ChildProcess, text: string, params?: unknown[]): Promise<unknown[]> {
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    const onReply = (reply: SqlReply) => {
      if (reply.id !== id) return;
      proc.off('message', onReply);
      proc.off('exit', onExit);
      if (reply.error !== undefined) reject(new Error(reply.error));
      else resolve(reply.rows ?? []);
    };
    const onExit = () => reject(new Error('bench: the backend process exited during a query'));
    proc.on('message', onReply);
    proc.once('exit', onExit);
    proc.send({ id, text, params } satisfies SqlRequest);
  });
}
