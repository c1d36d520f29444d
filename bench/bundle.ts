// Production build sizes: `vite build --manifest` into a temporary folder (dist/
// stays untouched for the e2e runs of other engineers), then the gzip size of
// the JS a route loads = the entry's static-import closure plus the route's lazy
// page chunk and its static imports (what the browser fetches on a cold visit):
// scripts/first-load.ts, which `npm test`'s budget check uses too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chunkSources, type SourceGroup } from './bundle-sources.ts';
import { closure, entryKey, firstLoadKeys, jsSizer, readManifest, round1 } from '../scripts/first-load.ts';
import { PUBLIC_ROUTES } from '../scripts/public-routes.ts';

/** Routes whose first load is also reported with supabase-js (a visitor with a stored session). */
const SESSION_ROUTES = ['/', '/login', '/programs'];
export const SPLIT_PAGES: Record<string, string> = {
  'admin dashboard (/admin)': 'src/features/admin-dashboard/components/admin-dashboard-page.tsx',
  'admin registrations': 'src/features/admin-registrations/components/admin-registrations-page.tsx',
  'admin programs': 'src/features/admin-programs/components/admin-programs-page.tsx',
};

export type BundleRow = { name: string; files: number; gzipKB: number; rawKB: number; budgetKB?: number };
export type BundleResult = {
  buildSeconds: number;
  rows: BundleRow[];
  largest: { file: string; gzipKB: number }[];
  /** What the entry chunk (loaded by every route) is made of. */
  entry: { file: string; gzipKB: number; sources: SourceGroup[] };
};

export function measureBundle(root: string): BundleResult {
  const outDir = mkdtempSync(join(tmpdir(), 'cbh-bench-dist-'));
  try {
    const t = performance.now();
    execFileSync(
      join(root, 'node_modules/.bin/vite'),
      ['build', '--manifest', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        // NODE_ENV from a Vite dev server started earlier in this process would give React's development build.
        env: { ...process.env, NODE_ENV: 'production', VITE_SUPABASE_URL: '' },
      },
    );
    const buildSeconds = (performance.now() - t) / 1000;
    const manifest = readManifest(outDir);
    const { size, sum } = jsSizer(outDir, manifest);
    const entryChunk = entryKey(manifest);
    const entry = closure(manifest, entryChunk);
    const rows: BundleRow[] = [];
    // supabase-js is imported on demand (src/lib/supabase-lazy.ts): a signed-out visitor of a public route loads it
    // only on sign-in / sign-up; a visitor with a stored session loads it after first paint (the session check).
    const clientKey = Object.keys(manifest).find((k) => k === 'src/lib/supabase.ts' || /^_supabase-/.test(k));
    const client = new Set(clientKey ? [...closure(manifest, clientKey)].filter((k) => !entry.has(k)) : []);
    for (const [route, { page, budgetKB }] of Object.entries(PUBLIC_ROUTES)) {
      const first = firstLoadKeys(manifest, page);
      rows.push({ name: `first load ${route}`, budgetKB, ...sum(first) });
      if (SESSION_ROUTES.includes(route))
        rows.push({
          name: `  ${route} + supabase-js (signed-in visitor: after first paint, for the session)`,
          ...sum(new Set([...first, ...client])),
        });
    }
    rows.push({ name: 'supabase-js chunk (on demand)', ...sum(client) });
    for (const [name, page] of Object.entries(SPLIT_PAGES)) {
      const own = new Set([...closure(manifest, page)].filter((k) => !entry.has(k) && !client.has(k)));
      rows.push({ name: `${name} chunk (beyond entry and supabase-js)`, ...sum(own) });
    }
    const mapKeys = Object.keys(manifest).filter((k) => /leaflet|map/i.test(k) && !entry.has(k));
    const mapKey = mapKeys.find((k) => manifest[k].src?.includes('leaflet')) ?? mapKeys[0];
    if (mapKey) {
      const own = new Set(
        [...mapKeys.flatMap((k) => [...closure(manifest, k)])].filter((k) => !entry.has(k) && !client.has(k)),
      );
      rows.push({ name: `map chunks (${mapKeys.length} manifest keys matching leaflet|map)`, ...sum(own) });
    } else {
      rows.push({
        name: 'map chunk: none found in the manifest (no leaflet import yet)',
        files: 0,
        gzipKB: 0,
        rawKB: 0,
      });
    }
    const largest = [...new Set(Object.values(manifest).map((c) => c.file))]
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ file: f, gzipKB: round1(size(f).gz / 1024) }))
      .sort((a, b) => b.gzipKB - a.gzipKB)
      .slice(0, 6);
    const entryFile = manifest[entryChunk].file;
    const entrySummary = {
      file: entryFile,
      gzipKB: round1(size(entryFile).gz / 1024),
      sources: chunkSources(join(outDir, entryFile)),
    };
    return { buildSeconds: round1(buildSeconds), rows, largest, entry: entrySummary };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
