// /storage/v1/bucket*: bucket CRUD, as the caller (only service_role passes RLS by default).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../context.ts';
import { readJson, sendJson } from '../http-util.ts';
import { asCaller, type Caller } from './caller.ts';
import { bucketNotFound, storageError } from './errors.ts';

const COLS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

export async function bucketRoutes(ctx: Ctx, who: Caller, req: IncomingMessage, res: ServerResponse, path: string) {
  const m = /^\/bucket(?:\/([^/]+))?(\/empty)?\/?$/.exec(path)!;
  const id = m[1] ? decodeURIComponent(m[1]) : undefined;
  const method = req.method;
  if (!id && method === 'GET')
    return sendJson(res, 200, await asCaller(ctx, who, (q) => q(`select ${COLS} from storage.buckets order by name`)));
  if (!id && method === 'POST') {
    const b = await readJson(req);
    const name = b.name ?? b.id;
    if (typeof name !== 'string' || !/^[\w.-]+$/.test(name))
      throw storageError(400, 'Invalid Input', 'Bucket name invalid');
    await asCaller(ctx, who, (q) =>
      q(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner) values ($1, $2, $3, $4, $5, nullif($6, '')::uuid)`,
        [
          b.id ?? name,
          name,
          Boolean(b.public),
          b.file_size_limit ?? null,
          b.allowed_mime_types ?? null,
          String(who.claims.sub ?? ''),
        ],
      ),
    );
    return sendJson(res, 200, { name });
  }
  if (!id) throw storageError(404, 'not_found', 'Not found');
  if (m[2] && method === 'POST') {
    await asCaller(ctx, who, (q) => q('delete from storage.objects where bucket_id = $1', [id]));
    return sendJson(res, 200, { message: 'Successfully emptied' });
  }
  if (method === 'GET') {
    const [row] = await asCaller(ctx, who, (q) => q(`select ${COLS} from storage.buckets where id = $1`, [id]));
    if (!row) throw bucketNotFound();
    return sendJson(res, 200, row);
  }
  if (method === 'PUT') {
    const b = await readJson(req);
    const rows = await asCaller(ctx, who, (q) =>
      q(
        `update storage.buckets set public = coalesce($2, public), file_size_limit = $3, allowed_mime_types = $4, updated_at = now() where id = $1 returning id`,
        [id, b.public ?? null, b.file_size_limit ?? null, b.allowed_mime_types ?? null],
      ),
    );
    if (!rows.length) throw bucketNotFound();
    return sendJson(res, 200, { message: 'Successfully updated' });
  }
  if (method === 'DELETE') {
    const rows = await asCaller(ctx, who, async (q) => {
      const [{ n }] = await q<{ n: number }>('select count(*)::int as n from storage.objects where bucket_id = $1', [
        id,
      ]);
      if (n > 0) throw storageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
      return q('delete from storage.buckets where id = $1 returning id', [id]);
    });
    if (!rows.length) throw bucketNotFound();
    return sendJson(res, 200, { message: 'Successfully deleted' });
  }
  throw storageError(404, 'not_found', 'Not found');
}
