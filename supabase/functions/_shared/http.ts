// JSON answers of the edge functions. Errors are { error, code, details? }
// with a stable `code` the app maps to i18n keys (src/features/payments/api).
import { corsHeaders } from './cors.ts';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'content-type': 'application/json; charset=utf-8' },
  });
}

export function fail(status: number, code: string, error: string, details?: unknown): Response {
  return json(status, details === undefined ? { error, code } : { error, code, details });
}

/** The request body as a JSON object, or null when it is not one. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | null> {
  try {
    const body = await req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Wraps a handler: preflight, POST only, and a JSON 500 (never a crash) on a throw. */
export function postHandler(handler: (req: Request) => Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST');
    try {
      return await handler(req);
    } catch (err) {
      console.error(err);
      return fail(500, 'server_error', err instanceof Error ? err.message : String(err));
    }
  };
}
