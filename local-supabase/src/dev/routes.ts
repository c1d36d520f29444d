// /_dev/*: developer pages. /_dev/mail shows what the local SMTP server received and
// public.email_outbox's queued/failed rows (src/mail/page.ts);
// /_dev/checkout/* goes to the payments engineer's handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../context.ts';
import { checkoutHandler } from './checkout.ts';
import { mailDetail, mailJson, mailList } from '../mail/page.ts';
import { esc } from './html.ts';

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#111;background:#fff}
article{border:1px solid #555;border-radius:4px;padding:1rem;margin:1rem 0}dt{font-weight:700}dd{margin:0 0 .5rem 0;white-space:pre-wrap;word-break:break-word}
a{color:#0b3d91}</style></head><body><main>${body}</main></body></html>`;
}

export async function devHandler(ctx: Ctx, req: IncomingMessage, res: ServerResponse, path: string) {
  if (path === '/_dev/mail' || path === '/_dev/mail/') return mailList(ctx, res);
  if (path === '/_dev/mail.json') return mailJson(ctx, res);
  const one = /^\/_dev\/mail\/([0-9a-f-]{36})$/.exec(path);
  if (one) return mailDetail(ctx, res, one[1]);
  if (path.startsWith('/_dev/checkout')) return checkoutHandler(req, res, { sql: ctx.db.query, url: ctx.url });
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(page('Not found', '<h1>Not found</h1><p><a href="/_dev/mail">E-mail outbox</a></p>'));
}
