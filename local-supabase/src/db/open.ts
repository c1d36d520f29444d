// Opens the database for a stack: PGlite in memory or in a folder (fast path: a
// cached snapshot of the migrated+seeded database keyed by a hash of the SQL),
// or a Postgres server from DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, ROOT } from '../paths.ts';
import { migrate, schemaHash } from './migrate.ts';
import { createPglite, pgliteDb } from './pglite-db.ts';
import { postgresDb } from './pg-db.ts';
import type { Db } from './types.ts';

const PGLITE_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
).version;

export interface OpenOptions {
  memory?: boolean;
  dataDir: string;
  databaseUrl?: string;
  seed: boolean;
  reset?: boolean;
}

function snapshotPath(seed: boolean) {
  return path.join(CACHE_DIR, `snapshot-${schemaHash(seed, PGLITE_VERSION)}.tar.gz`);
}

async function saveSnapshot(pg: Awaited<ReturnType<typeof createPglite>>, file: string) {
  const blob = await pg.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(tmp, file); // atomic: parallel test workers may race here
  // Keep the few newest snapshots (seeded and unseeded, a branch or two).
  const old = fs
    .readdirSync(path.dirname(file))
    .filter((f) => /^snapshot-.*\.tar\.gz$/.test(f))
    .map((f) => ({ f: path.join(path.dirname(file), f), t: fs.statSync(path.join(path.dirname(file), f)).mtimeMs }))
    .sort((a, b) => b.t - a.t)
    .slice(6);
  for (const o of old) fs.rmSync(o.f, { force: true });
}

export async function resetPostgres(url: string) {
  const db = await postgresDb(url);
  try {
    await db.exec(`drop schema if exists public, auth, storage, supabase_migrations cascade; create schema public;
      grant all on schema public to public;`);
  } finally {
    await db.close();
  }
}

export async function openDb(o: OpenOptions): Promise<Db> {
  if (o.databaseUrl) {
    if (o.reset) await resetPostgres(o.databaseUrl);
    const db = await postgresDb(o.databaseUrl);
    await migrate(db, { seed: o.seed });
    return db;
  }
  const dataDir = o.memory ? undefined : o.dataDir;
  if (dataDir && o.reset) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(path.join(path.dirname(path.resolve(dataDir)), 'storage'), { recursive: true, force: true }); // object bytes
  }
  const exists = dataDir ? fs.existsSync(path.join(dataDir, 'PG_VERSION')) : false;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });

  if (exists) {
    const db = await pgliteDb(await createPglite({ dataDir }));
    await migrate(db, { seed: o.seed }).catch(async (err) => {
      await db.close();
      throw err;
    });
    return db;
  }
  const snap = snapshotPath(o.seed);
  const release = await buildLock(snap);
  try {
    return await openFromSnapshot(snap, dataDir, o.seed);
  } finally {
    release();
  }
}

/**
 * Parallel test workers that all need a snapshot that does not exist yet: one
 * builds it (initdb + migrations + seed) while the others wait and then load it.
 */
async function buildLock(snap: string): Promise<() => void> {
  const lock = `${snap}.lock`;
  fs.mkdirSync(path.dirname(snap), { recursive: true });
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(snap) && Date.now() < deadline) {
    try {
      fs.mkdirSync(lock);
      return () => fs.rmSync(lock, { recursive: true, force: true });
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 240_000) fs.rmSync(lock, { recursive: true, force: true }); // left by a killed process
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return () => {};
}

async function openFromSnapshot(snap: string, dataDir: string | undefined, seed: boolean): Promise<Db> {
  if (fs.existsSync(snap)) {
    const blob = new Blob([fs.readFileSync(snap)]);
    return pgliteDb(await createPglite({ dataDir, loadDataDir: blob }));
  }
  const pg = await createPglite({ dataDir });
  const db = await pgliteDb(pg);
  try {
    await migrate(db, { seed });
  } catch (err) {
    await db.close();
    throw err;
  }
  await db.lock.run(() => saveSnapshot(pg, snap));
  return db;
}
