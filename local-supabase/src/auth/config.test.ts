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
    expect(readAuthConfig(dir).minimumPasswordLength).toBe(10);
  });

  it("falls back to GoTrue's default without a file or the key", () => {
    expect(readAuthConfig(dirWith())).toEqual(GOTRUE_DEFAULTS);
    expect(readAuthConfig(dirWith('[auth]\nenabled = true\n'))).toEqual(GOTRUE_DEFAULTS);
  });

  it('reads recovery settings: otp_expiry, max_frequency, email_sent, templates, sender', () => {
    const cfg = readAuthConfig(
      dirWith(
        '[auth]\nsite_url = "http://x.test"\nadditional_redirect_urls = ["http://a.test", "http://b.test"]\n' +
          '[auth.email]\notp_expiry = 600\nmax_frequency = "1m30s"\n[auth.rate_limit]\nemail_sent = 4\n' +
          '[auth.email.smtp]\nadmin_email = "no-reply@x.test"\nsender_name = "X"\n' +
          '[auth.email.template.recovery]\nsubject = "{{ if eq .Data.a \\"b\\" }}B{{ end }}" # c\ncontent_path = "./t.html"\n',
      ),
    );
    expect(cfg).toEqual({
      minimumPasswordLength: 6,
      siteUrl: 'http://x.test',
      redirectUrls: ['http://a.test', 'http://b.test'],
      otpExpiry: 600,
      maxFrequency: 90,
      emailSentPerHour: 4,
      templates: { recovery: { subject: '{{ if eq .Data.a "b" }}B{{ end }}', contentPath: './t.html' } },
      adminEmail: 'no-reply@x.test',
      senderName: 'X',
    });
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
