// Production build sizes: `vite build --manifest` into a temporary folder (dist/
// stays untouched for the e2e runs of other engineers), then the gzip size of
// the JS a route loads = the entry's static-import closure plus the route's lazy
// page chunk and its static imports (what the browser fetches on a cold visit).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkSources, type SourceGroup } from './bundle-sources.ts';

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;

export const ROUTE_PAGES: Record<string, string> = {
  '/': 'src/features/landing/components/landing-page.tsx',
  '/login': 'src/features/auth/components/login-page.tsx',
  '/programs': 'src/features/programs/components/programs-page.tsx',
};
export const SPLIT_PAGES: Record<string, string> = {
  'admin dashboard (/admin)': 'src/features/admin-dashboard/components/admin-dashboard-page.tsx',
  'admin registrations': 'src/features/admin-registrations/components/admin-registrations-page.tsx',
  'admin programs': 'src/features/admin-programs/components/admin-programs-page.tsx',
};
export const BUDGET_KB = 150;

export type BundleRow = { name: string; files: number; gzipKB: number; rawKB: number; budgetKB?: number };
export type BundleResult = {
  buildSeconds: number;
  rows: BundleRow[];
  largest: { file: string; gzipKB: number }[];
  /** What the entry chunk (loaded by every route) is made of. */
  entry: { file: string; gzipKB: number; sources: SourceGroup[] };
};

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

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
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const sizes = new Map<string, { gz: number; raw: number }>();
    const size = (file: string) => {
      if (!sizes.has(file)) {
        const bytes = readFileSync(join(outDir, file));
        sizes.set(file, { gz: gzipSync(bytes).length, raw: bytes.length });
      }
      return sizes.get(file)!;
    };
    const sum = (keys: Set<string>) => {
      const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
      const gz = files.reduce((a, f) => a + size(f).gz, 0);
      const raw = files.reduce((a, f) => a + size(f).raw, 0);
      return { files: files.length, gzipKB: round(gz / 1024), rawKB: round(raw / 1024) };
    };
    const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
    const entry = closure(manifest, entryKey);
    const rows: BundleRow[] = [];
    // supabase-js is imported on demand (src/lib/supabase-lazy.ts): a signed-out visitor of a public route loads it
    // only on sign-in / sign-up; a visitor with a stored session loads it after first paint (the session check).
    const clientKey = Object.keys(manifest).find((k) => k === 'src/lib/supabase.ts' || /^_supabase-/.test(k));
    const client = new Set(clientKey ? [...closure(manifest, clientKey)].filter((k) => !entry.has(k)) : []);
    for (const [route, page] of Object.entries(ROUTE_PAGES)) {
      const first = closure(manifest, page, new Set(entry));
      rows.push({ name: `first load ${route}`, budgetKB: BUDGET_KB, ...sum(first) });
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
      .map((f) => ({ file: f, gzipKB: round(size(f).gz / 1024) }))
      .sort((a, b) => b.gzipKB - a.gzipKB)
      .slice(0, 6);
    const entryFile = manifest[entryKey].file;
    const entrySummary = {
      file: entryFile,
      gzipKB: round(size(entryFile).gz / 1024),
      sources: chunkSources(join(outDir, entryFile)),
    };
    return { buildSeconds: round(buildSeconds), rows, largest, entry: entrySummary };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
