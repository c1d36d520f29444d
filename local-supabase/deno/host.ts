// Runs one edge function (supabase/functions/<name>/index.ts) under Deno the way
// Supabase's edge runtime does: the module calls Deno.serve(handler); we make it
// listen on the port local-supabase chose, and turn a throw into a 500 JSON answer.
// Deno code, run by Deno; the app's tsc has no Deno types, so declare what we use.
type Handler = (req: Request, info: unknown) => Response | Promise<Response>;
type ServeOptions = { handler?: Handler; [k: string]: unknown };
declare const Deno: {
  env: { get(key: string): string | undefined };
  serve(a: ServeOptions | Handler, b?: Handler): unknown;
};

const port = Number(Deno.env.get('LOCAL_SUPABASE_FN_PORT'));
const entry = Deno.env.get('LOCAL_SUPABASE_FN_ENTRY')!;
const realServe = Deno.serve.bind(Deno);
let served = false;

function fail(err: unknown): Response {
  console.error(err);
  const message = err instanceof Error ? err.message : String(err);
  return new Response(JSON.stringify({ error: message, code: 'function_error' }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });
}

Deno.serve = (a: ServeOptions | Handler, b?: Handler) => {
  const handler = (typeof a === 'function' ? a : (b ?? a.handler)) as Handler;
  const opts = typeof a === 'function' ? {} : a;
  if (served) throw new Error('local-supabase: a function may call Deno.serve only once');
  served = true;
  return realServe(
    {
      ...opts,
      port,
      hostname: '127.0.0.1',
      onListen: () => console.log('LOCAL_SUPABASE_FN_LISTENING'),
      onError: fail,
    },
    async (req: Request, info: unknown) => {
      try {
        return await handler(req, info);
      } catch (err) {
        return fail(err);
      }
    },
  );
};

globalThis.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
  console.error('unhandled rejection in function:', e.reason);
  e.preventDefault();
});

await import(entry);
if (!served) console.log('LOCAL_SUPABASE_FN_NO_SERVE');
export {};
