/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// /storage/v1: buckets, upload, replace, remove, list, download (public, authenticated, signed).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../context.ts';
import { HttpError, readJson, sendJson } from '../http-util.ts';
import type { BlobStore } from './blobs.ts';
import { bucketRoutes } from './buckets.ts';
import { asCaller, caller } from './caller.ts';
import { badJwt, bucketNotFound, objectNotFound, storageError } from './errors.ts';
import { upload } from './upload.ts';
import { list } from './list.ts';

function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  blobs: BlobStore,
  bucket: string,
  name: string,
  meta: any,
  download?: string | null,
) {
  const data = blobs.get(bucket, name);
  if (!data) throw objectNotFound();
  const headers: Record<string, string> = {
    'content-type': meta?.mimetype ?? 'application/octet-stream',
    'content-length': String(data.length),
    'cache-control': meta?.cacheControl ?? 'no-cache',
    etag: meta?.eTag ?? '',
    'last-modified': new Date(meta?.lastModified ?? Date.now()).toUTCString(),
    // As hosted Storage: the browser keeps the declared type and never sniffs
    // uploaded bytes into HTML or script (issue 17, point 10).
    'x-content-type-options': 'nosniff',
  };
  if (download !== undefined && download !== null) {
    headers['content-disposition'] = `attachment; filename="${encodeURIComponent(download || name.split('/').pop()!)}"`;
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
}

async function route(ctx: Ctx, blobs: BlobStore, req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
  const method = req.method ?? 'GET';
  // Public buckets are served by exact path without the caller's select policy
  // (hosted Storage reads them as superuser): listing stays under RLS.
  const pub = /^\/object\/public\/([^/]+)\/(.+)$/.exec(path);
  if (pub && (method === 'GET' || method === 'HEAD')) {
    const [bucket, name] = [decodeURIComponent(pub[1]), decodeURIComponent(pub[2])];
    const [b] = await ctx.db.query('select public from storage.buckets where id = $1', [bucket]);
    if (!b) throw bucketNotFound();
    if (!b.public) throw objectNotFound();
    const [o] = await ctx.db.query('select metadata from storage.objects where bucket_id = $1 and name = $2', [
      bucket,
      name,
    ]);
    if (!o) throw objectNotFound();
    return sendObject(req, res, blobs, bucket, name, o.metadata, url.searchParams.get('download'));
  }
  const signed = /^\/object\/sign\/([^/]+)\/(.+)$/.exec(path);
  if (signed && method === 'GET') {
    const claims = await ctx.jwt.verify(url.searchParams.get('token'));
    const key = `${decodeURIComponent(signed[1])}/${decodeURIComponent(signed[2])}`;
    if (!claims || claims.url !== key) throw badJwt('jwt malformed');
    const [bucket, name] = [decodeURIComponent(signed[1]), decodeURIComponent(signed[2])];
    const [o] = await ctx.db.query('select metadata from storage.objects where bucket_id = $1 and name = $2', [
      bucket,
      name,
    ]);
    if (!o) throw objectNotFound();
    return sendObject(req, res, blobs, bucket, name, o.metadata, url.searchParams.get('download'));
  }

  const who = await caller(ctx, req, url);
  if (path.startsWith('/bucket')) return bucketRoutes(ctx, who, req, res, path);
  if (signed && method === 'POST') {
    const [bucket, name] = [decodeURIComponent(signed[1]), decodeURIComponent(signed[2])];
    const body = await readJson(req);
    const seen = await asCaller(ctx, who, (q) =>
      q('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name]),
    );
    if (!seen.length) throw objectNotFound();
    const exp = Math.floor(Date.now() / 1000) + Number(body.expiresIn ?? 60);
    const token = await ctx.jwt.sign({ url: `${bucket}/${name}`, iat: Math.floor(Date.now() / 1000), exp });
    return sendJson(res, 200, {
      signedURL: `/object/sign/${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}?token=${token}`,
    });
  }
  const listM = /^\/object\/list\/([^/]+)$/.exec(path);
  if (listM && method === 'POST')
    return sendJson(res, 200, await list(ctx, who, decodeURIComponent(listM[1]), await readJson(req)));
  const del = /^\/object\/([^/]+)\/?$/.exec(path);
  if (del && method === 'DELETE') {
    const bucket = decodeURIComponent(del[1]);
    const body = await readJson(req);
    if (!Array.isArray(body.prefixes) || body.prefixes.some((p: unknown) => typeof p !== 'string'))
      throw storageError(400, 'Invalid Input', 'body/prefixes must be an array of strings');
    const rows = await asCaller(ctx, who, (q) =>
      q('delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *', [
        bucket,
        body.prefixes,
      ]),
    );
    for (const r of rows) blobs.remove(bucket, r.name);
    return sendJson(res, 200, rows);
  }
  const obj = /^\/object\/(?:(authenticated)\/)?([^/]+)\/(.+)$/.exec(path);
  if (obj) {
    const [bucket, name] = [decodeURIComponent(obj[2]), decodeURIComponent(obj[3])];
    if (method === 'POST' && !obj[1])
      return sendJson(res, 200, await upload(ctx, blobs, who, req, bucket, name, 'create'));
    if (method === 'PUT' && !obj[1])
      return sendJson(res, 200, await upload(ctx, blobs, who, req, bucket, name, 'update'));
    if (method === 'GET' || method === 'HEAD') {
      const [o] = await asCaller(ctx, who, (q) =>
        q('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucket, name]),
      );
      if (!o) throw objectNotFound();
      return sendObject(req, res, blobs, bucket, name, o.metadata, url.searchParams.get('download'));
    }
    if (method === 'DELETE' && !obj[1]) {
      const rows = await asCaller(ctx, who, (q) =>
        q('delete from storage.objects where bucket_id = $1 and name = $2 returning name', [bucket, name]),
      );
      if (!rows.length) throw objectNotFound();
      blobs.remove(bucket, name);
      return sendJson(res, 200, { message: 'Successfully deleted' });
    }
  }
  throw storageError(404, 'not_found', 'Route not found', 404);
}

export async function storageHandler(
  ctx: Ctx,
  blobs: BlobStore,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
) {
  try {
    await route(ctx, blobs, req, res, path, url);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    req.resume(); // drain an unread body so the client sees the answer
    if (!res.headersSent) sendJson(res, err.status, err.body);
  }
}
