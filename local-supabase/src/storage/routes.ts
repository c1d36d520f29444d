import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../context.ts';
import { sendJson } from '../http-util.ts';
import type { BlobStore } from './blobs.ts';

export async function storageHandler(_ctx: Ctx, _blobs: BlobStore, _req: IncomingMessage, res: ServerResponse, _path: string, _url: URL) {
  sendJson(res, 400, { statusCode: '501', error: 'not_implemented', message: 'Storage is coming' });
}
