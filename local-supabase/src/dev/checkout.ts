// /_dev/checkout/*: the test-mode card checkout. Placeholder owned by the payments
// engineer, who replaces this handler; keep the signature.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Query } from '../db/types.ts';

export interface DevCtx {
  sql: Query;
  url: string;
}

export async function checkoutHandler(_req: IncomingMessage, res: ServerResponse, _ctx: DevCtx): Promise<void> {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Test checkout is not available yet.');
}
