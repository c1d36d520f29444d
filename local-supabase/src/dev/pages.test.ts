// The /_dev/ extension point: which page answers, the index without pages, loading a module.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../context.ts';
import { CACHE_DIR } from '../paths.ts';
import { checkDevPages, loadDevPages, type DevPage } from './pages.ts';
import { devHandler } from './routes.ts';

function fakeRes() {
  const out = { status: 0, body: '' };
  const res = {
    writeHead: (s: number) => ((out.status = s), res),
    end: (b?: string) => void (out.body = b ?? ''),
  } as unknown as ServerResponse;
  return { res, out };
}

const ctx = { db: { query: async () => [] }, url: 'http://127.0.0.1:1', quiet: true } as unknown as Ctx;
const page = (prefix: string, title?: string): DevPage => ({
  prefix,
  title,
  handle: (_req, res, c) => void res.writeHead(200).end(`${prefix} ${c.url}`),
});

describe('developer pages', () => {
  it('gives the path to the longest matching prefix, with the stack context', async () => {
    const h = devHandler(checkDevPages([page('/_dev/a', 'A'), page('/_dev/a/b')]));
    const { res, out } = fakeRes();
    await h(ctx, {} as IncomingMessage, res, '/_dev/a/b/1', new URL('http://x/_dev/a/b/1'));
    expect(out).toEqual({ status: 200, body: '/_dev/a/b http://127.0.0.1:1' });
  });

  it('lists the titled pages at /_dev/ and answers 404 elsewhere; with none it says so', async () => {
    const h = devHandler(checkDevPages([page('/_dev/a', 'Page A'), page('/_dev/hidden')]));
    const index = fakeRes();
    await h(ctx, {} as IncomingMessage, index.res, '/_dev/', new URL('http://x/_dev/'));
    expect(index.out.status).toBe(200);
    expect(index.out.body).toContain('<a href="/_dev/a">Page A</a>');
    expect(index.out.body).not.toContain('hidden');
    const none = fakeRes();
    await devHandler([])(ctx, {} as IncomingMessage, none.res, '/_dev/mail', new URL('http://x/_dev/mail'));
    expect(none.out.status).toBe(404);
    expect(none.out.body).toContain('No developer pages are plugged in');
  });

  it('refuses a prefix outside /_dev/', () => {
    expect(() => checkDevPages([page('/rest/v1')])).toThrow(/must start with \/_dev\//);
  });

  it('loads devPages from a module, none when the file is missing', async () => {
    // Under the project: Vitest's module runner does not load a module from /tmp for a source file.
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const dir = fs.mkdtempSync(path.join(CACHE_DIR, 'dev-pages-'));
    try {
      expect(await loadDevPages(path.join(dir, 'missing.mjs'))).toEqual([]);
      const file = path.join(dir, 'pages.mjs');
      fs.writeFileSync(file, "export const devPages = [{ prefix: '/_dev/x', handle() {} }];\n");
      expect((await loadDevPages(file)).map((p) => p.prefix)).toEqual(['/_dev/x']);
      const bad = path.join(dir, 'bad.mjs');
      fs.writeFileSync(bad, 'export default [];\n');
      await expect(loadDevPages(bad)).rejects.toThrow(/does not export devPages/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
