// The [auth] settings of supabase/config.toml that GoTrue enforces and this
// emulation enforces too, so a test fails here before production does.
import fs from 'node:fs';
import path from 'node:path';
import { SUPABASE_DIR } from '../paths.ts';

export interface AuthConfig {
  /** [auth] minimum_password_length; GoTrue's default is 6. */
  minimumPasswordLength: number;
}

export const GOTRUE_DEFAULTS: AuthConfig = { minimumPasswordLength: 6 };

/** Reads the [auth] section of `<supabaseDir>/config.toml` (defaults when absent). */
export function readAuthConfig(supabaseDir: string): AuthConfig {
  const file = path.join(supabaseDir, 'config.toml');
  const out = { ...GOTRUE_DEFAULTS };
  if (!fs.existsSync(file)) return out;
  let section = '';
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const s = /^\[(.+)\]$/.exec(line);
    if (s) section = s[1].trim();
    else if (section === 'auth') {
      const m = /^minimum_password_length\s*=\s*(\d+)$/.exec(line);
      if (m) out.minimumPasswordLength = Number(m[1]);
    }
  }
  return out;
}

let cached: AuthConfig | undefined;

/** This project's auth settings, read once. */
export function authConfig(): AuthConfig {
  cached ??= readAuthConfig(SUPABASE_DIR);
  return cached;
}
