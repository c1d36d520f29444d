// Loads the app's own feature api/ modules in Node through Vite's SSR loader
// (same aliases, same import.meta.env, same supabase-js client as the browser),
// with a counting fetch installed before the client is created.
import { createServer, type ViteDevServer } from 'vite';
import ws from 'ws';

/** roundTrip: the round trip the request belongs to (1 = the first since the counter was last reset). */
export type RequestLog = { method: string; path: string; bytes?: number; roundTrip?: number }[];
/** Round trips: a request that starts while none is in flight opens a new one. */
export type RoundTrips = { count: number; inFlight: number };

export type AppLoader = {
  load<T = Record<string, unknown>>(path: string): Promise<T>;
  /** Requests to the backend (REST, RPC, storage, functions; not auth) since the last reset. */
  requests: RequestLog;
  roundTrips: RoundTrips;
  close(): Promise<void>;
};

export async function createAppLoader(root: string, supabaseUrl: string): Promise<AppLoader> {
  const requests: RequestLog = [];
  const roundTrips: RoundTrips = { count: 0, inFlight: 0 };
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.origin === new URL(supabaseUrl).origin && !url.pathname.startsWith('/auth/')) {
      const entry: RequestLog[number] = {
        method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
        path: url.pathname + url.search,
      };
      requests.push(entry);
      if (roundTrips.inFlight++ === 0) roundTrips.count++;
      entry.roundTrip = roundTrips.count;
      // Settled when the body is read: supabase-js reads it right after the response.
      return realFetch(input, init).then(
        async (res) => {
          const body = await res.arrayBuffer();
          roundTrips.inFlight--;
          entry.bytes = body.byteLength;
          const empty = [204, 205, 304].includes(res.status);
          return new Response(empty ? null : body, {
            status: res.status,
            statusText: res.statusText,
            headers: res.headers,
          });
        },
        (err) => {
          roundTrips.inFlight--;
          throw err;
        },
      );
    }
    return realFetch(input, init);
  };
  // Browsers have WebSocket; Node 20 does not (supabase-js builds its realtime client eagerly).
  (globalThis as { WebSocket?: unknown }).WebSocket ??= ws;
  // Put back on close: a backend test's worker runs other test files after this one.
  const envBefore = process.env.VITE_SUPABASE_URL;
  process.env.VITE_SUPABASE_URL = supabaseUrl;
  const server: ViteDevServer = await createServer({
    root,
    configFile: `${root}/vite.config.ts`,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return {
    requests,
    roundTrips,
    load: (path) => server.ssrLoadModule(path) as never,
    async close() {
      await server.close();
      globalThis.fetch = realFetch;
      if (envBefore === undefined) delete process.env.VITE_SUPABASE_URL;
      else process.env.VITE_SUPABASE_URL = envBefore;
    },
  };
}
