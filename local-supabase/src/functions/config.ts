// Reads what local-supabase needs from supabase/config.toml and supabase/functions/.env.
import fs from 'node:fs';
import path from 'node:path';

/** [functions.<name>] verify_jwt = false in config.toml turns the gateway's JWT check off. */
export function verifyJwt(supabaseDir: string, name: string): boolean {
  const file = path.join(supabaseDir, 'config.toml');
  if (!fs.existsSync(file)) return true;
  let section = '';
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const s = /^\[(.+)\]$/.exec(line);
    if (s) section = s[1].trim().replace(/"/g, '');
    else if (section === `functions.${name}`) {
      const m = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
      if (m) return m[1] === 'true';
    }
  }
  return true;
}

/** KEY=VALUE lines (optionally quoted), as dotenv reads them. */
export function readEnvFile(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const env: Record<string, string> = {};
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(raw);
    if (!m) continue;
    let v = m[2];
    if (/^(['"]).*\1$/.test(v)) v = v.slice(1, -1);
    else v = v.replace(/\s+#.*$/, '');
    env[m[1]] = v;
  }
  return env;
}
