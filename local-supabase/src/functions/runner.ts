import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../context.ts';
import { sendJson } from '../http-util.ts';

export function startFunctions(_ctx: Ctx, _o: { anonKey: string; serviceRoleKey: string; env: Record<string, string> }) {
  return {
    handle: async (_c: Ctx, _req: IncomingMessage, res: ServerResponse) => sendJson(res, 501, { error: 'not yet' }),
    stop: async () => {},
  };
}
