// Upload (POST create, PUT replace, x-upsert) of one object, as the caller.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Ctx } from '../context.ts';
import { readBody } from '../http-util.ts';
import type { BlobStore } from './blobs.ts';
import { asCaller, type Caller } from './caller.ts';
import { badMime, bucketNotFound, objectNotFound, storageError, tooLarge } from './errors.ts';

export const GLOBAL_LIMIT = 50 * 1024 * 1024;

interface Incoming {
  data: Buffer;
  mimetype: string;
  cacheControl: string;
}

async function readUpload(req: IncomingMessage, limit: number): Promise<Incoming> {
  const type = String(req.headers['content-type'] ?? 'application/octet-stream');
  const raw = await readBody(req, limit + 64 * 1024).catch(() => {
    throw tooLarge();
  });
  const headerCache = String(req.headers['cache-control'] ?? 'max-age=3600');
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    return { data: raw, mimetype: type, cacheControl: headerCache };
  }
  let form: FormData;
  try {
    form = await new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    throw storageError(400, 'Invalid Input', 'Could not parse the multipart body');
  }
  let file: File | null = null;
  for (const [, v] of form.entries()) if (typeof v !== 'string') file = file ?? v;
  if (!file) throw storageError(400, 'Invalid Input', 'No file in the multipart body');
  const cc = form.get('cacheControl');
  return {
    data: Buffer.from(await file.arrayBuffer()),
    mimetype: file.type || 'application/octet-stream',
    cacheControl: typeof cc === 'string' && cc ? `max-age=${cc}` : headerCache,
  };
}

function mimeAllowed(allowed: string[] | null, mime: string) {
  if (!allowed || allowed.length === 0) return true;
  const base = mime.split(';')[0].trim().toLowerCase();
  return allowed.some((a) => {
    const x = a.toLowerCase();
    return x === base || x === mime.toLowerCase() || (x.endsWith('/*') && base.startsWith(x.slice(0, -1)));
  });
}

export async function upload(
  ctx: Ctx,
  blobs: BlobStore,
  who: Caller,
  req: IncomingMessage,
  bucket: string,
  name: string,
  mode: 'create' | 'update',
) {
  if (!name || name.includes('//') || name.split('/').some((p) => p === '..' || p === '.'))
    throw storageError(400, 'Invalid Key', `Invalid key: ${name}`);
  const [b] = await ctx.db.query('select id, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [
    bucket,
  ]);
  if (!b) throw bucketNotFound();
  const limit = Math.min(GLOBAL_LIMIT, b.file_size_limit ? Number(b.file_size_limit) : GLOBAL_LIMIT);
  if (Number(req.headers['content-length'] ?? 0) > limit + 64 * 1024) throw tooLarge();
  const up = await readUpload(req, limit);
  if (up.data.length > limit) throw tooLarge();
  if (!mimeAllowed(b.allowed_mime_types, up.mimetype)) throw badMime(up.mimetype);
  const upsert = String(req.headers['x-upsert'] ?? 'false') === 'true';
  const now = new Date().toISOString();
  const metadata = {
    eTag: `"${crypto.createHash('md5').update(up.data).digest('hex')}"`,
    size: up.data.length,
    mimetype: up.mimetype,
    cacheControl: up.cacheControl,
    lastModified: now,
    contentLength: up.data.length,
    httpStatusCode: 200,
  };
  const version = crypto.randomUUID();
  const owner = typeof who.claims.sub === 'string' ? who.claims.sub : null;
  const row = await asCaller(ctx, who, async (q) => {
    if (mode === 'update') {
      const [r] = await q(
        `update storage.objects set metadata = $3, version = $4, owner = $5::uuid, owner_id = $5, updated_at = now(), last_accessed_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        [bucket, name, JSON.stringify(metadata), version, owner],
      );
      if (!r) throw objectNotFound();
      return r;
    }
    // Plain uploads need only an INSERT policy (as on Supabase): no RETURNING, the id is ours.
    if (!upsert) {
      const id = crypto.randomUUID();
      await q(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version)
         values ($1, $2, $3, $4::uuid, $4, $5, $6)`,
        [id, bucket, name, owner, JSON.stringify(metadata), version],
      );
      return { id };
    }
    const [r] = await q(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
       values ($1, $2, $3::uuid, $3, $4, $5)
       on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version,
         owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()
       returning id`,
      [bucket, name, owner, JSON.stringify(metadata), version],
    );
    return r;
  });
  blobs.put(bucket, name, up.data);
  return { Id: row.id, Key: `${bucket}/${name}`, id: row.id, path: name, fullPath: `${bucket}/${name}` };
}
