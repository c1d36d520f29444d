/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// /_dev/checkout/{id}: the TEST MODE card checkout used when no Stripe key is
// set (ARCHITECTURE section 5). GET shows the order with Pay and Cancel (plain
// forms: keyboard and screen-reader friendly, no script); POST .../pay marks the
// session paid and returns to the app's success URL, POST .../cancel marks it
// cancelled and returns to the register page. Registrations are created later
// by confirm-checkout, never here. Words come from src/locales/*/payments.json.
// Plugged into local-supabase's /_dev/ by supabase/local/index.ts.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { esc } from '../../local-supabase/src/dev/html.ts';
import type { DevPage, DevPageContext } from '../../local-supabase/src/dev/pages.ts';

type Lang = 'en' | 'fr';
type Words = Record<string, string>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function words(lang: Lang): Words {
  const file = new URL(`../../src/locales/${lang}/payments.json`, import.meta.url);
  return JSON.parse(fs.readFileSync(file, 'utf8')).testCheckout as Words;
}

function tr(w: Words, key: string, vars: Record<string, string> = {}) {
  return (w[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, k: string) => vars[k] ?? '');
}

function pickLang(req: IncomingMessage, url: URL): Lang {
  const q = url.searchParams.get('lang');
  if (q === 'fr' || q === 'en') return q;
  return /^\s*fr\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'fr' : 'en';
}

const money = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

const STYLE = `body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;color:#111;background:#fff}
main{max-width:40rem;margin:0 auto;padding:1rem}
.mode{display:inline-block;border:3px solid #111;background:#ffe066;color:#111;font-weight:800;padding:.25rem .75rem;letter-spacing:.05em}
.notice{border-left:8px solid #7a4d00;background:#fff8e1;padding:.75rem 1rem}
table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border-bottom:1px solid #555;padding:.5rem;text-align:left}
td.n,th.n{text-align:right}caption{text-align:left;font-weight:700;font-size:1.25rem;margin-bottom:.5rem}
.actions{display:flex;flex-wrap:wrap;gap:1rem;margin:1.5rem 0}form{margin:0}
button{min-height:44px;min-width:44px;font:inherit;font-weight:700;padding:.5rem 1.25rem;border-radius:6px;border:2px solid #0b3d91;cursor:pointer}
.pay{background:#0b3d91;color:#fff}.cancel{background:#fff;color:#0b3d91}
a{color:#0b3d91}:focus-visible{outline:3px solid #111;outline-offset:3px}`;

function page(res: ServerResponse, status: number, lang: Lang, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`);
}

type Row = { id: string; status: string; amount_total: number; payload: any; expired: boolean };

async function load(ctx: DevPageContext, id: string): Promise<Row | null> {
  if (!UUID.test(id)) return null;
  const [row] = await ctx.sql<Row>(
    `select id, status, amount_total, payload, expires_at <= now() as expired
     from public.checkout_sessions where id = $1 and provider = 'test'`,
    [id],
  );
  return row ?? null;
}

function render(res: ServerResponse, lang: Lang, row: Row | null, id: string) {
  const w = words(lang);
  const other: Lang = lang === 'fr' ? 'en' : 'fr';
  const head = `<p><span class="mode">${esc(w.badge)}</span></p>`;
  const switcher = `<p><a href="/_dev/checkout/${esc(id)}?lang=${other}" lang="${other}" hreflang="${other}">${esc(w.language)}</a></p>`;
  if (!row) return page(res, 404, lang, `${w.pageTitle} - ${w.badge}`, `${head}<h1>${esc(w.notFound)}</h1>`);
  const back = row.payload?.cancel_url
    ? `<p><a href="${esc(row.payload.cancel_url)}">${esc(w.backToSite)}</a></p>`
    : '';
  if (row.status !== 'open' || row.expired) {
    const status = row.status === 'open' ? 'expired' : row.status;
    return page(
      res,
      409,
      lang,
      `${w.pageTitle} - ${w.badge}`,
      `${head}<h1>${esc(tr(w, 'closed', { status }))}</h1>${back}${switcher}`,
    );
  }
  const lines = (row.payload?.lines ?? []) as { name: string; amount: number }[];
  const program = String(row.payload?.program_name ?? '');
  const total = money(row.amount_total, lang);
  const body = `${head}<h1>${esc(tr(w, 'heading', { program }))}</h1>
<p class="notice">${esc(w.notice)}</p>
<table><caption>${esc(w.summary)}</caption>
<thead><tr><th scope="col">${esc(w.participant)}</th><th scope="col" class="n">${esc(w.amount)}</th></tr></thead>
<tbody>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td class="n">${esc(money(l.amount, lang))}</td></tr>`).join('')}</tbody>
<tfoot><tr><th scope="row">${esc(w.total)}</th><td class="n"><strong>${esc(total)}</strong></td></tr></tfoot></table>
<div class="actions">
<form method="post" action="/_dev/checkout/${esc(row.id)}/pay"><button type="submit" class="pay">${esc(tr(w, 'pay', { amount: total }))}</button></form>
<form method="post" action="/_dev/checkout/${esc(row.id)}/cancel"><button type="submit" class="cancel">${esc(w.cancel)}</button></form>
</div>${switcher}`;
  page(res, 200, lang, `${w.pageTitle} - ${w.badge}`, body);
}

function redirect(res: ServerResponse, to: string) {
  res.writeHead(303, { location: to, 'cache-control': 'no-store' });
  res.end();
}

async function checkoutHandler(req: IncomingMessage, res: ServerResponse, ctx: DevPageContext): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const m = /^\/_dev\/checkout\/([^/]+)(?:\/(pay|cancel))?\/?$/.exec(url.pathname);
  const lang = pickLang(req, url);
  const id = m?.[1] ?? '';
  if (!m || (m[2] && req.method !== 'POST') || (!m[2] && req.method !== 'GET' && req.method !== 'HEAD')) {
    return render(res, lang, null, id);
  }
  if (!m[2]) return render(res, lang, await load(ctx, id), id);
  if (!UUID.test(id)) return render(res, lang, null, id);
  const [done] =
    m[2] === 'pay'
      ? await ctx.sql<{ to: string }>(
          `update public.checkout_sessions
           set status = 'paid', paid_at = now(), payment_intent_id = 'pi_test_' || replace(gen_random_uuid()::text, '-', ''),
               card_last4 = '4242' -- as if paid with Stripe's test card 4242 4242 4242 4242 (the receipt shows it)
           where id = $1 and provider = 'test' and status = 'open' and expires_at > now()
           returning payload ->> 'success_url' as to`,
          [id],
        )
      : await ctx.sql<{ to: string }>(
          `update public.checkout_sessions set status = 'cancelled'
           where id = $1 and provider = 'test' and status = 'open'
           returning payload ->> 'cancel_url' as to`,
          [id],
        );
  if (done?.to) return redirect(res, done.to);
  return render(res, lang, await load(ctx, id), id);
}

/** The test checkout as a local-supabase developer page (supabase/local/index.ts). */
export const checkoutPage: DevPage = { prefix: '/_dev/checkout', handle: checkoutHandler };
