/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// Applies the platform bootstrap, supabase/migrations/*.sql in name order and
// supabase/seed.sql, recording applied migrations in
// supabase_migrations.schema_migrations as the Supabase CLI does.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { BOOTSTRAP_SQL, MIGRATIONS_DIR, SEED_SQL } from '../paths.ts';
import type { Db } from './types.ts';

export interface SqlFile {
  name: string;
  sql: string;
}

/** The .sql files of `dir` (supabase/migrations by default) in name order. */
export function readMigrations(dir = MIGRATIONS_DIR): SqlFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

export function readSeed(): SqlFile | null {
  return fs.existsSync(SEED_SQL) ? { name: 'seed.sql', sql: fs.readFileSync(SEED_SQL, 'utf8') } : null;
}

/** A hash of everything that shapes a fresh database, to key the snapshot cache. */
export function schemaHash(seed: boolean, salt = ''): string {
  const h = crypto.createHash('sha256');
  h.update(salt);
  h.update(fs.readFileSync(BOOTSTRAP_SQL));
  for (const m of readMigrations()) h.update(`\0${m.name}\0${m.sql}`);
  if (seed) h.update(`\0seed\0${readSeed()?.sql ?? ''}`);
  return h.digest('hex').slice(0, 20);
}

export class MigrationError extends Error {}

async function run(db: Db, file: SqlFile) {
  try {
    await db.exec(file.sql);
  } catch (err: any) {
    const detail = [err?.message, err?.detail, err?.hint, err?.position ? `at character ${err.position}` : '']
      .filter(Boolean)
      .join(' | ');
    throw new MigrationError(`local-supabase: ${file.name} failed: ${detail}`);
  }
}

/** Bootstrap + pending migrations (+ seed when fresh). Returns the names applied. */
export async function migrate(db: Db, opts: { seed: boolean; migrations?: SqlFile[] }): Promise<string[]> {
  await run(db, { name: 'local-supabase/sql/bootstrap.sql', sql: fs.readFileSync(BOOTSTRAP_SQL, 'utf8') });
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
    create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);`);
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const m of opts.migrations ?? readMigrations()) {
    const [version, ...rest] = m.name.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    await run(db, m);
    await db.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
      version,
      rest.join('_'),
    ]);
    applied.push(m.name);
  }
  const seeded = (await db.query('select 1 from supabase_migrations.seed_files')).length > 0;
  const seed = readSeed();
  if (opts.seed && seed && !seeded) {
    await run(db, seed);
    const hash = crypto.createHash('sha256').update(seed.sql).digest('hex');
    await db.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
      'supabase/seed.sql',
      hash,
    ]);
    applied.push(seed.name);
  }
  return applied;
}
