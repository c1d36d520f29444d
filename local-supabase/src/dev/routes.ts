// /_dev/*: developer pages. /_dev/mail shows public.email_outbox (newest first);
// /_dev/checkout/* goes to the payments engineer's handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../context.ts';
import { checkoutHandler } from './checkout.ts';

const esc = (v: unknown) =>
  String(v ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#111;background:#fff}
article{border:1px solid #555;border-radius:4px;padding:1rem;margin:1rem 0}dt{font-weight:700}dd{margin:0 0 .5rem 0;white-space:pre-wrap;word-break:break-word}
a{color:#0b3d91}</style></head><body><main>${body}</main></body></html>`;
}

function fmt(v: unknown) {
  if (v instanceof Date) return v.toISOString();
  if (v && typeof v === 'object') return JSON.stringify(v, null, 2);
  return v;
}

async function mail(ctx: Ctx, res: ServerResponse) {
  const [t] = await ctx.db.query<{ t: string | null }>(`select to_regclass('public.email_outbox')::text as t`);
  let body = '<h1>E-mail outbox</h1>';
  if (!t?.t) body += '<p>No e-mail outbox yet (table public.email_outbox does not exist).</p>';
  else {
    const cols = (
      await ctx.db.query<{ c: string }>(
        `select column_name as c from information_schema.columns where table_schema = 'public' and table_name = 'email_outbox' order by ordinal_position`,
      )
    ).map((r) => r.c);
    const order = cols.includes('created_at') ? 'created_at desc' : cols.includes('id') ? 'id desc' : '1';
    const rows = await ctx.db.query(`select * from public.email_outbox order by ${order} limit 200`);
    body += `<p>${rows.length} message${rows.length === 1 ? '' : 's'}, newest first.</p>`;
    for (const [i, row] of rows.entries()) {
      const subject = row.subject ?? row.template ?? `Message ${i + 1}`;
      body += `<article aria-labelledby="m${i}"><h2 id="m${i}">${esc(subject)}</h2><dl>`;
      for (const c of cols) body += `<dt>${esc(c)}</dt><dd>${esc(fmt(row[c]))}</dd>`;
      body += '</dl></article>';
    }
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(page('E-mail outbox - local-supabase', body));
}

export async function devHandler(ctx: Ctx, req: IncomingMessage, res: ServerResponse, path: string) {
  if (path === '/_dev/mail' || path === '/_dev/mail/') return mail(ctx, res);
  if (path.startsWith('/_dev/checkout')) return checkoutHandler(req, res, { sql: ctx.db.query, url: ctx.url });
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(page('Not found', '<h1>Not found</h1><p><a href="/_dev/mail">E-mail outbox</a></p>'));
}
