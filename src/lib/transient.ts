/**
 * A failure that says nothing about the request, only that the server was briefly away (issue 39 point 6): a
 * Postgres restart (57P01 admin_shutdown, 57P03 cannot_connect_now, the 08 connection class), PostgREST without its
 * database (PGRST000-PGRST002, HTTP 503), a gateway between restarts (502, 504), or the network. An idempotent read
 * that failed so is asked once more before the screen shows an error; anything else (refused, not found, invalid)
 * is shown at once, since asking again would get the same answer. No imports: the benches use it too.
 */
const TRANSIENT_CODES = new Set(['PGRST000', 'PGRST001', 'PGRST002', '57P01', '57P02', '57P03']);
const TRANSIENT_STATUSES = new Set([502, 503, 504]);
const NETWORK_MESSAGES = /failed to fetch|fetch failed|networkerror|load failed|network request failed/i;

/** The pause before the one retry: TanStack Query's own first delay; a restarted stack answered within 0.4 s. */
export const TRANSIENT_RETRY_MS = 1000;

export function isTransientError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; status?: unknown; name?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (TRANSIENT_CODES.has(code) || code.startsWith('08')) return true;
  if (typeof e.status === 'number' && TRANSIENT_STATUSES.has(e.status)) return true;
  if (e.name === 'AuthRetryableFetchError') return true;
  return typeof e.message === 'string' && NETWORK_MESSAGES.test(e.message);
}

/** TanStack Query's `retry` for reads: once, and only for a transient failure. */
export function retryTransientOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isTransientError(error);
}

/**
 * A server error (HTTP 500 and up): what an auth server answers a sign-in while its database restarts. Not
 * transient in general, but a sign-in changes nothing, so it may be asked once more (onceMoreIfTransient's alsoRetry).
 */
export function isServerError(error: unknown): boolean {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 500;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs an idempotent request that answers `{ error }` (supabase-js) and, when it failed for a transient reason, runs
 * it once more after a pause. `alsoRetry` widens what counts (a sign-in's HTTP 500 while its database restarts).
 */
export async function onceMoreIfTransient<R extends { error: unknown }>(
  request: () => PromiseLike<R>,
  { pauseMs = TRANSIENT_RETRY_MS, alsoRetry }: { pauseMs?: number; alsoRetry?: (error: unknown) => boolean } = {},
): Promise<R> {
  const first = await request();
  if (!first.error || !(isTransientError(first.error) || alsoRetry?.(first.error))) return first;
  await pause(pauseMs);
  return request();
}
