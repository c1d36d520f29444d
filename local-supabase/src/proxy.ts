// Forwards a request to a child HTTP server (PostgREST, a Deno function).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'proxy-connection']);

export function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  port: number,
  path: string,
  opts: { timeoutMs?: number } = {},
) {
  return new Promise<void>((resolve) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP.has(k) && v !== undefined) headers[k] = v;
    headers.host = `127.0.0.1:${port}`;
    const up = http.request({ host: '127.0.0.1', port, method: req.method, path, headers }, (upRes) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(upRes.headers)) if (!HOP.has(k) && v !== undefined) out[k] = v;
      if (!res.headersSent) res.writeHead(upRes.statusCode ?? 502, out);
      upRes.pipe(res);
      upRes.on('end', resolve);
      upRes.on('error', () => resolve());
    });
    let timedOut = false;
    if (opts.timeoutMs) {
      up.setTimeout(opts.timeoutMs, () => {
        timedOut = true;
        up.destroy(new Error(`no answer in ${opts.timeoutMs! / 1000} s`));
      });
    }
    up.on('error', (err) => {
      if (!res.headersSent) {
        res.writeHead(timedOut ? 504 : 502, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ code: timedOut ? 'timeout' : 'upstream_unavailable', message: `Upstream: ${err.message}` }),
        );
      } else res.destroy();
      resolve();
    });
    res.on('close', () => {
      if (!res.writableFinished) up.destroy();
      resolve();
    });
    req.pipe(up);
  });
}
