// npm run db:check-schema (a stage of npm test): the migrations and the declarative schema describe the same database
// (issue 35 point 2). Builds one database from supabase/migrations/*.sql and one from supabase/schemas/*.sql, each on
// the platform bootstrap, on TEST_DATABASE_URL's server or a throw-away cluster (scripts/schema-db.ts), compares their
// catalogs (scripts/schema-catalog.ts) and fails naming every object that differs: a schema change without its
// migration (`npm run db:diff -- <name>` writes it), or a migration without its schema change.
// It compares on two engines: a Postgres server (TEST_DATABASE_URL's, else a throw-away cluster of the one installed
// here; CI's is Debian's 15) and PGlite (Postgres 17, as hosted Supabase: `revoke all` there also takes MAINTAIN,
// which 15 does not have). Where no server is at hand, PGlite alone.
//   --pglite   PGlite only          --pg   the server only
//   --migrations <dir>  --schemas <dir>   compare other folders
import path from 'node:path';
import { readMigrations, type SqlFile } from '../local-supabase/src/db/migrate.ts';
import { MIGRATIONS_DIR } from '../local-supabase/src/paths.ts';
import { diffCatalogs, readCatalog } from './schema-catalog.ts';
import { buildDatabase, buildPglite, pgServer, readSchemaFiles, SCHEMAS_DIR, type BuiltDb } from './schema-db.ts';
import { hasPostgresServer } from './pg-cluster.ts';
import { withClient } from './pg-client.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

type SqlFiles = SqlFile[];

async function checkInPglite(migrations: SqlFiles, schemas: SqlFiles): Promise<string[]> {
  console.log('schema-check: building both databases in PGlite (Postgres 17)');
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
  opts: { migrationsDir?: string; schemasDir?: string; pglite?: boolean; pgOnly?: boolean } = {},
): Promise<string[]> {
  const migrations = readMigrations(opts.migrationsDir);
  const schemas = readSchemaFiles(opts.schemasDir ?? SCHEMAS_DIR);
  const server = !opts.pglite && (process.env.TEST_DATABASE_URL || hasPostgresServer());
  const onServer = server ? await checkOnServer(migrations, schemas) : [];
  // A difference on the server is reported as it is; PGlite then only adds what Postgres 17 alone shows.
  if (opts.pgOnly || onServer.length) return onServer;
  return (await checkInPglite(migrations, schemas)).map((d) => (server ? `(PGlite, Postgres 17) ${d}` : d));
}

async function checkOnServer(migrations: SqlFiles, schemas: SqlFiles): Promise<string[]> {
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
    pgOnly: process.argv.includes('--pg'),
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
