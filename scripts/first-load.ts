// What a route's first load weighs, from a `vite build --manifest` output folder: the JS the browser fetches before
// the route can show = the entry's static-import closure plus the route's lazy page chunk and its static imports,
// each file gzipped with Node's zlib (level 6) as a static host sends it. One implementation for the bench
// (bench/bundle.ts) and the budget check of `npm test` (scripts/first-load-budget.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;
export type JsSize = { files: number; gzipKB: number; rawKB: number };

export const round1 = (n: number) => Math.round(n * 10) / 10;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The manifest key and every key it imports statically, transitively (added to `seen`). */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('The manifest has no entry chunk.');
  return key;
}

/** Manifest keys a route loads before it can show. A page missing from the manifest is an error, not 0 KB. */
export function firstLoadKeys(manifest: Manifest, page: string): Set<string> {
  if (!manifest[page])
    throw new Error(`${page} is not a chunk of this build (renamed or no longer lazy?): its first load is unknown.`);
  return closure(manifest, page, closure(manifest, entryKey(manifest)));
}

/** Sizes of the JS files of a set of manifest keys, each file read and gzipped once. */
export function jsSizer(outDir: string, manifest: Manifest) {
  const sizes = new Map<string, { gz: number; raw: number }>();
  const size = (file: string) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(join(outDir, file));
      sizes.set(file, { gz: gzipSync(bytes, { level: 6 }).length, raw: bytes.length });
    }
    return sizes.get(file)!;
  };
  const sum = (keys: Iterable<string>): JsSize => {
    const files = [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
    const gz = files.reduce((a, f) => a + size(f).gz, 0);
    const raw = files.reduce((a, f) => a + size(f).raw, 0);
    return { files: files.length, gzipKB: round1(gz / 1024), rawKB: round1(raw / 1024) };
  };
  return { size, sum };
}

export type RouteBudget = { page: string; budgetKB: number };
export type FirstLoad = JsSize & { route: string; page: string; budgetKB: number; over: boolean };

/** Each route's first load against its budget. */
export function firstLoads(outDir: string, routes: Record<string, RouteBudget>, manifest = readManifest(outDir)) {
  const { sum } = jsSizer(outDir, manifest);
  return Object.entries(routes).map(([route, { page, budgetKB }]): FirstLoad => {
    const size = sum(firstLoadKeys(manifest, page));
    return { route, page, budgetKB, ...size, over: size.gzipKB > budgetKB };
  });
}
