/* eslint-disable @typescript-eslint/no-explicit-any -- outbox rows are read as to_jsonb(o): columns differ between migrations */
// /_dev/mail (list), /_dev/mail/<id> (one message), /_dev/mail.json (everything, for tests):
// what the local SMTP server received, next to public.email_outbox's status for each
// message that carries an X-Outbox-Id header, and the outbox rows not sent yet or failed.
// Plugged into local-supabase's /_dev/ by supabase/local/index.ts; local-supabase itself
// only catches the mail (stack.mail) and knows nothing of the outbox.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevPage, DevPageContext as Ctx } from '../../local-supabase/src/dev/pages.ts';
import { sendJson } from '../../local-supabase/src/http-util.ts';
import type { MailMessage } from '../../local-supabase/src/mail/server.ts';
import { esc } from '../../local-supabase/src/dev/html.ts';

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;max-width:72rem;margin:0 auto;padding:1rem;color:#111;background:#fff}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}th,td{border-bottom:1px solid #555;padding:.4rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:700;font-size:1.25rem;margin-bottom:.25rem}td{word-break:break-word}
dt{font-weight:700}dd{margin:0 0 .5rem 0;white-space:pre-wrap;word-break:break-word}pre{white-space:pre-wrap;border:1px solid #555;padding:.75rem}
iframe{width:100%;min-height:30rem;border:1px solid #555}a{color:#0b3d91}:focus-visible{outline:3px solid #111;outline-offset:2px}
.failed{color:#8b0000;font-weight:700}`;

function html(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`);
}

export interface OutboxStatus {
  id: string;
  status: string | null;
  attempts: number | null;
  last_error: string | null;
  sent_at: string | null;
}

const pickStatus = (r: any): OutboxStatus => ({
  id: String(r.id),
  status: r.status ?? null,
  attempts: r.attempts ?? null,
  last_error: r.last_error ?? r.error ?? null,
  sent_at: r.sent_at ?? null,
});

async function outboxExists(ctx: Ctx) {
  const [t] = await ctx.sql<{ t: string | null }>(`select to_regclass('public.email_outbox')::text as t`);
  return Boolean(t?.t);
}

/** Outbox rows for these ids, read defensively (columns such as attempts may not exist yet). */
async function outboxFor(ctx: Ctx, ids: string[]): Promise<Map<string, OutboxStatus>> {
  const out = new Map<string, OutboxStatus>();
  if (!ids.length || !(await outboxExists(ctx))) return out;
  const rows = await ctx.sql<{ r: any }>(
    `select to_jsonb(o) as r from public.email_outbox o where o.id::text = any($1::text[])`,
    [ids],
  );
  for (const { r } of rows) out.set(String(r.id), pickStatus(r));
  return out;
}

/** Rows not delivered yet (queued, sending) or failed, newest first. */
async function pending(ctx: Ctx): Promise<any[] | null> {
  if (!(await outboxExists(ctx))) return null;
  const rows = await ctx.sql<{ r: any }>(
    `select to_jsonb(o) as r from public.email_outbox o
     where coalesce(to_jsonb(o)->>'status', 'queued') in ('queued', 'sending', 'failed')
     order by to_jsonb(o)->>'created_at' desc nulls last limit 200`,
  );
  return rows.map((x) => x.r);
}

const statusCell = (s: OutboxStatus | undefined, outboxId: string | null) => {
  if (!outboxId) return '<td>(no X-Outbox-Id)</td>';
  if (!s) return `<td>outbox row ${esc(outboxId)} not found</td>`;
  const parts = [`<span class="${s.status === 'failed' ? 'failed' : ''}">${esc(s.status ?? '?')}</span>`];
  if (s.attempts != null) parts.push(`${esc(s.attempts)} attempt${s.attempts === 1 ? '' : 's'}`);
  if (s.last_error) parts.push(`last error: ${esc(s.last_error)}`);
  return `<td>${parts.join('<br>')}</td>`;
};

async function mailList(ctx: Ctx, res: ServerResponse) {
  const mail = ctx.mail;
  const msgs = (mail?.messages() ?? []).reverse();
  const status = await outboxFor(
    ctx,
    msgs.map((m) => m.outboxId).filter((x): x is string => Boolean(x)),
  );
  let body = '<h1>E-mail outbox</h1>';
  body += mail
    ? `<p>Local SMTP server: <code>${esc(mail.host)}:${esc(mail.port)}</code> (${mail.running ? 'running' : 'stopped'}; no TLS, any or no login). Raw data: <a href="/_dev/mail.json">mail.json</a>.</p>`
    : '<p>No local SMTP server on this stack.</p>';
  body += `<table><caption>Delivered to the local SMTP server (${msgs.length}, newest first)</caption>
<thead><tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Language</th><th scope="col">Outbox status</th></tr></thead><tbody>`;
  if (!msgs.length) body += '<tr><td colspan="6">Nothing received yet.</td></tr>';
  for (const m of msgs) {
    body += `<tr><td>${esc(m.receivedAt)}</td><td>${esc(m.from)}</td><td>${esc(m.to.join(', '))}</td>
<td><a href="/_dev/mail/${esc(m.id)}">${esc(m.subject || '(no subject)')}</a></td><td>${esc(m.language ?? '')}</td>${statusCell(status.get(m.outboxId ?? ''), m.outboxId)}</tr>`;
  }
  body += '</tbody></table>';
  const rows = await pending(ctx);
  if (rows === null) body += '<p>No e-mail outbox yet (table public.email_outbox does not exist).</p>';
  else {
    body += `<table><caption>Outbox rows not sent: queued, sending or failed (${rows.length}, newest first)</caption>
<thead><tr><th scope="col">Created</th><th scope="col">To</th><th scope="col">Language</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last error</th></tr></thead><tbody>`;
    if (!rows.length) body += '<tr><td colspan="7">None: every outbox row was sent.</td></tr>';
    for (const r of rows) {
      const s = pickStatus(r);
      body += `<tr><td>${esc(r.created_at)}</td><td>${esc(r.to_email)}</td><td>${esc(r.language)}</td><td>${esc(r.subject ?? r.template)}</td>
<td class="${s.status === 'failed' ? 'failed' : ''}">${esc(s.status)}</td><td>${esc(s.attempts ?? '')}</td><td>${esc(s.last_error ?? '')}</td></tr>`;
    }
    body += '</tbody></table>';
  }
  html(res, 200, 'E-mail outbox - local-supabase', body);
}

async function mailDetail(ctx: Ctx, res: ServerResponse, id: string) {
  const m = ctx.mail?.message(id);
  if (!m) {
    return html(
      res,
      404,
      'Message not found - local-supabase',
      '<h1>Message not found</h1><p>It may have been dropped (only the last 500 are kept, in memory). <a href="/_dev/mail">All mail</a></p>',
    );
  }
  const s = m.outboxId ? (await outboxFor(ctx, [m.outboxId])).get(m.outboxId) : undefined;
  const row = (k: string, v: unknown) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`;
  let body = `<p><a href="/_dev/mail">All mail</a></p><h1>${esc(m.subject || '(no subject)')}</h1><dl>`;
  body += row('From', m.from) + row('To', m.to.join(', ')) + (m.cc.length ? row('Cc', m.cc.join(', ')) : '');
  body += row('Envelope', `MAIL FROM ${m.envelope.from ?? '<>'}; RCPT TO ${m.envelope.to.join(', ')}`);
  body += row('Received', m.receivedAt) + row('Date', m.date ?? '') + row('Language', m.language ?? '(none)');
  body += row('Message-ID', m.messageId ?? '');
  if (m.outboxId)
    body += row(
      'Outbox',
      s
        ? `${m.outboxId}: ${s.status ?? '?'}${s.attempts != null ? `, ${s.attempts} attempts` : ''}${s.last_error ? `, last error: ${s.last_error}` : ''}`
        : `${m.outboxId} (row not found)`,
    );
  body += '</dl><h2>Text part</h2>';
  body += m.text ? `<pre>${esc(m.text)}</pre>` : '<p>(no text part)</p>';
  body += '<h2>HTML part</h2>';
  body += m.html
    ? `<iframe sandbox="" referrerpolicy="no-referrer" title="HTML part of ${esc(m.subject)}" srcdoc="${esc(m.html)}"></iframe>`
    : '<p>(no HTML part)</p>';
  body += `<h2>Headers</h2><dl>${Object.entries(m.headers)
    .map(([k, v]) => row(k, v))
    .join('')}</dl>`;
  html(res, 200, `${m.subject || '(no subject)'} - local-supabase mail`, body);
}

async function mailJson(ctx: Ctx, res: ServerResponse) {
  const mail = ctx.mail;
  const msgs: MailMessage[] = mail?.messages() ?? [];
  const status = await outboxFor(
    ctx,
    msgs.map((m) => m.outboxId).filter((x): x is string => Boolean(x)),
  );
  sendJson(
    res,
    200,
    {
      smtp: mail ? { host: mail.host, port: mail.port, running: mail.running } : null,
      messages: msgs.map((m) => ({ ...m, outbox: m.outboxId ? (status.get(m.outboxId) ?? null) : null })),
      pending:
        (await pending(ctx))?.map((r) => ({
          ...pickStatus(r),
          to_email: r.to_email ?? null,
          language: r.language ?? null,
          subject: r.subject ?? null,
          created_at: r.created_at ?? null,
        })) ?? [],
    },
    { 'cache-control': 'no-store' },
  );
}

async function mailbox(req: IncomingMessage, res: ServerResponse, ctx: Ctx) {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path === '/_dev/mail' || path === '/_dev/mail/') return mailList(ctx, res);
  if (path === '/_dev/mail.json') return mailJson(ctx, res);
  const one = /^\/_dev\/mail\/([0-9a-f-]{36})$/.exec(path);
  if (one) return mailDetail(ctx, res, one[1]);
  html(res, 404, 'Not found - local-supabase', '<h1>Not found</h1><p><a href="/_dev/mail">E-mail outbox</a></p>');
}

export const mailboxPage: DevPage = { prefix: '/_dev/mail', title: 'E-mail outbox', handle: mailbox };
