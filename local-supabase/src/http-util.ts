/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// Small HTTP helpers shared by the gateway, auth and storage.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(
    public status: number,
    public body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.msg ?? status));
  }
}

export async function readBody(req: IncomingMessage, limit = 50 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Keep reading past the limit (discarding) so the keep-alive connection stays in step.
  for await (const chunk of req) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit) {
    throw new HttpError(413, {
      code: 'request_too_large',
      statusCode: '413',
      error: 'Payload too large',
      message: 'Request body too large',
    });
  }
  return Buffer.concat(chunks);
}

export async function readJson(req: IncomingMessage, limit = 1024 * 1024): Promise<any> {
  const buf = await readBody(req, limit);
  if (buf.length === 0) return {};
  try {
    return JSON.parse(buf.toString('utf8'));
  } catch {
    throw new HttpError(400, { code: 'bad_json', message: 'Could not parse request body as JSON' });
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function bearer(req: IncomingMessage): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^bearer\s+(.+)$/i.exec(h);
  return m ? m[1].trim() : null;
}
