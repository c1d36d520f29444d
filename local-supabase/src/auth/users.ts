/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// auth.users rows <-> GoTrue's JSON shapes, sessions and tokens.
import crypto from 'node:crypto';
import type { Query } from '../db/types.ts';
import type { Ctx } from '../context.ts';

export const ACCESS_TTL = 3600;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: any;
  raw_user_meta_data: any;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : undefined);

export function userJson(u: UserRow, identities: any[] = []) {
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    confirmed_at: iso(u.email_confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email,
    })),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous ?? false,
  };
}

export async function loadUser(q: Query, where: 'id' | 'email', value: string) {
  const col = where === 'id' ? 'id = $1::uuid' : 'lower(email) = lower($1)';
  const [u] = await q<UserRow>(`select * from auth.users where ${col} and deleted_at is null limit 1`, [value]);
  if (!u) return null;
  const identities = await q('select * from auth.identities where user_id = $1', [u.id]);
  return { row: u, json: userJson(u, identities) };
}

function newRefreshToken(): string {
  return crypto.randomBytes(9).toString('base64url'); // 12 chars, as GoTrue's
}

export async function accessToken(ctx: Ctx, user: ReturnType<typeof userJson>, sessionId: string) {
  const now = Math.floor(Date.now() / 1000);
  const token = await ctx.jwt.sign({
    iss: `${ctx.url}/auth/v1`,
    sub: user.id,
    aud: user.aud,
    exp: now + ACCESS_TTL,
    iat: now,
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role,
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token, expiresAt: now + ACCESS_TTL };
}

export async function sessionJson(
  ctx: Ctx,
  user: ReturnType<typeof userJson>,
  sessionId: string,
  refreshToken: string,
) {
  const { token, expiresAt } = await accessToken(ctx, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TTL,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}

/** A new session with its first refresh token (inside the caller's transaction). */
export async function createSession(q: Query, userId: string) {
  const sessionId = crypto.randomUUID();
  const refresh = newRefreshToken();
  await q('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, userId]);
  await q('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    refresh,
    userId,
    sessionId,
  ]);
  await q('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  return { sessionId, refresh };
}

/** Rotates a refresh token: the old one is revoked and becomes the new one's parent. */
export async function rotateRefresh(q: Query, old: { token: string; user_id: string; session_id: string }) {
  const refresh = newRefreshToken();
  await q('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [old.token]);
  await q('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    refresh,
    old.user_id,
    old.session_id,
    old.token,
  ]);
  await q('update auth.sessions set updated_at = now() where id = $1', [old.session_id]);
  return refresh;
}
