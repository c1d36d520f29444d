// Who is calling storage, and running statements AS them so storage.objects RLS decides.
import type { IncomingMessage } from 'node:http';
import type { Ctx } from '../context.ts';
import type { Query } from '../db/types.ts';
import type { Claims } from '../jwt.ts';
import { bearer } from '../http-util.ts';
import { badJwt, mapPgError } from './errors.ts';

export interface Caller {
  role: string;
  claims: Claims;
}

export async function caller(ctx: Ctx, req: IncomingMessage, url: URL): Promise<Caller> {
  const token = bearer(req) ?? (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey');
  const claims = await ctx.jwt.verify(token);
  if (!claims) throw badJwt();
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!['anon', 'authenticated', 'service_role'].includes(role)) throw badJwt('invalid role');
  return { role, claims };
}

/** fn's statements run in one transaction with the caller's role and JWT claims. */
export function asCaller<T>(ctx: Ctx, who: Caller, fn: (q: Query) => Promise<T>): Promise<T> {
  return ctx.db
    .tx(async (q) => {
      await q(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
        set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
        [who.role, JSON.stringify(who.claims), String(who.claims.sub ?? '')],
      );
      return fn(q);
    })
    .catch(mapPgError);
}
