// npm run db:check-schema (a stage of npm test): the migrations and the declarative schema describe the same database
// (issue 35 point 2). Builds one database from supabase/migrations/*.sql and one from supabase/schemas/*.sql, each on
// the platform bootstrap, on TEST_DATABASE_URL's server or a throw-away cluster (scripts/schema-db.ts), compares their
// catalogs (scripts/schema-catalog.ts) and fails naming every object that differs: a schema change without its
// migration (`npm run db:diff -- <name>` writes it), or a migration without its schema change.
// Where no Postgres server is installed and TEST_DATABASE_URL is not set, both builds run in PGlite instead.
//   --pglite                              PGlite even where a server is at hand
//   --migrations <dir>  --schemas <dir>   compare other folders
import path from 'node:path';
import { readMigrations } from '../local-supabase/src/db/migrate.ts';
import { MIGRATIONS_DIR } from '../local-supabase/src/paths.ts';
import { diffCatalogs, readCatalog } from './schema-catalog.ts';
import { buildDatabase, buildPglite, pgServer, readSchemaFiles, SCHEMAS_DIR, type BuiltDb } from './schema-db.ts';
import { withClient } from './pg-client.ts';
import fs from 'node:fs';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

function readSqlDir(dir: string) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

const hasPostgresServer = () =>
  fs.existsSync('/usr/lib/postgresql') &&
  fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));

type SqlFiles = ReturnType<typeof readSqlDir>;

async function checkInPglite(migrations: SqlFiles, schemas: SqlFiles): Promise<string[]> {
  const catalogOf = async (files: SqlFiles, what: string) => {
    const db = await buildPglite(files).catch((err: Error) => {
      throw new Error(`the database from ${what} does not build (PGlite): ${err.message}`, { cause: err });
    });
    try {
      return await readCatalog(db);
    } finally {
      await db.close();
    }
  };
  return diffCatalogs(await catalogOf(migrations, 'the migrations'), await catalogOf(schemas, 'the schema files'));
}

/** Builds both databases and returns the differences (empty: the same). */
export async function checkSchema(
  opts: { migrationsDir?: string; schemasDir?: string; pglite?: boolean } = {},
): Promise<string[]> {
  const migrations = opts.migrationsDir ? readSqlDir(opts.migrationsDir) : readMigrations();
  const schemas = readSchemaFiles(opts.schemasDir ?? SCHEMAS_DIR);
  if (opts.pglite || (!process.env.TEST_DATABASE_URL && !hasPostgresServer())) {
    console.log('schema-check: building both databases in PGlite');
    return checkInPglite(migrations, schemas);
  }
  const server = await pgServer();
  const tag = `${process.pid}_${Date.now() % 100000}`;
  const built: BuiltDb[] = [];
  try {
    const build = async (name: string, files: typeof migrations, what: string) => {
      try {
        const db = await buildDatabase(server.url, name, files);
        built.push(db);
        return db;
      } catch (err) {
        throw new Error(`the database from ${what} does not build: ${(err as Error).message}`, { cause: err });
      }
    };
    const fromMigrations = await build(`cbh_schema_mig_${tag}`, migrations, 'the migrations');
    const fromSchemas = await build(`cbh_schema_decl_${tag}`, schemas, 'the schema files');
    const a = await withClient(fromMigrations.url, readCatalog);
    const b = await withClient(fromSchemas.url, readCatalog);
    return diffCatalogs(a, b, ['migrations', 'schemas']);
  } finally {
    for (const db of built) await db.drop().catch(() => {});
    server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = performance.now();
  const diffs = await checkSchema({
    migrationsDir: arg('--migrations'),
    schemasDir: arg('--schemas'),
    pglite: process.argv.includes('--pglite'),
  }).catch((err: Error) => [err.message]);
  const took = ((performance.now() - started) / 1000).toFixed(1);
  if (diffs.length) {
    console.error(diffs.join('\n'));
    console.error(
      `\nschema-check: the migrations (${path.relative(process.cwd(), arg('--migrations') ?? MIGRATIONS_DIR)}) and ` +
        `the schema files (${path.relative(process.cwd(), arg('--schemas') ?? SCHEMAS_DIR)}) build different ` +
        `databases: ${diffs.length} difference(s) above (${took} s).\n` +
        `  A change made in supabase/schemas/ needs its migration: npm run db:diff -- <name> (supabase/README.md).`,
    );
    process.exit(1);
  }
  console.log(`schema-check: the migrations and the schema files build the same database (${took} s)`);
}
