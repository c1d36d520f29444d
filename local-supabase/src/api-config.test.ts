import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiMaxRows } from './api-config.ts';
import { SUPABASE_DIR } from './paths.ts';

function dirWith(toml: string | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-config-'));
  if (toml !== undefined) fs.writeFileSync(path.join(dir, 'config.toml'), toml);
  return dir;
}

describe('apiMaxRows', () => {
  it.each([
    ['no config.toml', undefined, undefined],
    ['no [api] section', '[db]\nport = 1\n', undefined],
    ['[api] without max_rows', '[api]\nport = 54321\n', undefined],
    ['[api] max_rows', '[api]\nenabled = true\nmax_rows = 1000 # as hosted\n', 1000],
    ['max_rows of another section', '[api]\nport = 1\n[other]\nmax_rows = 5\n', undefined],
  ])('%s', (_name, toml, expected) => {
    expect(apiMaxRows(dirWith(toml))).toBe(expected);
  });

  it("this project's config.toml caps answers at 1000 rows, as hosted Supabase does", () => {
    expect(apiMaxRows(SUPABASE_DIR)).toBe(1000);
  });
});
