import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths.ts';
import { authConfig } from './config.ts';
import { allowedRedirect, emailLimiter, renderAuthEmail } from './recovery.ts';
import { renderHtml, renderText } from './template.ts';

describe('the Go-template subset', () => {
  it('prints fields and metadata, HTML-escaped in bodies only', () => {
    const data = { Email: 'a&b@x.test', Data: { first_name: '<Nora>' } };
    expect(renderHtml('{{ .Email }} {{.Data.first_name}} {{ .Data.missing }}!', data)).toBe(
      'a&amp;b@x.test &lt;Nora&gt; !',
    );
    expect(renderText('{{ .Data.first_name }}', data)).toBe('<Nora>');
  });

  it('branches with if / else if / else / end, eq, ne and truthiness', () => {
    const tpl = '{{ if eq .Data.l "fr" }}FR{{ else if ne .Data.l "" }}other{{ else }}EN{{ end }}';
    expect(renderText(tpl, { Data: { l: 'fr' } })).toBe('FR');
    expect(renderText(tpl, { Data: { l: 'es' } })).toBe('other');
    expect(renderText(tpl, { Data: {} })).toBe('EN');
    expect(renderText('{{ if .Token }}[{{ .Token }}]{{ end }}', { Token: '123456' })).toBe('[123456]');
    expect(renderText('{{ if .Data }}x{{ end }}', { Data: {} })).toBe('');
    expect(renderText('a {{- if .X }} b {{ end -}} c', { X: true })).toBe('a b c');
  });

  it('refuses what it does not know rather than rendering it differently', () => {
    expect(() => renderText('{{ range .X }}{{ end }}', {})).toThrow(/unsupported/);
    expect(() => renderText('{{ if .X }}', {})).toThrow(/without \{\{ end/);
    expect(() => renderText('{{ end }}', {})).toThrow();
    expect(() => renderText('{{ .X | html }}', {})).toThrow(/unsupported/);
  });
});

describe("this project's auth e-mail templates", () => {
  const cfg = authConfig();
  const data = (lang?: string) => ({
    ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery&redirect_to=x',
    Token: '123456',
    TokenHash: 'abc',
    SiteURL: cfg.siteUrl,
    Email: 'nora@example.com',
    NewEmail: 'nora@new.example.com',
    RedirectTo: 'x',
    Data: lang ? { preferred_language: lang } : {},
  });

  it.each(['recovery', 'confirmation', 'email_change'])('%s: one accessible page per language', (kind) => {
    for (const [lang, want] of [
      ['fr', 'fr'],
      ['en', 'en'],
      [undefined, 'en'],
    ] as const) {
      const { subject, html } = renderAuthEmail(cfg, kind, data(lang));
      expect(html).toContain(`<html lang="${want}">`);
      expect(html.match(/<html /g)).toHaveLength(1);
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(html).toContain('<title>');
      expect(html).toContain(
        'href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=recovery&amp;redirect_to=x"',
      );
      expect(html).toContain('nora@example.com');
      expect(subject).toMatch(want === 'fr' ? /Hockey canadien pour aveugles$/ : /Canadian Blind Hockey$/);
    }
  });

  it('the templates are where config.toml says', () => {
    for (const kind of ['recovery', 'confirmation', 'email_change'])
      expect(fs.existsSync(path.resolve(ROOT, cfg.templates[kind].contentPath!))).toBe(true);
  });
});

describe('recovery helpers', () => {
  it('limits auth e-mails per hour, all addresses together', () => {
    let now = 0;
    const l = emailLimiter(2, () => now);
    expect([l.take(), l.take(), l.take()]).toEqual([true, true, false]);
    now = 3_600_001;
    expect(l.take()).toBe(true);
  });

  it('keeps redirect_to when [auth] allows it, else site_url', () => {
    const cfg = { ...authConfig(), siteUrl: 'https://app.test', redirectUrls: ['https://other.test'] };
    expect(allowedRedirect(cfg, 'https://app.test/reset-password')).toBe('https://app.test/reset-password');
    expect(allowedRedirect(cfg, 'https://other.test/x')).toBe('https://other.test/x');
    expect(allowedRedirect(cfg, 'http://127.0.0.1:4173/reset-password')).toBe('http://127.0.0.1:4173/reset-password');
    expect(allowedRedirect(cfg, 'https://app.test.evil.test/')).toBe('https://app.test');
    expect(allowedRedirect(cfg, 'javascript:alert(1)')).toBe('https://app.test');
    expect(allowedRedirect(cfg, undefined)).toBe('https://app.test');
  });
});
