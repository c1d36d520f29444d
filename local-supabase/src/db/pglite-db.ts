/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// Db over PGlite: one in-process session behind a Lock, served to PostgREST by
// our socket server.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { Lock } from './lock.ts';
import { startSocketServer } from './socket-server.ts';
import type { Db, Query } from './types.ts';

export interface PgliteOptions {
  dataDir?: string; // undefined = in memory
  loadDataDir?: Blob;
}

export async function createPglite(opts: PgliteOptions): Promise<PGlite> {
  const db = new PGlite({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    // pg_trgm and unaccent: the search indexes (migration 20261126000000), as on hosted Supabase.
    extensions: { pgcrypto, uuid_ossp, pg_trgm, unaccent },
  });
  await db.waitReady;
  return db;
}

export async function pgliteDb(pg: PGlite): Promise<Db & { pg: PGlite; lock: Lock }> {
  const lock = new Lock();
  const server = await startSocketServer(pg, lock);

  const rawQuery: Query = async (text, params) => (await pg.query<any>(text, params as any[])).rows;
  const query: Query = (text, params) => lock.run(() => rawQuery(text, params));

  return {
    kind: 'pglite',
    pg,
    lock,
    uri: `postgres://authenticator:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
    restPool: 1,
    query,
    exec: (sql) => lock.run(async () => (await pg.exec(sql)).at(-1)?.rows ?? []) as any,
    tx: (fn) =>
      lock.run(() =>
        pg.transaction(async (t) => fn(async (text, params) => (await t.query<any>(text, params as any[])).rows)),
      ),
    async close() {
      await server.stop();
      await lock.run(() => pg.close());
    },
  };
}
