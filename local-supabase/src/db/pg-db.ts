/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// Db over a real Postgres server (DATABASE_URL): a pool, no lock needed.
import pg from 'pg';
import type { Db } from './types.ts';

const quietErrors = new Set<string>();

function envInt(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export async function postgresDb(url: string): Promise<Db> {
  // Pool sizes (connections to the server): local-supabase's own 8 (auth, storage, SQL) and PostgREST's 10 by
  // default; LOCAL_SUPABASE_DB_POOL / LOCAL_SUPABASE_REST_POOL change them (the bench's rush measures both).
  const pool = new pg.Pool({ connectionString: url, max: envInt('LOCAL_SUPABASE_DB_POOL', 8) });
  // An idle pooled connection cut by the server (a restart, an admin's pg_terminate_backend) emits 'error' on the
  // pool; unhandled, that would end the whole stack. The pool drops that client and opens a new one on the next
  // query, so the stack reconnects by itself once the server is back (issue 23 point 9).
  pool.on('error', (err) => {
    if (!quietErrors.has(err.message)) console.error(`local-supabase: idle Postgres connection lost (${err.message})`);
    quietErrors.add(err.message);
  });
  // Every connection keeps a listener of its own: a server restart can make a busy connection emit 'error' more
  // than once (pg-pool listens once per query), and an 'error' nobody listens to ends the process. The query that
  // was running still fails (and the pool then discards that connection).
  pool.on('connect', (client) => client.on('error', () => {}));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    uri: url,
    restPool: envInt('LOCAL_SUPABASE_REST_POOL', 10),
    query: async (text, params) => (await pool.query(text, params as any[])).rows,
    exec: async (sql) => {
      const r: any = await pool.query(sql);
      return Array.isArray(r) ? (r.at(-1)?.rows ?? []) : (r.rows ?? []);
    },
    async tx(fn) {
      const client = await pool.connect();
      // A checked-out connection cut between two statements emits 'error' on the client (the pool listens only
      // to idle ones): noted here, so it fails this transaction instead of ending the process.
      let lost: Error | undefined;
      const onError = (err: Error) => {
        lost = err;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(async (text, params) => (await client.query(text, params as any[])).rows);
        await client.query('commit');
        return result;
      } catch (err) {
        if (!lost) await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.off('error', onError);
        // A broken connection is closed, not returned to the pool.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}
