// What a chunk is made of: minified bytes per package / source folder, from the
// build's (hidden) source map. gzip is not additive, so the table gives minified
// KB and each group's share; the share of the chunk's gzip size is an estimate.
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';

export type SourceGroup = { group: string; minKB: number; share: number };

export function groupOf(source: string): string {
  const s = source.replace(/^(\.\.\/)+/, '').replace(/^\/?work\/[^/]+\//, '');
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s);
  if (nm) return nm[1];
  const locale = /src\/locales\/(\w+)\//.exec(s);
  if (locale) return `src/locales (${locale[1]})`;
  const feature = /src\/features\/([\w-]+)\//.exec(s);
  if (feature) return `src/features/${feature[1]}`;
  const parts = s.split('/');
  return parts.slice(0, Math.min(parts.length - 1, 2)).join('/') || s;
}

export function chunkSources(jsPath: string, top = 12): SourceGroup[] {
  const code = readFileSync(jsPath, 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${jsPath}.map`, 'utf8')));
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  const segments: { line: number; col: number; source: string }[] = [];
  map.eachMapping((m) =>
    segments.push({ line: m.generatedLine, col: m.generatedColumn, source: m.source ?? '(none)' }),
  );
  segments.sort((a, b) => a.line - b.line || a.col - b.col);
  segments.forEach((seg, i) => {
    const next = segments[i + 1];
    const end = next && next.line === seg.line ? next.col : lines[seg.line - 1].length;
    const g = groupOf(seg.source);
    bytes.set(g, (bytes.get(g) ?? 0) + Math.max(0, end - seg.col));
  });
  const total = code.length;
  return [...bytes.entries()]
    .map(([group, b]) => ({ group, minKB: Math.round(b / 102.4) / 10, share: Math.round((b / total) * 1000) / 10 }))
    .sort((a, b) => b.minKB - a.minKB)
    .slice(0, top);
}
