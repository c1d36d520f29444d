/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// Db over a real Postgres server (DATABASE_URL): a pool, no lock needed.
import pg from 'pg';
import type { Db } from './types.ts';

export async function postgresDb(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    uri: url,
    restPool: 10,
    query: async (text, params) => (await pool.query(text, params as any[])).rows,
    exec: async (sql) => {
      const r: any = await pool.query(sql);
      return Array.isArray(r) ? (r.at(-1)?.rows ?? []) : (r.rows ?? []);
    },
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(async (text, params) => (await client.query(text, params as any[])).rows);
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
