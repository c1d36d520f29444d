// /auth/v1: the GoTrue subset the app uses, same wire format.
import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import type { Ctx } from '../context.ts';
import { hashPassword } from './passwords.ts';
import { bearer, HttpError, readJson, sendJson } from '../http-util.ts';
import { AuthError, authErrorBody, badJwt, checkEmail, checkPassword, invalidCredentials, noAuth } from './errors.ts';
import { createSession, loadUser, rotateRefresh, sessionJson } from './users.ts';
import { adminRoutes } from './admin.ts';
import { recover, verifyLink, verifyRecovery } from './recovery.ts';

export async function createUser(
  ctx: Ctx,
  input: { email: unknown; password: unknown; data?: unknown; appData?: unknown; confirmed: boolean },
) {
  const email = checkEmail(input.email);
  checkPassword(input.password);
  const hash = await hashPassword(ctx, input.password);
  const meta = input.data && typeof input.data === 'object' ? input.data : {};
  const app = { provider: 'email', providers: ['email'], ...((input.appData as object) ?? {}) };
  return ctx.db
    .tx(async (q) => {
      if (await loadUser(q, 'email', email)) throw new AuthError(422, 'user_already_exists', 'User already registered');
      const [u] = await q<{ id: string }>(
        `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, confirmation_sent_at)
       values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
         case when $3 then now() end, $4, $5, now()) returning id`,
        [email, hash, input.confirmed, JSON.stringify(app), JSON.stringify(meta)],
      );
      await q(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1, $2, $3, 'email', now())`,
        [u.id, u.id, JSON.stringify({ sub: u.id, email, email_verified: false, phone_verified: false })],
      );
      return (await loadUser(q, 'id', u.id))!;
    })
    .catch((err) => {
      if (err instanceof HttpError) throw err;
      throw new AuthError(500, 'unexpected_failure', 'Database error saving new user', {
        detail: String(err?.message ?? err),
      });
    });
}

/** The signed-in user from the bearer token, checking their session still exists. */
export async function currentUser(ctx: Ctx, req: IncomingMessage) {
  const token = bearer(req);
  if (!token) throw noAuth();
  const claims = await ctx.jwt.verify(token);
  if (!claims || !claims.sub) throw badJwt();
  if (claims.session_id) {
    const s = await ctx.db.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
    if (!s.length) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await loadUser(ctx.db.query, 'id', claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, claims };
}

async function token(ctx: Ctx, req: IncomingMessage, grant: string | null) {
  const body = await readJson(req);
  if (grant === 'password') {
    if (typeof body.email !== 'string' || typeof body.password !== 'string') throw invalidCredentials();
    const found = await loadUser(ctx.db.query, 'email', body.email.trim());
    if (!found?.row.encrypted_password) throw invalidCredentials();
    if (!(await bcrypt.compare(body.password, found.row.encrypted_password))) throw invalidCredentials();
    if (!found.row.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    if (found.row.banned_until && new Date(found.row.banned_until) > new Date())
      throw new AuthError(400, 'user_banned', 'User is banned');
    const { sessionId, refresh } = await ctx.db.tx((q) => createSession(q, found.row.id));
    const user = (await loadUser(ctx.db.query, 'id', found.row.id))!;
    return sessionJson(ctx, user.json, sessionId, refresh);
  }
  if (grant === 'refresh_token') {
    if (typeof body.refresh_token !== 'string' || !body.refresh_token)
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const next = await ctx.db.tx(async (q) => {
      const [old] = await q('select * from auth.refresh_tokens where token = $1 for update', [body.refresh_token]);
      if (!old || !old.session_id)
        throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (old.revoked) throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      return {
        refresh: await rotateRefresh(q, old),
        sessionId: old.session_id as string,
        userId: old.user_id as string,
      };
    });
    const user = await loadUser(ctx.db.query, 'id', next.userId);
    if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return sessionJson(ctx, user.json, next.sessionId, next.refresh);
  }
  throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
}

async function route(ctx: Ctx, req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
  const method = req.method ?? 'GET';
  if (path === '/health' || path === '/settings') {
    return sendJson(
      res,
      200,
      path === '/health'
        ? { version: 'local-supabase', name: 'GoTrue', description: 'local-supabase auth subset' }
        : {
            external: { email: true, phone: false },
            disable_signup: false,
            mailer_autoconfirm: true,
            phone_autoconfirm: false,
          },
    );
  }
  if (path === '/signup' && method === 'POST') {
    const body = await readJson(req);
    const user = await createUser(ctx, {
      email: body.email,
      password: body.password,
      data: body.data,
      confirmed: true,
    });
    const { sessionId, refresh } = await ctx.db.tx((q) => createSession(q, user.row.id));
    const fresh = (await loadUser(ctx.db.query, 'id', user.row.id))!;
    return sendJson(res, 200, await sessionJson(ctx, fresh.json, sessionId, refresh));
  }
  if (path === '/recover' && method === 'POST')
    return sendJson(res, 200, await recover(ctx, await readJson(req), url.searchParams.get('redirect_to')));
  if (path === '/verify' && method === 'GET') {
    res.writeHead(303, { Location: await verifyLink(ctx, url) });
    return res.end();
  }
  if (path === '/verify' && method === 'POST') {
    const body = await readJson(req);
    if (body.type !== 'recovery') throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
    return sendJson(res, 200, await verifyRecovery(ctx, { hash: body.token_hash, email: body.email, otp: body.token }));
  }
  if (path === '/token' && method === 'POST')
    return sendJson(res, 200, await token(ctx, req, url.searchParams.get('grant_type')));
  if (path === '/user' && method === 'GET') return sendJson(res, 200, (await currentUser(ctx, req)).user.json);
  if (path === '/user' && method === 'PUT') {
    const { user, claims } = await currentUser(ctx, req);
    const body = await readJson(req);
    if (body.password !== undefined) {
      checkPassword(body.password);
      const old = user.row.encrypted_password;
      if (old && (await bcrypt.compare(String(body.password), old)))
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      const hash = await hashPassword(ctx, body.password);
      await ctx.db.tx(async (q) => {
        await q('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.row.id, hash]);
        // As GoTrue: a new password signs out every other session (a recovered account is the user's again).
        await q('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
          user.row.id,
          claims.session_id ?? null,
        ]);
      });
    }
    if (body.data !== undefined) {
      if (!body.data || typeof body.data !== 'object')
        throw new AuthError(400, 'validation_failed', 'data must be an object');
      await ctx.db.query(
        `update auth.users set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}') || $2::jsonb), updated_at = now() where id = $1`,
        [user.row.id, JSON.stringify(body.data)],
      );
    }
    if (body.email !== undefined && String(body.email).toLowerCase() !== user.row.email) {
      const email = checkEmail(body.email);
      if (await loadUser(ctx.db.query, 'email', email))
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      await ctx.db.query('update auth.users set email = $2, updated_at = now() where id = $1', [user.row.id, email]);
    }
    return sendJson(res, 200, (await loadUser(ctx.db.query, 'id', user.row.id))!.json);
  }
  if (path === '/logout' && method === 'POST') {
    const token = bearer(req);
    const claims = await ctx.jwt.verify(token);
    if (!claims?.sub) throw badJwt();
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope === 'global') await ctx.db.query('delete from auth.sessions where user_id = $1', [claims.sub]);
    else if (scope === 'others')
      await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [claims.sub, claims.session_id]);
    else await ctx.db.query('delete from auth.sessions where id = $1', [claims.session_id]);
    res.writeHead(204);
    return res.end();
  }
  if (path.startsWith('/admin/')) return adminRoutes(ctx, req, res, path, url);
  throw new AuthError(404, 'not_found', 'Not Found');
}

export async function authHandler(ctx: Ctx, req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
  const apiVersion = req.headers['x-supabase-api-version'] as string | undefined;
  if (apiVersion) res.setHeader('X-Supabase-Api-Version', '2024-01-01');
  try {
    await route(ctx, req, res, path, url);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    sendJson(res, err.status, authErrorBody(err, apiVersion));
  }
}
