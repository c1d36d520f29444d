import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authConfig, GOTRUE_DEFAULTS, readAuthConfig } from './config.ts';
import { checkPassword } from './errors.ts';

const dirWith = (toml?: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ls-auth-config-'));
  if (toml !== undefined) fs.writeFileSync(path.join(dir, 'config.toml'), toml);
  return dir;
};

describe('readAuthConfig', () => {
  it('reads [auth] minimum_password_length, ignoring other sections and comments', () => {
    const dir = dirWith(
      '[api]\nminimum_password_length = 99\n\n[auth]\nenabled = true\nminimum_password_length = 10 # NIST\n\n[auth.email]\nminimum_password_length = 3\n',
    );
    expect(readAuthConfig(dir)).toEqual({ minimumPasswordLength: 10 });
  });

  it("falls back to GoTrue's default without a file or the key", () => {
    expect(readAuthConfig(dirWith())).toEqual(GOTRUE_DEFAULTS);
    expect(readAuthConfig(dirWith('[auth]\nenabled = true\n'))).toEqual({ minimumPasswordLength: 6 });
  });

  it("this project's config.toml asks for 8 characters (NIST SP 800-63B)", () => {
    expect(authConfig().minimumPasswordLength).toBe(8);
  });
});

describe('checkPassword', () => {
  const refusal = (password: unknown, min = 8) => {
    try {
      checkPassword(password, min);
      return null;
    } catch (err) {
      return { status: (err as { status: number }).status, body: (err as { body: unknown }).body };
    }
  };

  it.each([
    ['1234567', 8],
    ['', 8],
    ['abcdefghi', 10],
  ])("refuses %j when the minimum is %i, with GoTrue's weak_password body", (password, min) => {
    const r = refusal(password, min);
    expect(r?.status).toBe(422);
    if (password === '') expect(r?.body).toMatchObject({ code: 'validation_failed' });
    else
      expect(r?.body).toEqual({
        code: 'weak_password',
        message: `Password should be at least ${min} characters.`,
        weak_password: { reasons: ['length'] },
      });
  });

  it.each([
    ['12345678', 8],
    ['abcdefghij', 10],
  ])('accepts %j when the minimum is %i', (password, min) => {
    expect(refusal(password, min)).toBeNull();
  });

  it("uses this project's minimum by default", () => {
    expect(refusal('1234567')?.status).toBe(422);
    expect(refusal('12345678')).toBeNull();
  });
});
