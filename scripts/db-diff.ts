// npm run db:diff -- <name>: the migration for a change made in supabase/schemas/ (issue 35 point 2).
//   1. builds one database from supabase/migrations/*.sql and one from supabase/schemas/*.sql (scripts/schema-db.ts:
//      TEST_DATABASE_URL's server or a throw-away cluster, each on local-supabase/sql/bootstrap.sql);
//   2. @pgkit/migra (the npm port of migra) writes the statements from the first to the second: tables, columns,
//      constraints, indexes, views, functions, triggers, policies, extensions, sequences, enums and table grants;
//   3. migra's statements are applied to the first database; what it leaves out is then read off the two catalogs
//      (scripts/schema-catalog.ts) and written as statements: table, column, sequence and function grants (migra
//      misses the revokes a table of `public` needs after Supabase's default privileges), and comments;
//   4. what no differ writes (rows, cron jobs, DO blocks) is listed at the end of the file as TODO comments, and the
//      command fails until they are written by hand (supabase/README.md, "What is written by hand");
//   5. supabase/migrations/<UTC timestamp>_<name>.sql is written, and the two catalogs compared once more: whatever
//      still differs is printed and the command fails.
// Review the file before committing it with the schema change: migra drops and re-creates what it cannot alter.
import fs from 'node:fs';
import path from 'node:path';
import { run as migra } from '@pgkit/migra';
import { readMigrations } from '../local-supabase/src/db/migrate.ts';
import { MIGRATIONS_DIR } from '../local-supabase/src/paths.ts';
import { withClient } from './pg-client.ts';
import { diffCatalogs, readCatalog } from './schema-catalog.ts';
import { buildDatabase, pgServer, readSchemaFiles, type BuiltDb } from './schema-db.ts';

const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error('usage: npm run db:diff -- <name>   (snake_case, e.g. add_program_notes)');
  process.exit(2);
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const ROLES = ['public', 'anon', 'authenticated', 'service_role'];

const TABLE_PRIVS: Record<string, string> = {
  a: 'insert',
  r: 'select',
  w: 'update',
  d: 'delete',
  D: 'truncate',
  x: 'references',
  t: 'trigger',
};
const COLUMN_PRIVS: Record<string, string> = { a: 'insert', r: 'select', w: 'update', x: 'references' };

/** `revoke` then `grant` statements that leave `on` with exactly the ACL items of `acl` (`{role=arw/owner,...}`). */
function aclStatements(on: string, acl: string, privNames: Record<string, string>, columns = ''): string[] {
  const out = [`revoke all${columns} on ${on} from ${ROLES.join(', ')};`];
  for (const item of acl
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)) {
    const [who, rest] = item.split('=');
    const role = who || 'public';
    if (!ROLES.includes(role)) continue;
    const privs = [...rest.split('/')[0]].map((ch) => privNames[ch]).filter(Boolean);
    const all = privs.length === Object.keys(privNames).length && !columns && on.startsWith('table ');
    if (privs.length) out.push(`grant ${all ? 'all' : privs.join(', ')}${columns} on ${on} to ${role};`);
  }
  return out;
}

const aclOf = (value: string | undefined, re: RegExp) => (value ? re.exec(value)?.[1] : undefined);

/**
 * What migra leaves out, once its statements are applied (`now`), to reach `target`: table, column and function
 * grants and comments as statements; rows and cron jobs as TODO lines (no differ writes them).
 */
function extras(now: Map<string, string>, target: Map<string, string>): { sql: string[]; todo: string[] } {
  const sql: string[] = [];
  const todo: string[] = [];
  const columnGrants = new Map<string, string[]>(); // table + ACL -> columns
  for (const [key, value] of target) {
    if (now.get(key) === value) continue;
    if (key.startsWith('relation ')) {
      const acl = aclOf(value, / acl=(\{[^}]*\})/);
      if (acl && acl !== aclOf(now.get(key), / acl=(\{[^}]*\})/)) {
        const kind = value.startsWith('S') ? 'sequence' : 'table';
        const names = kind === 'sequence' ? { r: 'select', w: 'update', U: 'usage' } : TABLE_PRIVS;
        sql.push(...aclStatements(`${kind} ${key.slice(9)}`, acl, names));
      }
    } else if (key.startsWith('function ')) {
      const acl = aclOf(value, /-- owner \S+, acl (\{.*\})$/);
      if (acl && acl !== aclOf(now.get(key), /-- owner \S+, acl (\{.*\})$/))
        sql.push(...aclStatements(`function ${key.slice(9)}`, acl, { X: 'execute' }));
    } else if (key.startsWith('column grant ')) {
      const col = key.slice(13);
      const group = `${col.slice(0, col.lastIndexOf('.'))}|${value}`;
      columnGrants.set(group, [...(columnGrants.get(group) ?? []), col.slice(col.lastIndexOf('.') + 1)]);
    } else if (key.startsWith('comment on ')) sql.push(`${key} is ${literal(value)};`);
    else if (key.startsWith('row ') || key.startsWith('cron job ')) todo.push(`${key} (added or changed)`);
  }
  for (const [group, columns] of columnGrants) {
    const [table, acl] = group.split('|');
    sql.push(...aclStatements(`table ${table}`, acl, COLUMN_PRIVS, ` (${columns.join(', ')})`));
  }
  for (const key of now.keys()) {
    if (target.has(key)) continue;
    if (key.startsWith('row ') || key.startsWith('cron job ')) todo.push(`${key} (removed)`);
    if (key.startsWith('column grant ')) {
      const col = key.slice(13);
      const table = col.slice(0, col.lastIndexOf('.'));
      if (target.has(`column ${col}`))
        sql.push(`revoke all (${col.slice(col.lastIndexOf('.') + 1)}) on table ${table} from ${ROLES.join(', ')};`);
    }
    // A comment removed from an object that stays (a dropped object takes its comment with it).
    const object = /^comment on (\w+) (.*)$/.exec(key);
    const kept =
      object &&
      target.has(
        `${object[1] === 'function' ? 'function' : object[1] === 'column' ? 'column' : 'relation'} ${object[2]}`,
      );
    if (kept) sql.push(`${key} is null;`);
  }
  return { sql, todo };
}

function timestamp(): string {
  const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const last = readMigrations().at(-1)?.name.slice(0, 14) ?? '0';
  return now > last ? now : String(BigInt(last) + 1n);
}

async function main(): Promise<number> {
  const server = await pgServer();
  const tag = `${process.pid}`;
  const built: BuiltDb[] = [];
  try {
    console.log(`db-diff: building the database of the migrations and of the schema files (${server.label})`);
    const fromDb = await buildDatabase(server.url, `cbh_diff_from_${tag}`, readMigrations());
    built.push(fromDb);
    const toDb = await buildDatabase(server.url, `cbh_diff_to_${tag}`, readSchemaFiles());
    built.push(toDb);
    const m = await migra(fromDb.url, toDb.url, { unsafe: true, withPrivileges: true });
    const generated = m.sql.trim();
    const target = await withClient(toDb.url, readCatalog);
    // migra's statements first, then what it leaves out, computed on the result.
    if (generated) await withClient(fromDb.url, (c) => c.query(generated));
    const { sql, todo } = extras(await withClient(fromDb.url, readCatalog), target);
    if (sql.length) await withClient(fromDb.url, (c) => c.query(sql.join('\n')));
    if (!generated && !sql.length && !todo.length) {
      console.log('db-diff: no difference: the migrations already build what supabase/schemas/ describes');
      return 0;
    }
    const file = path.join(MIGRATIONS_DIR, `${timestamp()}_${name}.sql`);
    const text = [
      `-- Generated by npm run db:diff -- ${name} (scripts/db-diff.ts) from supabase/schemas/: migra's statements,`,
      '-- then the grants and comments it leaves out. Reviewed before commit; see supabase/README.md.',
      '',
      generated,
      ...(sql.length ? ['', '-- Grants and comments (from the catalogs; migra does not write these)', ...sql] : []),
      ...(todo.length
        ? [
            '',
            '-- TODO written by hand (no differ sees rows or cron jobs; supabase/README.md):',
            ...todo.map((t) => `--   ${t}`),
          ]
        : []),
    ]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n');
    fs.writeFileSync(file, `${text.trim()}\n`);
    console.log(`db-diff: wrote ${path.relative(process.cwd(), file)}`);
    const left = diffCatalogs(await withClient(fromDb.url, readCatalog), target, ['migrations + new file', 'schemas']);
    if (left.length || todo.length) {
      console.error(left.join('\n'));
      console.error(
        `db-diff: ${left.length} difference(s) left after the new migration: write them by hand in ${path.basename(file)}` +
          ' (the TODO lines say what), then run npm run db:check-schema',
      );
      return 1;
    }
    console.log('db-diff: the migrations with the new file build what supabase/schemas/ describes');
    return 0;
  } finally {
    for (const db of built) await db.drop().catch(() => {});
    server.stop();
  }
}

process.exit(await main());
