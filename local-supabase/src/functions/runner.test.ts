// The function runner starts a function again on another port when the free port it chose was
// taken before Deno listened on it (seen on a busy CI machine as a 500 BOOT_ERROR, AddrInUse).
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../context.ts';
import { freePort } from '../net-util.ts';
import { ROOT } from '../paths.ts';
import { startFunctions } from './runner.ts';

const fixtures = path.join(ROOT, 'tests/conformance/fixtures/functions');
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function takenPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  cleanups.push(() => new Promise((r) => srv.close(r)));
  return (srv.address() as net.AddressInfo).port;
}

describe('function runner', () => {
  it('starts the function on another port when the chosen one is taken meanwhile', async () => {
    const taken = await takenPort();
    const handedOut: number[] = [];
    const ctx = { url: 'http://127.0.0.1:1', quiet: true, db: { uri: 'postgres://unused' } } as unknown as Ctx;
    const functions = startFunctions(ctx, {
      anonKey: 'anon',
      serviceRoleKey: 'service',
      env: {},
      dir: fixtures,
      port: async () => {
        const port = handedOut.length === 0 ? taken : await freePort();
        handedOut.push(port);
        return port;
      },
    });
    cleanups.push(() => functions.stop());
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      void functions.handle(ctx, req, res, url.pathname, url);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise((r) => server.close(r)));
    const { port } = server.address() as net.AddressInfo;

    const res = await fetch(`http://127.0.0.1:${port}/open`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('open');
    expect(handedOut[0]).toBe(taken);
    expect(handedOut).toHaveLength(2);
  }, 60_000);
});
