// The [auth] settings of supabase/config.toml that GoTrue enforces and this
// emulation enforces too, so a test fails here before production does.
import fs from 'node:fs';
import path from 'node:path';
import { SUPABASE_DIR } from '../paths.ts';

export interface EmailTemplate {
  /** A Go template (text), as GoTrue renders it. */
  subject?: string;
  /** The file of the HTML body, relative to the project root (as the Supabase CLI reads it). */
  contentPath?: string;
}

export interface AuthConfig {
  /** [auth] minimum_password_length; GoTrue's default is 6. */
  minimumPasswordLength: number;
  /** [auth] site_url: where links go without an allowed redirect_to. */
  siteUrl: string;
  /** [auth] additional_redirect_urls. */
  redirectUrls: string[];
  /** [auth.email] otp_expiry, seconds (GoTrue's default: 3600). */
  otpExpiry: number;
  /** [auth.email] max_frequency, seconds between two e-mails to one address (GoTrue: 60s; the CLI's template: 1s). */
  maxFrequency: number;
  /** [auth.rate_limit] email_sent: auth e-mails per hour, all users together (the CLI's default: 2). */
  emailSentPerHour: number;
  /** [auth.email.template.<kind>] subject and content_path. */
  templates: Record<string, EmailTemplate>;
  /** [auth.email.smtp] admin_email and sender_name, the From of auth e-mails. */
  adminEmail: string;
  senderName: string;
}

export const GOTRUE_DEFAULTS: AuthConfig = {
  minimumPasswordLength: 6,
  siteUrl: 'http://127.0.0.1:3000',
  redirectUrls: [],
  otpExpiry: 3600,
  maxFrequency: 60,
  emailSentPerHour: 2,
  templates: {},
  adminEmail: 'admin@email.com',
  senderName: '',
};

/** A TOML scalar or array of strings, as config.toml writes them. */
function value(raw: string): string | number | boolean | string[] {
  const v = raw.trim();
  if (v.startsWith('[')) return [...v.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
  if (v.startsWith('"')) return JSON.parse(v.replace(/("(?:[^"\\]|\\.)*").*$/, '$1')) as string;
  if (v === 'true' || v === 'false') return v === 'true';
  return Number(v.replace(/#.*$/, '').trim());
}

/** Go durations as config.toml writes them ("1s", "1m0s", "60"), in seconds. */
export function seconds(v: string | number): number {
  if (typeof v === 'number') return v;
  let total = 0;
  for (const m of v.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)) total += Number(m[1]) * { h: 3600, m: 60, s: 1 }[m[2] as 'h'];
  return /^\d+$/.test(v) ? Number(v) : total;
}

/** Reads the [auth] sections of `<supabaseDir>/config.toml` (defaults when absent). */
export function readAuthConfig(supabaseDir: string): AuthConfig {
  const file = path.join(supabaseDir, 'config.toml');
  const out: AuthConfig = { ...GOTRUE_DEFAULTS, templates: {} };
  if (!fs.existsSync(file)) return out;
  let section = '';
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const s = /^\[(.+)\]$/.exec(line.replace(/#.*$/, '').trim());
    if (s) {
      section = s[1].trim();
      continue;
    }
    const kv = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line);
    if (!kv) continue;
    const [, key, rawValue] = kv;
    const v = value(rawValue);
    const tpl = /^auth\.email\.template\.([a-z_]+)$/.exec(section);
    if (section === 'auth') {
      if (key === 'minimum_password_length') out.minimumPasswordLength = Number(v);
      if (key === 'site_url') out.siteUrl = String(v);
      if (key === 'additional_redirect_urls' && Array.isArray(v)) out.redirectUrls = v;
    } else if (section === 'auth.email') {
      if (key === 'otp_expiry') out.otpExpiry = Number(v);
      if (key === 'max_frequency') out.maxFrequency = seconds(v as string);
    } else if (section === 'auth.rate_limit' && key === 'email_sent') out.emailSentPerHour = Number(v);
    else if (section === 'auth.email.smtp') {
      if (key === 'admin_email') out.adminEmail = String(v);
      if (key === 'sender_name') out.senderName = String(v);
    } else if (tpl) {
      const t = (out.templates[tpl[1]] ??= {});
      if (key === 'subject') t.subject = String(v);
      if (key === 'content_path') t.contentPath = String(v);
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
