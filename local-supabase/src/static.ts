// Serves a built SPA (e.g. dist/) with index.html as the fallback for app routes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

export function serveStatic(dir: string, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const root = path.resolve(dir);
  let file = path.resolve(root, '.' + decodeURIComponent(pathname));
  if (!file.startsWith(root)) return false;
  if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    const index = path.join(file, 'index.html');
    file = fs.existsSync(index) ? index : path.join(root, 'index.html');
    if (path.extname(pathname) && !pathname.endsWith('.html')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return true;
    }
  }
  if (!fs.existsSync(file)) return false;
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const immutable = pathname.startsWith('/assets/');
  const headers: Record<string, string | number> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  // Gzip text as any static host does (Lighthouse and the bench read transfer sizes).
  if (COMPRESSIBLE.test(type)) {
    headers.vary = 'accept-encoding';
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const body = gzipped(file);
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(file).pipe(res);
  return true;
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

/** The file gzipped, cached until it changes on disk (a rebuilt dist/). */
function gzipped(file: string): Buffer {
  const { mtimeMs } = fs.statSync(file);
  const hit = gzipCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const body = zlib.gzipSync(fs.readFileSync(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}
