// /_dev/*: developer pages. local-supabase has only the index (/_dev/, the pages
// plugged in and the SMTP catcher's address); every other page is the project's
// (src/dev/pages.ts): the first whose prefix starts the path answers.
import type { Handler } from '../gateway.ts';
import { esc } from './html.ts';
import type { DevPage } from './pages.ts';

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#111;background:#fff}
a{color:#0b3d91}</style></head><body><main>${body}</main></body></html>`;
}

/** pages: sorted longest prefix first (checkDevPages). */
export function devHandler(pages: DevPage[]): Handler {
  return async (ctx, req, res, path) => {
    const found = pages.find((p) => path.startsWith(p.prefix));
    if (found) return found.handle(req, res, { sql: ctx.db.query, url: ctx.url, mail: ctx.mail });
    const links = pages
      .filter((p) => p.title)
      .map((p) => `<li><a href="${esc(p.prefix)}">${esc(p.title)}</a></li>`)
      .join('');
    const smtp = ctx.mail?.running
      ? `<p>Local SMTP server: <code>${esc(ctx.mail.host)}:${esc(ctx.mail.port)}</code> (no TLS, any or no login).</p>`
      : '';
    const list = links ? `<ul>${links}</ul>` : '<p>No developer pages are plugged in (StackOptions.devPages).</p>';
    const index = path === '/_dev/';
    res.writeHead(index ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      page(
        index ? 'Developer pages' : 'Not found',
        `<h1>${index ? 'Developer pages' : 'Not found'}</h1>${list}${smtp}`,
      ),
    );
  };
}
