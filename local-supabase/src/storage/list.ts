/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// POST /object/list/{bucket}: files and folders under a prefix, as storage.search lists them.
import type { Ctx } from '../context.ts';
import { asCaller, type Caller } from './caller.ts';

export async function list(ctx: Ctx, who: Caller, bucket: string, body: any) {
  const prefix = typeof body.prefix === 'string' && body.prefix ? body.prefix.replace(/\/?$/, '/') : '';
  const limit = Math.min(1000, Number(body.limit ?? 100));
  const offset = Number(body.offset ?? 0);
  const search = typeof body.search === 'string' ? body.search : '';
  const col = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(body.sortBy?.column)
    ? body.sortBy.column
    : 'name';
  const dir = String(body.sortBy?.order ?? 'asc').toLowerCase() === 'desc' ? -1 : 1;
  const rows = await asCaller(ctx, who, (q) =>
    q(
      `select id, name, created_at, updated_at, last_accessed_at, metadata from storage.objects
       where bucket_id = $1 and starts_with(name, $2)`,
      [bucket, prefix],
    ),
  );
  const seen = new Map<string, any>();
  for (const r of rows) {
    const rest = r.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (search && !name.toLowerCase().startsWith(search.toLowerCase())) continue;
    if (slash === -1) seen.set(name, { ...r, name });
    else if (!seen.has(name))
      seen.set(name, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
  }
  return [...seen.values()]
    .sort((a, b) => ((a[col] ?? '') < (b[col] ?? '') ? -dir : (a[col] ?? '') > (b[col] ?? '') ? dir : 0))
    .slice(offset, offset + limit);
}
