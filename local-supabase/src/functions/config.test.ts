import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnvFile, verifyJwt } from './config.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ls-config-'));

describe('verifyJwt', () => {
  it('is on by default and off only where config.toml says verify_jwt = false', () => {
    const dir = tmp();
    expect(verifyJwt(dir, 'any')).toBe(true);
    fs.writeFileSync(
      path.join(dir, 'config.toml'),
      '[functions.signed-webhook]\nverify_jwt = false # its sender signs it\n\n[functions."other"]\nverify_jwt = true\n[api]\nverify_jwt = false\n',
    );
    expect(verifyJwt(dir, 'signed-webhook')).toBe(false);
    expect(verifyJwt(dir, 'other')).toBe(true);
    expect(verifyJwt(dir, 'api')).toBe(true);
  });
});

describe('readEnvFile', () => {
  it('reads KEY=VALUE lines, quotes, export and comments', () => {
    const file = path.join(tmp(), '.env');
    fs.writeFileSync(file, '# comment\nA=1\nexport B="two words"\nC=\'x=y\'\nD=plain # trailing\nnot a line\n');
    expect(readEnvFile(file)).toEqual({ A: '1', B: 'two words', C: 'x=y', D: 'plain' });
    expect(readEnvFile(path.join(tmp(), 'missing'))).toEqual({});
  });
});
