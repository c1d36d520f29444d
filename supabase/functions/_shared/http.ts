// JSON answers of the edge functions. Errors are { error, code, details? }
// with a stable `code` the app maps to i18n keys (src/features/payments/api).
import { corsHeaders } from './cors.ts';

/** An id as the database writes it (uuid), to refuse anything else before asking. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** What a caller is told of an unexpected failure: never the error's own text (issue 17 point 12). */
export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The 500 answer to an unexpected error: the error (message, database
 * details, stack) goes to the function's log under a fresh request id, and
 * the caller gets only that id to quote to support.
 */
export function serverError(err: unknown, context = 'edge function'): Response {
  const requestId = crypto.randomUUID();
  console.error(`[${requestId}] ${context} failed:`, describeError(err));
  return json(500, { error: SERVER_ERROR_MESSAGE, code: 'server_error', requestId });
}

/** An Error, a PostgREST error object ({ message, code, details, hint }) or anything else, readable in a log. */
function describeError(err: unknown): unknown {
  if (err instanceof Error) return err;
  if (err && typeof err === 'object') {
    try {
      return JSON.stringify(err);
    } catch {
      return String(err);
    }
  }
  return String(err);
}

/** Wraps a handler: preflight, POST only, and a JSON 500 (never a crash, never internals) on a throw. */
export function postHandler(handler: (req: Request) => Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST');
    try {
      return await handler(req);
    } catch (err) {
      return serverError(err);
    }
  };
}
