// What a database holds of our schema, as named lines that two databases can be compared by (issue 35 point 2):
// scripts/schema-check.ts compares the database the migrations build with the one the schema files build, and fails
// on any difference, naming the object. Each entry is `<kind> <name>` -> its definition as the server prints it:
// tables' columns (type, default, not null, generated, identity), constraints, indexes, row-level security, policies
// (pg_policies), triggers, functions (pg_get_functiondef, owner, ACL), views, sequences, grants (table, column,
// function, sequence and schema ACLs), comments, the extensions, the reference rows the schema inserts, storage
// buckets and cron jobs (when the cron schema exists).
import { createHash } from 'node:crypto';

/** The schemas the project's SQL writes to (auth and storage come from the platform bootstrap). */
export const OUR_SCHEMAS = ['public', 'private'];
/** Tables whose rows are part of the schema (reference data the schema files insert). */
export const REFERENCE_TABLES = ['public.legal_documents', 'private.accessibility_settings', 'storage.buckets'];

const IN_SCHEMAS = `n.nspname = any($1::text[])`;

const QUERIES: Record<string, string> = {
  column: `select 'column ' || c.oid::regclass || '.' || a.attname as k,
      format_type(a.atttypid, a.atttypmod) || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
      || case when a.attnotnull then ' not null' else '' end || case a.attgenerated when 's' then ' generated' else '' end
      || case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end
      || coalesce(' collate ' || nullif(co.collname, 'default'), '')
      || ' #' || row_number() over (partition by a.attrelid order by a.attnum) as v
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    left join pg_collation co on co.oid = a.attcollation and a.attcollation <> 0
    where ${IN_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped`,
  relation: `select 'relation ' || c.oid::regclass as k, c.relkind::text || ' rls=' || c.relrowsecurity || ' force=' || c.relforcerowsecurity
      || ' owner=' || pg_get_userbyid(c.relowner) || ' acl=' || array(select x::text from unnest(coalesce(c.relacl, acldefault((case c.relkind when 'S' then 's' else 'r' end)::"char", c.relowner))) x order by 1)::text
      || coalesce(' options=' || c.reloptions::text, '') as v
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${IN_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  'column grant': `select 'column grant ' || c.oid::regclass || '.' || a.attname as k, array(select x::text from unnest(a.attacl) x order by 1)::text as v
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where ${IN_SCHEMAS} and a.attacl is not null and not a.attisdropped`,
  constraint: `select 'constraint ' || c.conrelid::regclass || '.' || c.conname as k,
      c.contype::text || ' ' || pg_get_constraintdef(c.oid) || case when c.convalidated then '' else ' not valid' end as v
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace where ${IN_SCHEMAS}`,
  index: `select 'index ' || i.indexrelid::regclass as k, pg_get_indexdef(i.indexrelid) as v
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace where ${IN_SCHEMAS}`,
  view: `select 'view ' || c.oid::regclass as k, pg_get_viewdef(c.oid) as v
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${IN_SCHEMAS} and c.relkind in ('v', 'm')`,
  sequence: `select 'sequence ' || s.seqrelid::regclass as k,
      format_type(s.seqtypid, null) || ' ' || s.seqstart || ' ' || s.seqincrement || ' ' || s.seqmin || ' ' || s.seqmax
      || ' ' || s.seqcache || ' ' || s.seqcycle as v
    from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace where ${IN_SCHEMAS}`,
  function: `select 'function ' || p.oid::regprocedure as k,
      pg_get_functiondef(p.oid) || E'\\n-- owner ' || pg_get_userbyid(p.proowner) || ', acl ' || array(select x::text from unnest(coalesce(p.proacl, acldefault('f'::"char", p.proowner))) x order by 1)::text as v
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${IN_SCHEMAS} and p.prokind in ('f', 'p', 'w')`,
  aggregate: `select 'aggregate ' || p.oid::regprocedure as k, p.prokind::text as v
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${IN_SCHEMAS} and p.prokind = 'a'`,
  trigger: `select 'trigger ' || t.tgrelid::regclass || '.' || t.tgname as k, pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text as v
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and (${IN_SCHEMAS} or t.tgfoid in (select p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${IN_SCHEMAS}))`,
  policy: `select 'policy ' || p.schemaname || '.' || p.tablename || ' "' || p.policyname || '"' as k,
      p.permissive || ' ' || p.cmd || ' to ' || p.roles::text || coalesce(' using (' || p.qual || ')', '')
      || coalesce(' with check (' || p.with_check || ')', '') as v
    from pg_policies p where p.schemaname = any($1::text[]) or p.schemaname = 'storage'`,
  type: `select 'type ' || t.oid::regtype as k, t.typtype::text || coalesce(' ' || (select string_agg(e.enumlabel, ',' order by e.enumsortorder)
      from pg_enum e where e.enumtypid = t.oid), '') as v
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${IN_SCHEMAS} and t.typtype in ('e', 'd', 'c') and not exists (select 1 from pg_class c where c.oid = t.typrelid and c.relkind <> 'c')`,
  comment: `select 'comment on ' || case
        when p.oid is not null then 'function ' || p.oid::regprocedure::text
        when a.attname is not null then 'column ' || c.oid::regclass::text || '.' || quote_ident(a.attname)
        when c.relkind in ('v', 'm') then 'view ' || c.oid::regclass::text
        when c.relkind = 'i' then 'index ' || c.oid::regclass::text
        when c.oid is not null then 'table ' || c.oid::regclass::text
        else d.classoid::regclass::text || ' ' || d.objoid::text end as k, d.description as v
    from pg_description d left join pg_class c on d.classoid = 'pg_class'::regclass and c.oid = d.objoid
    left join pg_attribute a on a.attrelid = c.oid and a.attnum = d.objsubid and d.objsubid > 0
    left join pg_proc p on d.classoid = 'pg_proc'::regclass and p.oid = d.objoid
    left join pg_namespace n on n.oid = coalesce(c.relnamespace, p.pronamespace)
    where ${IN_SCHEMAS}`,
  schema: `select 'schema ' || n.nspname as k, pg_get_userbyid(n.nspowner) || ' acl=' || array(select x::text from unnest(coalesce(n.nspacl, acldefault('n'::"char", n.nspowner))) x order by 1)::text as v
    from pg_namespace n where ${IN_SCHEMAS}`,
  extension: `select 'extension ' || e.extname as k, e.extversion || ' in ' || e.extnamespace::regnamespace as v from pg_extension e where $1::text[] is not null`,
  'default privileges': `select 'default privileges ' || coalesce(d.defaclnamespace::regnamespace::text, 'all') || ' ' || d.defaclobjtype::text as k,
      array(select x::text from unnest(d.defaclacl) x order by 1)::text as v from pg_default_acl d where $1::text[] is not null`,
};

/** A connection: node-postgres' Client, or a PGlite instance (both answer `{ rows }`). */
export type Queryable = { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> };

/** The catalog of the database `c` is connected to, as `<kind> <name>` -> definition. */
export async function readCatalog(c: Queryable): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  // Names printed with their schema whatever the connection's search_path.
  await c.query(`set search_path = ''`);
  for (const sql of Object.values(QUERIES)) {
    const r = await c.query<{ k: string; v: string | null }>(sql, [OUR_SCHEMAS]);
    for (const row of r.rows) out.set(row.k, row.v ?? '');
  }
  for (const t of REFERENCE_TABLES) {
    const r = await c.query<{ row: string }>(`select to_jsonb(t)::text as row from ${t} t order by 1`);
    for (const row of r.rows) {
      const norm = normaliseRow(row.row);
      const key = `row ${t} ${norm.length > 90 ? `${norm.slice(0, 90)}... #${createHash('sha1').update(norm).digest('hex').slice(0, 8)}` : norm}`;
      out.set(key, `${Number(out.get(key) ?? 0) + 1}`);
    }
  }
  const cron = await c.query(`select 1 from pg_namespace where nspname = 'cron'`);
  if (cron.rows.length) {
    const r = await c.query<{ k: string; v: string }>(
      `select 'cron job ' || jobname as k, schedule || ' ' || command || ' ' || username || ' active=' || active
         || case when database = current_database() then '' else ' in database ' || database end as v
       from cron.job`,
    );
    for (const row of r.rows) out.set(row.k, row.v);
  }
  return out;
}

// Timestamps of when a row was written, and random ids, differ between two builds; what the row says does not.
function normaliseRow(json: string): string {
  const row = JSON.parse(json) as Record<string, unknown>;
  for (const k of Object.keys(row)) {
    const v = row[k];
    if (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v)) row[k] = '<time>';
    if (typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/.test(v)) row[k] = '<uuid>';
  }
  // The kind of row first, its long texts last: the key names the row.
  const entries = Object.entries(row).sort(([, a], [, b]) => String(a).length - String(b).length);
  return JSON.stringify(Object.fromEntries(entries));
}

/** Lines naming each difference between two catalogs (empty when they are the same). */
export function diffCatalogs(a: Map<string, string>, b: Map<string, string>, names = ['migrations', 'schemas']) {
  const out: string[] = [];
  for (const k of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const va = a.get(k);
    const vb = b.get(k);
    if (va === vb) continue;
    if (va === undefined) out.push(`only in ${names[1]}: ${k}`);
    else if (vb === undefined) out.push(`only in ${names[0]}: ${k}`);
    else out.push(`differs: ${k}\n${firstDifference(va, vb, names)}`);
  }
  return out;
}

function firstDifference(a: string, b: string, names: string[]): string {
  const la = a.split('\n');
  const lb = b.split('\n');
  let i = 0;
  while (i < la.length && i < lb.length && la[i] === lb[i]) i++;
  const show = (l: string[]) => l.slice(i, i + 3).join('\n      ') || '(ends here)';
  return `    line ${i + 1}:\n    ${names[0]}: ${show(la)}\n    ${names[1]}: ${show(lb)}`;
}
