// Throw-away databases for the declarative schema's tools (issue 35 points 1-2): scripts/schema-check.ts and
// scripts/db-diff.ts build one database from supabase/migrations/ and one from supabase/schemas/, each on the
// platform bootstrap (local-supabase/sql/bootstrap.sql), as local-supabase and the backend tests do.
// The server is TEST_DATABASE_URL's (its user needs CREATEDB), else a throw-away cluster of the Postgres server
// installed here (scripts/pg-cluster.ts), stopped by stop().
import path from 'node:path';
import { migrate, readMigrations, type SqlFile } from '../local-supabase/src/db/migrate.ts';
import { postgresDb } from '../local-supabase/src/db/pg-db.ts';
import { createPglite, pgliteDb } from '../local-supabase/src/db/pglite-db.ts';
import { ROOT, SUPABASE_DIR } from '../local-supabase/src/paths.ts';
import { startPgCluster } from './pg-cluster.ts';
import { holdingRolesLock, ident, withClient, withDatabase } from './pg-client.ts';

export const SCHEMAS_DIR = path.join(SUPABASE_DIR, 'schemas');

/** supabase/schemas/*.sql in name order (the order of config.toml's schema_paths). */
export function readSchemaFiles(dir = SCHEMAS_DIR): SqlFile[] {
  return readMigrations(dir).map((f) => ({ ...f, name: `schemas/${f.name}` }));
}

export { readMigrations, ROOT };

export type PgServer = { url: string; label: string; stop(): void };

/** TEST_DATABASE_URL's server, else a throw-away cluster. */
export async function pgServer(): Promise<PgServer> {
  const shared = process.env.TEST_DATABASE_URL;
  if (shared) return { url: shared, label: `${new URL(shared).host} (TEST_DATABASE_URL)`, stop: () => {} };
  const cluster = await startPgCluster({ maxConnections: 40 });
  return { url: cluster.url, label: `${cluster.version}, throw-away cluster`, stop: () => cluster.stop() };
}

export type BuiltDb = { url: string; drop(): Promise<void> };

/** Schema files are named NN_area.sql: recorded under a version of their own, never a migration's. */
const asMigrations = (files: SqlFile[]) =>
  files.map((f, i) =>
    /^\d{14}_/.test(path.basename(f.name)) ? f : { name: `${String(i).padStart(14, '0')}_${f.name}`, sql: f.sql },
  );

/** The same build in PGlite (in memory), where no Postgres server is at hand: query() reads it, close() ends it. */
export async function buildPglite(files: SqlFile[]) {
  const pg = await createPglite({});
  const db = await pgliteDb(pg);
  try {
    await migrate(db, { seed: false, migrations: asMigrations(files) });
  } catch (err) {
    await db.close();
    throw err;
  }
  return { query: pg.query.bind(pg), close: () => db.close() };
}

/**
 * A new database `name` on the server with the platform bootstrap and then `files` applied in order, each recorded
 * in supabase_migrations.schema_migrations under the version its name starts with (as the CLI and local-supabase do).
 */
export async function buildDatabase(serverUrl: string, name: string, files: SqlFile[]): Promise<BuiltDb> {
  const url = withDatabase(serverUrl, name);
  const drop = async () => {
    await withClient(serverUrl, (c) => c.query(`drop database if exists ${ident(name)} with (force)`));
  };
  await drop();
  await withClient(serverUrl, (c) => c.query(`create database ${ident(name)}`));
  await withClient(serverUrl, (admin) =>
    holdingRolesLock(admin, async () => {
      const db = await postgresDb(url);
      try {
        await migrate(db, { seed: false, migrations: asMigrations(files) });
      } finally {
        await db.close();
      }
    }),
  );
  return { url, drop };
}
