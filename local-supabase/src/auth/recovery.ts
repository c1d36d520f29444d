/* eslint-disable @typescript-eslint/no-explicit-any -- rows from SQL are untyped here (the contract is sql<T = any>) */
// Password recovery as GoTrue does it: POST /recover sends a one-time link
// through the local SMTP server; GET /verify (the link) redirects with a session
// in the URL fragment (implicit flow); POST /verify answers one (verifyOtp).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Ctx } from '../context.ts';
import type { Query } from '../db/types.ts';
import { ROOT } from '../paths.ts';
import { authConfig, type AuthConfig } from './config.ts';
import { AuthError, checkEmail } from './errors.ts';
import { renderHtml, renderText } from './template.ts';
import { createSession, loadUser, sessionJson } from './users.ts';

/** GoTrue's token hash: sha256 of e-mail + OTP, hex. It is what the link carries and what is stored. */
export const tokenHash = (email: string, otp: string) =>
  crypto
    .createHash('sha256')
    .update(email + otp)
    .digest('hex');

export const otpExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
const overRate = (message: string) => new AuthError(429, 'over_email_send_rate_limit', message);

/** GoTrue's limiter on auth e-mails: at most `perHour` in any hour, all addresses together. */
export function emailLimiter(perHour: number, now: () => number = Date.now) {
  const sent: number[] = [];
  return {
    take(): boolean {
      const t = now();
      while (sent.length && sent[0] <= t - 3_600_000) sent.shift();
      if (sent.length >= perHour) return false;
      sent.push(t);
      return true;
    },
  };
}
const limiters = new WeakMap<Ctx, ReturnType<typeof emailLimiter>>();

/** redirect_to if [auth] allows it (site_url, additional_redirect_urls, or loopback as the CLI does), else site_url. */
export function allowedRedirect(cfg: AuthConfig, redirectTo: unknown): string {
  if (typeof redirectTo !== 'string' || !redirectTo) return cfg.siteUrl;
  let u: URL;
  try {
    u = new URL(redirectTo);
  } catch {
    return cfg.siteUrl;
  }
  if (!/^https?:$/.test(u.protocol)) return cfg.siteUrl;
  const allowed = [cfg.siteUrl, ...cfg.redirectUrls].some((a) => redirectTo === a || redirectTo.startsWith(a + '/'));
  return allowed || ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname) ? redirectTo : cfg.siteUrl;
}

/** The [auth.email.template.<kind>] e-mail in the user's language, or GoTrue's plain default. */
export function renderAuthEmail(cfg: AuthConfig, kind: string, data: Record<string, unknown>) {
  const tpl = cfg.templates[kind];
  const subject = renderText(tpl?.subject ?? 'Reset Your Password', data);
  const body = tpl?.contentPath
    ? fs.readFileSync(path.resolve(ROOT, tpl.contentPath), 'utf8')
    : '<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>';
  return { subject, html: renderHtml(body, data) };
}

export async function recover(ctx: Ctx, body: any, redirectParam: string | null, cfg = authConfig()) {
  const email = checkEmail(body.email);
  const found = await loadUser(ctx.db.query, 'email', email);
  if (!found) return {}; // the same answer: no account enumeration
  const row = found.row as any;
  if (row.recovery_sent_at && Date.now() - new Date(row.recovery_sent_at).getTime() < cfg.maxFrequency * 1000)
    throw overRate(`For security purposes, you can only request this after ${cfg.maxFrequency} seconds.`);
  let limiter = limiters.get(ctx);
  if (!limiter) limiters.set(ctx, (limiter = emailLimiter(cfg.emailSentPerHour)));
  if (!limiter.take()) throw overRate('email rate limit exceeded');
  const otp = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(found.row.email, otp);
  const redirectTo = allowedRedirect(cfg, body.redirect_to ?? redirectParam);
  const confirmationUrl = `${ctx.url}/auth/v1/verify?token=${hash}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
  await ctx.db.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
    found.row.id,
    hash,
  ]);
  const meta = found.row.raw_user_meta_data ?? {};
  const data = {
    ConfirmationURL: confirmationUrl,
    Token: otp,
    TokenHash: hash,
    SiteURL: cfg.siteUrl,
    Email: found.row.email,
    RedirectTo: redirectTo,
    Data: meta,
  };
  const { subject, html } = renderAuthEmail(cfg, 'recovery', data);
  await sendAuthEmail(ctx, cfg, found.row.email, subject, html, meta.preferred_language === 'fr' ? 'fr' : 'en');
  return {};
}

async function sendAuthEmail(ctx: Ctx, cfg: AuthConfig, to: string, subject: string, html: string, lang: string) {
  if (!ctx.mail?.port) throw new AuthError(500, 'unexpected_failure', 'Error sending recovery email');
  const transport = nodemailer.createTransport({
    host: ctx.mail.host,
    port: ctx.mail.port,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({
      from: cfg.senderName ? { name: cfg.senderName, address: cfg.adminEmail } : cfg.adminEmail,
      to,
      subject,
      html,
      headers: { 'Content-Language': lang },
    });
  } catch (err) {
    throw new AuthError(500, 'unexpected_failure', 'Error sending recovery email', {
      detail: String((err as Error)?.message ?? err),
    });
  } finally {
    transport.close();
  }
}

/** GoTrue's answer to a wrong, used or expired 6-digit code (POST /verify with email + token). */
export const invalidOtp = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * Wrong codes a recovery code survives: the 5th wrong one drops it, and the
 * user must ask for a new e-mail (issue 33 point 7f). A 6-digit code has a
 * million values; without this, nothing but the hourly e-mail limit stopped a
 * caller from trying them all within the code's hour.
 */
export const MAX_OTP_FAILURES = 5;
/** Per stack: user id -> the recovery token the wrong codes were tried against, and how many. */
const otpFailures = new WeakMap<Ctx, Map<string, { token: string; failures: number }>>();

/** Uses the user's recovery token (locked by the caller): cleared, the e-mail confirmed; a session unless expired. */
async function useToken(q: Query, u: { id: string; recovery_sent_at: Date | string | null }, cfg: AuthConfig) {
  await q(
    `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
    [u.id],
  );
  if (!u.recovery_sent_at || Date.now() - new Date(u.recovery_sent_at).getTime() > cfg.otpExpiry * 1000) return null;
  return { userId: u.id, ...(await createSession(q, u.id)) };
}

/** By the link's token hash: the hash is 256 bits, so a wrong one is simply not found. */
async function verifyByHash(ctx: Ctx, hash: string, cfg: AuthConfig) {
  if (!/^[0-9a-f]{56,64}$/.test(hash)) throw otpExpired();
  const result = await ctx.db.tx(async (q) => {
    const [u] = await q(
      `select id, recovery_sent_at from auth.users where recovery_token = $1 and deleted_at is null for update`,
      [hash],
    );
    return u ? useToken(q, u, cfg) : null;
  });
  if (!result) throw otpExpired();
  return result;
}

/** By e-mail + the 6-digit code: a wrong code counts against the user's token, which the 5th drops. */
async function verifyByCode(ctx: Ctx, email: string, otp: string, cfg: AuthConfig) {
  let failures = otpFailures.get(ctx);
  if (!failures) otpFailures.set(ctx, (failures = new Map()));
  const counts = failures;
  const result = await ctx.db.tx(async (q) => {
    const [u] = await q(
      `select id, recovery_token, recovery_sent_at from auth.users
       where email = $1 and deleted_at is null for update`,
      [email],
    );
    if (!u?.recovery_token) return null;
    if (u.recovery_token === tokenHash(email, otp)) {
      counts.delete(u.id);
      return useToken(q, u, cfg);
    }
    const seen = counts.get(u.id);
    const n = seen && seen.token === u.recovery_token ? seen.failures + 1 : 1;
    counts.set(u.id, { token: u.recovery_token, failures: n });
    if (n >= MAX_OTP_FAILURES) {
      await q(`update auth.users set recovery_token = '' where id = $1`, [u.id]);
      counts.delete(u.id);
    }
    return null;
  });
  if (!result) throw invalidOtp();
  return result;
}

/**
 * Uses a recovery token once: by its hash (the link, verifyOtp's token_hash) or
 * by e-mail + the 6-digit code. Confirms the e-mail as GoTrue does. Answers a session.
 */
export async function verifyRecovery(
  ctx: Ctx,
  by: { hash?: unknown; email?: unknown; otp?: unknown },
  cfg = authConfig(),
) {
  const result =
    typeof by.hash === 'string' && by.hash
      ? await verifyByHash(ctx, by.hash, cfg)
      : typeof by.email === 'string' && typeof by.otp === 'string'
        ? await verifyByCode(ctx, by.email.trim().toLowerCase(), by.otp, cfg)
        : null;
  if (!result) throw otpExpired();
  const user = (await loadUser(ctx.db.query, 'id', result.userId))!;
  return sessionJson(ctx, user.json, result.sessionId, result.refresh);
}

/** GET /verify?token&type=recovery&redirect_to: GoTrue's 303 to redirect_to, the session or the error in the fragment. */
export async function verifyLink(ctx: Ctx, url: URL, cfg = authConfig()): Promise<string> {
  const redirect = allowedRedirect(cfg, url.searchParams.get('redirect_to'));
  const base = redirect.replace(/#.*$/, '');
  if (url.searchParams.get('type') !== 'recovery')
    return `${base}#${new URLSearchParams({ error: 'invalid_request', error_code: 'validation_failed', error_description: 'Unsupported verification type' })}`;
  try {
    const s = await verifyRecovery(ctx, { hash: url.searchParams.get('token') }, cfg);
    const frag = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type: 'recovery',
    });
    return `${base}#${frag}`;
  } catch (err) {
    if (!(err instanceof AuthError)) throw err;
    const { code, message } = err.body as { code: string; message: string };
    return `${base}#${new URLSearchParams({ error: 'access_denied', error_code: code, error_description: message })}`;
  }
}
