// The [api] settings of supabase/config.toml that hosted PostgREST applies and
// local-supabase applies the same way (issue 23 point 3).
import fs from 'node:fs';
import path from 'node:path';

/**
 * `[api] max_rows`: the most rows PostgREST returns for one request (hosted Supabase: 1000).
 * Undefined when config.toml leaves it out, i.e. no cap, as PostgREST's own default.
 */
export function apiMaxRows(supabaseDir: string): number | undefined {
  const file = path.join(supabaseDir, 'config.toml');
  if (!fs.existsSync(file)) return undefined;
  let section = '';
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const s = /^\[(.+)\]$/.exec(line);
    if (s) section = s[1].trim();
    else if (section === 'api') {
      const m = /^max_rows\s*=\s*(\d+)$/.exec(line);
      if (m) return Number(m[1]);
    }
  }
  return undefined;
}
