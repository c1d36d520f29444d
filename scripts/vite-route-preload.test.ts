import { afterEach, describe, expect, it, vi } from 'vitest';
import { routePreload } from './vite-route-preload';
import { publicRestHeaders } from '../src/lib/public-rest';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
  isEntry,
});
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/app/index.html', ['assets/react.js'], true),
    chunk('assets/react.js', null),
    chunk('assets/login-page.js', '/app/src/features/auth/components/login-page.tsx', [
      'assets/form.js',
      'assets/react.js',
    ]),
    chunk('assets/form.js', null),
    chunk('assets/programs-page.js', '/app/src/features/programs/components/programs-page.tsx', ['assets/react.js']),
    chunk('assets/programs-en.js', '/app/src/locales/en/programs.json'),
    chunk('assets/programs-fr.js', '/app/src/locales/fr/programs.json'),
  ].map((c) => [c.fileName, c]),
);
const HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><link rel="stylesheet" href="/a.css"></head><body></body></html>';

function build(routes: Parameters<typeof routePreload>[0], rest?: Parameters<typeof routePreload>[3]) {
  const plugin = routePreload(routes, ['en', 'fr'], 'preferredLanguage', rest);
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: unknown) => string };
  const html = hook.handler(HTML, { bundle });
  const map = JSON.parse(/var m=(\{.*?\})\[location/.exec(html)![1]);
  return { html, map };
}

describe("routePreload (build-time map of the public routes' lazy chunks)", () => {
  it.each([
    [
      'a page and its static imports, less what the entry loads',
      { page: 'src/features/auth/components/login-page.tsx' },
      ['assets/login-page.js', 'assets/form.js'],
      [],
    ],
    [
      'locale namespaces per language',
      { page: 'src/features/programs/components/programs-page.tsx', namespaces: ['programs'] },
      ['assets/programs-page.js'],
      ['assets/programs-fr.js'],
    ],
    ['a page that is not in the bundle', { page: 'src/features/nowhere.tsx' }, [], []],
  ])('%s', (_name, route, all, fr) => {
    const { map } = build({ '/x': route });
    expect(map['/x'].all).toEqual(all);
    expect(map['/x'].byLang.fr).toEqual(fr);
  });

  it('puts the script right after <meta charset> and before the stylesheet', () => {
    const { html } = build({ '/login': { page: 'src/features/auth/components/login-page.tsx' } });
    const script = html.indexOf('<script>');
    expect(script).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('the script adds modulepreload links for the opened route in the chosen language', () => {
    const { html } = build({
      '/programs': { page: 'src/features/programs/components/programs-page.tsx', namespaces: ['programs'] },
    });
    const code = /<script>(.*?)<\/script>/s.exec(html)![1];
    localStorage.setItem('preferredLanguage', 'fr');
    window.history.pushState({}, '', '/programs/');
    new Function(code)();
    const links = [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/assets/programs-page.js', '/assets/programs-fr.js']);
    document.head.innerHTML = '';
    localStorage.clear();
    window.history.pushState({}, '', '/');
  });

  describe('public REST reads started by the script', () => {
    const run = (html: string, path: string) => {
      window.history.pushState({}, '', path);
      new Function(/<script>(.*?)<\/script>/s.exec(html)![1])();
      window.history.pushState({}, '', '/');
    };
    const programs = {
      page: 'src/features/programs/components/programs-page.tsx',
      rest: ['programs?select=id&is_active=eq.true'],
    };
    afterEach(() => {
      vi.unstubAllGlobals();
      delete window.__cbhPrefetch;
      document.head.innerHTML = '';
    });

    it.each([
      [
        'the page origin when no URL is configured',
        undefined,
        `${window.location.origin}/rest/v1/programs?select=id&is_active=eq.true`,
      ],
      [
        'the configured URL',
        'https://db.example.org',
        'https://db.example.org/rest/v1/programs?select=id&is_active=eq.true',
      ],
    ])('asks %s, with the anon key, and keeps the answer by query', async (_name, url, expected) => {
      const fetch = vi.fn(async () => new Response('[{"id":"p1"}]', { status: 200 }));
      vi.stubGlobal('fetch', fetch);
      run(build({ '/programs': programs }, { url, headers: publicRestHeaders('anon-key') }).html, '/programs');
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith(expected, {
        headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key', Accept: 'application/json' },
      });
      await expect(window.__cbhPrefetch!['programs?select=id&is_active=eq.true']).resolves.toEqual([{ id: 'p1' }]);
    });

    it.each([
      ['a refused read', async () => new Response('{"message":"no"}', { status: 401 })],
      [
        'a network failure',
        async () => {
          throw new TypeError('offline');
        },
      ],
    ])('keeps null for %s, so the page asks again itself', async (_name, impl) => {
      vi.stubGlobal('fetch', vi.fn(impl));
      run(build({ '/programs': programs }, { headers: publicRestHeaders('k') }).html, '/programs');
      await expect(window.__cbhPrefetch!['programs?select=id&is_active=eq.true']).resolves.toBeNull();
    });

    it('asks nothing on other routes, or when no REST target is given', () => {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      run(
        build(
          { '/programs': programs, '/login': { page: 'src/features/auth/components/login-page.tsx' } },
          { headers: publicRestHeaders('k') },
        ).html,
        '/login',
      );
      run(build({ '/programs': programs }).html, '/programs');
      expect(fetch).not.toHaveBeenCalled();
      expect(window.__cbhPrefetch).toBeUndefined();
    });
  });
});
