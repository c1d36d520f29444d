/* eslint-disable @typescript-eslint/no-explicit-any -- rows from SQL are untyped here (the contract is sql<T = any>) */
// The stand-in for pg_net's worker (local-supabase/sql/bootstrap.sql): net.http_post queues a request in
// net.http_request_queue; this sends the queued requests, oldest first, and keeps each answer in
// net._http_response under the request's id, as pg_net does (for 6 hours, pg_net's default ttl). A request is
// taken off the queue before it is sent, so it is sent at most once, as with pg_net.
import type { Db } from '../db/types.ts';

export interface HttpResult {
  id: number;
  method: string;
  url: string;
  status: number | null;
  error: string | null;
  content: string | null;
}

const BATCH = 50;

/** Whether this database has the stand-in queue (not pg_net itself, whose own worker sends its requests). */
export async function hasNetStandIn(db: Db): Promise<boolean> {
  const [r] = await db.query(`select to_regclass('net.http_request_queue') is not null
      and not exists (select 1 from pg_extension where extname = 'pg_net') as yes`);
  return Boolean(r?.yes);
}

function withParams(url: string, params: Record<string, unknown> | null): string {
  const entries = Object.entries(params ?? {});
  if (!entries.length) return url;
  const u = new URL(url);
  for (const [k, v] of entries) u.searchParams.append(k, String(v));
  return u.toString();
}

async function send(
  row: any,
): Promise<Omit<HttpResult, 'id' | 'method' | 'url'> & { type: string | null; headers: any; timedOut: boolean }> {
  const timeout = Number(row.timeout_milliseconds) || 5000;
  try {
    const res = await fetch(withParams(row.url, row.params), {
      method: row.method,
      headers: row.headers ?? {},
      body: row.method === 'GET' || row.body == null ? undefined : JSON.stringify(row.body),
      signal: AbortSignal.timeout(timeout),
    });
    const content = await res.text();
    return {
      status: res.status,
      error: null,
      content,
      type: res.headers.get('content-type'),
      headers: Object.fromEntries(res.headers),
      timedOut: false,
    };
  } catch (err: any) {
    const timedOut = err?.name === 'TimeoutError';
    const error = timedOut ? `Timeout of ${timeout} ms reached` : String(err?.cause?.message ?? err?.message ?? err);
    return { status: null, error, content: null, type: null, headers: null, timedOut };
  }
}

/** Sends what is queued now (and what those requests queue meanwhile), oldest first. */
export async function sendQueuedRequests(db: Db): Promise<HttpResult[]> {
  const results: HttpResult[] = [];
  for (;;) {
    const rows = await db.query(
      `delete from net.http_request_queue
        where id in (select id from net.http_request_queue order by id limit ${BATCH})
        returning id, method, url, params, headers, body, timeout_milliseconds`,
    );
    if (!rows.length) break;
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const row of rows) {
      const r = await send(row);
      await db.query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
        [row.id, r.status, r.type, r.headers ? JSON.stringify(r.headers) : null, r.content, r.timedOut, r.error],
      );
      results.push({
        id: Number(row.id),
        method: row.method,
        url: row.url,
        status: r.status,
        error: r.error,
        content: r.content,
      });
    }
    if (rows.length < BATCH) break;
  }
  if (results.length) await db.query(`delete from net._http_response where created < now() - interval '6 hours'`);
  return results;
}
