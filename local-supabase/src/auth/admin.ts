// /auth/v1/admin/*: service-role only, as GoTrue's admin API.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../context.ts';
import { hashPassword } from './passwords.ts';
import { bearer, readJson, sendJson } from '../http-util.ts';
import { AuthError, checkPassword } from './errors.ts';
import { loadUser, userJson } from './users.ts';
import { createUser } from './routes.ts';

export async function adminRoutes(ctx: Ctx, req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
  const claims = await ctx.jwt.verify(bearer(req));
  if (claims?.role !== 'service_role' && claims?.role !== 'supabase_admin')
    throw new AuthError(403, 'not_admin', 'User not allowed');
  const method = req.method ?? 'GET';
  const idMatch = /^\/admin\/users\/([0-9a-f-]{36})$/i.exec(path);
  if (path === '/admin/users' && method === 'POST') {
    const b = await readJson(req);
    const u = await createUser(ctx, {
      email: b.email,
      password: b.password,
      data: b.user_metadata ?? b.data,
      appData: b.app_metadata,
      confirmed: Boolean(b.email_confirm),
    });
    return sendJson(res, 200, u.json);
  }
  if (path === '/admin/users' && method === 'GET') {
    const num = (k: string, d: number) => Number(url.searchParams.get(k)) || d;
    const page = Math.max(1, num('page', 1));
    const perPage = Math.min(1000, Math.max(1, num('per_page', 50)));
    const rows = await ctx.db.query('select * from auth.users order by created_at limit $1 offset $2', [
      perPage,
      (page - 1) * perPage,
    ]);
    const [{ count }] = await ctx.db.query('select count(*)::int as count from auth.users');
    return sendJson(
      res,
      200,
      { users: rows.map((r) => userJson(r)), aud: 'authenticated' },
      { 'x-total-count': String(count) },
    );
  }
  if (idMatch) {
    const id = idMatch[1];
    const found = await loadUser(ctx.db.query, 'id', id);
    if (!found) throw new AuthError(404, 'user_not_found', 'User not found');
    if (method === 'GET') return sendJson(res, 200, found.json);
    if (method === 'DELETE') {
      await ctx.db.query('delete from auth.users where id = $1', [id]);
      return sendJson(res, 200, found.json);
    }
    if (method === 'PUT') {
      const b = await readJson(req);
      if (b.password !== undefined) {
        checkPassword(b.password);
        const hash = await hashPassword(ctx, b.password);
        await ctx.db.query('update auth.users set encrypted_password = $2 where id = $1', [id, hash]);
      }
      if (b.user_metadata)
        await ctx.db.query(
          `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2::jsonb where id = $1`,
          [id, JSON.stringify(b.user_metadata)],
        );
      if (b.app_metadata)
        await ctx.db.query(
          `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || $2::jsonb where id = $1`,
          [id, JSON.stringify(b.app_metadata)],
        );
      if (b.email_confirm === true)
        await ctx.db.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
          [id],
        );
      if (b.ban_duration === 'none')
        await ctx.db.query('update auth.users set banned_until = null where id = $1', [id]);
      return sendJson(res, 200, (await loadUser(ctx.db.query, 'id', id))!.json);
    }
  }
  throw new AuthError(404, 'not_found', 'Not Found');
}
