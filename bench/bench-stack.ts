// The bench's backend: in memory in this process on PGlite (one session, nothing to share), and in a process of its
// own on Postgres (bench/stack-process.ts), where the bench reaches the database with its own connection.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startStack, type Stack } from '../local-supabase/src/stack.ts';

/** What the bench uses of a stack: its URL, superuser SQL (one connection: pg_temp lasts), and stop. */
export type BenchStack = Pick<Stack, 'url' | 'sql' | 'stop'>;

const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const child = fileURLToPath(new URL('./stack-process.ts', import.meta.url));

export async function startBenchStack(databaseUrl?: string): Promise<BenchStack> {
  if (!databaseUrl) return startStack({ port: 0, memory: true, quiet: true });
  const proc = spawn(tsx, [child, databaseUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
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
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    url,
    async sql(text, params) {
      const result = (await client.query(text, params)) as pg.QueryResult | pg.QueryResult[];
      // A script of several statements answers each one's result: the last one's rows, as stack.sql does.
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as never[];
    },
    async stop() {
      await client.end().catch(() => {});
      if (proc.exitCode !== null) return;
      proc.kill('SIGTERM');
      await Promise.race([once(proc, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    },
  };
}
