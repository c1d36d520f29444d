// Backend tests on a Postgres server (TEST_DATABASE_URL): every stack gets a database of its own, so test files
// running in parallel (vitest workers) never wipe each other's rows.
//
//  - A template database per schema (cbh_tpl_<hash of bootstrap + migrations (+ seed)>) is migrated once, by the
//    first worker that needs it, under an advisory lock (the roles of the bootstrap are cluster-wide: two workers
//    creating them at once would collide).
//  - Each stack then gets `create database <base>_w<worker id>_<n> template cbh_tpl_<hash>` (milliseconds, instead of
//    seconds of migrations), dropped when the stack stops, and dropped first if a killed run left it behind.
// The user of TEST_DATABASE_URL needs CREATEDB (the throw-away cluster of .ci/run connects as its superuser).
import pg from 'pg';
import { schemaHash } from '../../local-supabase/src/db/migrate.ts';
import { openDb } from '../../local-supabase/src/db/open.ts';
import { holdingRolesLock, ident, withClient, withDatabase } from '../../scripts/pg-client.ts';

let counter = 0;

async function exists(c: pg.Client, name: string): Promise<boolean> {
  return (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
}

/** The migrated (and seeded) template for today's SQL, built once per cluster. */
async function ensureTemplate(c: pg.Client, baseUrl: string, seed: boolean): Promise<string> {
  const template = `cbh_tpl_${schemaHash(seed)}${seed ? '' : '_noseed'}`;
  if (await exists(c, template)) return template;
  // One worker builds it; the others wait, then find it.
  return holdingRolesLock(c, async () => {
    if (await exists(c, template)) return template;
    const building = `${template}_build`;
    await c.query(`drop database if exists ${ident(building)} with (force)`);
    await c.query(`create database ${ident(building)}`);
    const db = await openDb({ databaseUrl: withDatabase(baseUrl, building), seed, dataDir: '', reset: false });
    await db.close();
    // Appears under its final name only once complete: a failed build is never cloned.
    await c.query(`alter database ${ident(building)} rename to ${ident(template)}`);
    return template;
  });
}

/** A fresh migrated database on the server of baseUrl for one stack; drop() when the stack stops. */
export async function freshDatabase(baseUrl: string, seed: boolean): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(baseUrl).pathname.slice(1) || 'postgres';
  const name = `${base}_w${process.env.VITEST_POOL_ID ?? '0'}_${++counter}`.slice(0, 63);
  await withClient(baseUrl, async (c) => {
    const template = await ensureTemplate(c, baseUrl, seed);
    await c.query(`drop database if exists ${ident(name)} with (force)`);
    await c.query(`create database ${ident(name)} template ${ident(template)}`);
  });
  return {
    url: withDatabase(baseUrl, name),
    drop: () =>
      withClient(baseUrl, (c) => c.query(`drop database if exists ${ident(name)} with (force)`)).then(() => {}),
  };
}
