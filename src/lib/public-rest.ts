import { supabaseAnonKey, supabaseUrl } from './env';

declare global {
  interface Window {
    /** Requests index.html's inline script started at parse time, by query (scripts/vite-route-preload.ts). */
    __cbhPrefetch?: Record<string, Promise<unknown>>;
  }
}

/** The headers of an anonymous PostgREST read; index.html's inline script sends the same (vite.config.ts). */
export function publicRestHeaders(anonKey: string): Record<string, string> {
  return { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: 'application/json' };
}

/** A failed public read, with what PostgREST said of it (src/lib/transient.ts tells a restart from a refusal). */
export class PublicRestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'PublicRestError';
  }
}

/** The error of a failed answer: PostgREST's message and code, else the HTTP status. */
function failure(res: Response, body: unknown): PublicRestError {
  const said = body && typeof body === 'object' ? (body as { message?: unknown; code?: unknown }) : {};
  const message = said.message !== undefined ? String(said.message) : `HTTP ${res.status}`;
  return new PublicRestError(message, res.status, typeof said.code === 'string' ? said.code : undefined);
}

/** Takes, once, the response the inline script already asked for (null if none or it failed). */
async function takePrefetched(query: string): Promise<unknown> {
  const store = typeof window !== 'undefined' ? window.__cbhPrefetch : undefined;
  const early = store?.[query];
  if (!early) return null;
  delete store[query];
  return early.catch(() => null);
}

/**
 * Reads public data every visitor sees alike (the programs list) from PostgREST with the anon
 * key, so a public page shows its data without loading supabase-js (issue 12: first-load JS).
 * Row-level security applies as for any anonymous caller. `query` is relative to /rest/v1/.
 * A response the page's inline script prefetched is used once; a failed one is asked again here,
 * so errors are reported as for any request.
 */
export async function publicSelect<T>(query: string): Promise<T[]> {
  const early = await takePrefetched(query);
  if (Array.isArray(early)) return early as T[];
  const res = await fetch(`${supabaseUrl()}/rest/v1/${query}`, { headers: publicRestHeaders(supabaseAnonKey()) });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw failure(res, body);
  return Array.isArray(body) ? (body as T[]) : [];
}

/** Calls a function every visitor may call (anon's execute grant) without loading supabase-js, like publicSelect. */
export async function publicRpc<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${supabaseUrl()}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { ...publicRestHeaders(supabaseAnonKey()), 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw failure(res, body);
  return body as T;
}
