// Vite plugin (build only): preloads the lazy chunks of the public route being opened,
// in parallel with the entry chunk instead of after it has run (issue 12: first paint
// of /, /login, /programs on slow phones). A small inline script in index.html picks
// the route by location.pathname and the language as i18n will (stored choice, else
// the browser's), and adds <link rel="modulepreload"> for the page chunk, its static
// imports and its locale namespaces; and starts the route's public REST reads (anon key),
// which the page then takes from window.__cbhPrefetch (src/lib/public-rest.ts).
import type { Plugin } from 'vite';

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
};
type Bundle = Record<string, OutputChunk | { type: 'asset'; fileName: string }>;

export type RoutePreload = {
  /** The page module (path suffix of its source file). */
  page: string;
  /** Locale namespaces the page asks for that the entry does not bundle. */
  namespaces?: string[];
  /** Public PostgREST queries (relative to /rest/v1/) the page reads with the anon key. */
  rest?: string[];
};

/** Where PostgREST is (`url` empty means the page's own origin, as src/lib/env.ts) and the headers to send. */
export type RestTarget = { url?: string; headers: Record<string, string> };

export function routePreload(
  routes: Record<string, RoutePreload>,
  languages: readonly string[],
  storageKey: string,
  rest?: RestTarget,
): Plugin {
  return {
    name: 'cbh-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as unknown as Bundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        // The chunk of which the module (a lazy page, a locale namespace) is the facade.
        const bySource = (suffix: string) => chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix));
        // What index.html loads already: the entry and its static imports.
        const loaded = new Set<string>();
        const closure = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const dep of chunk.imports) closure(dep, into);
        };
        for (const entry of chunks.filter((c) => c.isEntry)) closure(entry.fileName, loaded);
        const files = (suffixes: string[]) => {
          const out = new Set<string>();
          for (const suffix of suffixes) {
            const chunk = bySource(suffix);
            if (chunk) closure(chunk.fileName, out);
          }
          return [...out].filter((f) => !loaded.has(f));
        };
        const map: Record<string, { all: string[]; byLang: Record<string, string[]>; rest?: string[] }> = {};
        for (const [path, route] of Object.entries(routes)) {
          const byLang: Record<string, string[]> = {};
          for (const lang of languages)
            byLang[lang] = files((route.namespaces ?? []).map((ns) => `/locales/${lang}/${ns}.json`));
          map[path] = { all: files([route.page]), byLang };
          if (rest && route.rest?.length) map[path].rest = route.rest;
        }
        // REST reads first: the response is the long pole once the chunks are cached.
        // A failed or refused read resolves to null; the page then asks again itself.
        const prefetch = rest
          ? `if(m.rest){var b=(${JSON.stringify(rest.url ?? '')}||location.origin)+'/rest/v1/',h=${JSON.stringify(rest.headers)},s=window.__cbhPrefetch={};` +
            `m.rest.forEach(function(q){s[q]=fetch(b+q,{headers:h})` +
            `.then(function(r){return r.ok?r.json():null}).catch(function(){return null});});}`
          : '';
        const script =
          `(function(){try{var m=${JSON.stringify(map)}[location.pathname.replace(/\\/+$/,'')||'/'];if(!m)return;${prefetch}` +
          `var l=(localStorage.getItem(${JSON.stringify(storageKey)})||navigator.language||'').toLowerCase().slice(0,2);` +
          `var f=m.all.concat(m.byLang[l]||m.byLang[${JSON.stringify(languages[0])}]||[]);` +
          `for(var i=0;i<f.length;i++){var k=document.createElement('link');k.rel='modulepreload';k.href='/'+f[i];document.head.appendChild(k);}}catch(e){}})();`;
        // Right after <meta charset> (which must stay in the first 1,024 bytes) and before the
        // stylesheet: a classic script after a stylesheet waits for it, and the preloads would too.
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
        if (!charset) return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    <script>${script}</script>${html.slice(at)}`;
      },
    },
  };
}
