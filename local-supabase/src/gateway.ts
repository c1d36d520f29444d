// The one port: routes by path like Supabase's Kong, checks apikey, answers CORS,
// logs one line per request.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type net from 'node:net';
import type { Ctx } from './context.ts';
import { HttpError, sendJson } from './http-util.ts';
import { proxy } from './proxy.ts';
import { serveStatic } from './static.ts';

export type Handler = (ctx: Ctx, req: IncomingMessage, res: ServerResponse, path: string, url: URL) => Promise<void>;

export interface GatewayOptions {
  port: number;
  restPort: () => number;
  auth: Handler;
  storage: Handler;
  functions: Handler;
  dev: Handler;
  staticDir?: string;
  restBodyLimit?: number;
}

const EXPOSE =
  'Content-Range, X-Supabase-Api-Version, Content-Location, Location, Preference-Applied, Range-Unit, Content-Profile';

function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', EXPOSE);
}

async function apikeyOk(ctx: Ctx, req: IncomingMessage, url: URL, res: ServerResponse): Promise<boolean> {
  const key = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey');
  if (!key) {
    sendJson(res, 401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    return false;
  }
  const claims = await ctx.jwt.verify(key);
  if (!claims || (claims.role !== 'anon' && claims.role !== 'service_role')) {
    sendJson(res, 401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
    return false;
  }
  return true;
}

export async function startGateway(ctx: Ctx, o: GatewayOptions) {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    cors(req, res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const p = url.pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': (req.headers['access-control-request-headers'] as string) ?? '*',
        'Access-Control-Max-Age': '3600',
      });
      return res.end();
    }
    const svc = /^\/(rest|auth|storage|functions)\/v1(\/.*)?$/.exec(p);
    if (svc) {
      const [, name, rest = '/'] = svc;
      const publicObject =
        name === 'storage' && /^\/object\/public\//.test(rest) && (req.method === 'GET' || req.method === 'HEAD');
      // Kong's auth-v1-open routes: the link in an auth e-mail carries no apikey.
      const openAuth = name === 'auth' && /^\/(verify|callback|authorize)$/.test(rest);
      if (name !== 'functions' && !publicObject && !openAuth && !(await apikeyOk(ctx, req, url, res))) return;
      if (name === 'rest') {
        const len = Number(req.headers['content-length'] ?? 0);
        if (len > (o.restBodyLimit ?? 10 * 1024 * 1024))
          return sendJson(res, 413, { code: 'PGRST413', message: 'Payload Too Large' });
        return proxy(req, res, o.restPort(), rest + url.search);
      }
      const h = name === 'auth' ? o.auth : name === 'storage' ? o.storage : o.functions;
      return h(ctx, req, res, rest, url);
    }
    if (p.startsWith('/_dev/')) return o.dev(ctx, req, res, p, url);
    if (o.staticDir && serveStatic(o.staticDir, req, res, p)) return;
    sendJson(res, 404, { message: 'no Route matched with those values' });
  };

  const server = http.createServer((req, res) => {
    const start = performance.now();
    res.on('finish', () => {
      if (!ctx.quiet) {
        const ms = (performance.now() - start).toFixed(0);
        console.log(`${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode} ${ms}ms`);
      }
    });
    handle(req, res).catch((err) => {
      if (err instanceof HttpError) return sendJson(res, err.status, err.body);
      console.error('local-supabase: unhandled error', err);
      if (!res.headersSent)
        sendJson(res, 500, { message: 'Internal Server Error', detail: String(err?.message ?? err) });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5000;
  const sockets = new Set<net.Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    async stop() {
      const closed = new Promise<void>((r) => server.close(() => r()));
      server.closeIdleConnections();
      setTimeout(() => sockets.forEach((s) => s.destroy()), 2000).unref();
      await closed;
    },
  };
}
