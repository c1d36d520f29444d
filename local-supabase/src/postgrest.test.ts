// @vitest-environment node
// PostgREST's supervisor (issue 23 point 9): killed from outside, PostgREST comes back by itself on the same port
// and answers again; stop() ends it for good (no restart after it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './db/open.ts';
import type { Db } from './db/types.ts';
import { DEMO_JWT_SECRET } from './stack.ts';
import { restartDelayMs, startPostgrest, type Postgrest } from './postgrest.ts';
import { freePort, sleep } from './net-util.ts';
import net from 'node:net';

describe('restartDelayMs', () => {
  it('backs off from 100 ms, doubling, up to 5 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(restartDelayMs)).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000]);
  });
});

describe('PostgREST supervisor', () => {
  let db: Db;
  let rest: Postgrest;
  beforeAll(async () => {
    db = await openDb({ memory: true, dataDir: '', seed: false });
    rest = await startPostgrest({ dbUri: db.uri, jwtSecret: DEMO_JWT_SECRET, pool: db.restPool, quiet: true });
  }, 120_000);
  afterAll(async () => {
    await rest?.stop();
    await db?.close();
  });

  const answers = async () => {
    try {
      return (await fetch(`http://127.0.0.1:${rest.port}/`)).status;
    } catch {
      return 0;
    }
  };
  const until = async (ok: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!(await ok())) {
      if (Date.now() > deadline) return false;
      await sleep(50);
    }
    return true;
  };

  it('restarts PostgREST killed from outside, twice, on the same port', { timeout: 60_000 }, async () => {
    expect(await answers()).toBe(200);
    for (const round of [1, 2]) {
      const before = rest.pid!;
      expect(before).toBeGreaterThan(0);
      process.kill(before, 'SIGKILL');
      expect(await until(async () => rest.pid !== undefined && rest.pid !== before, 20_000)).toBe(true);
      expect(await until(async () => (await answers()) === 200, 30_000)).toBe(true);
      expect(rest.restarts).toBe(round);
    }
  });

  it('does not restart after stop()', { timeout: 30_000 }, async () => {
    await rest.stop();
    await sleep(500);
    expect(rest.pid).toBeUndefined();
    expect(await answers()).toBe(0);
    expect(rest.restarts).toBe(2);
  });
});

// Seen in CI: the free port chosen was taken by another test's server before PostgREST bound it, and the stack failed
// to start ("Network.Socket.bind: resource busy (Address in use)"). It starts again on other ports instead.
describe('PostgREST on a port taken meanwhile', () => {
  let db: Db;
  let taken: net.Server;
  const handedOut: number[] = [];
  beforeAll(async () => {
    db = await openDb({ memory: true, dataDir: '', seed: false });
    taken = net.createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
  }, 120_000);
  afterAll(async () => {
    await new Promise((r) => taken.close(r));
    await db?.close();
  });

  it('starts on other ports and answers there', { timeout: 60_000 }, async () => {
    const takenPort = (taken.address() as net.AddressInfo).port;
    const port = async () => {
      const p = handedOut.length === 0 ? takenPort : await freePort();
      handedOut.push(p);
      return p;
    };
    const rest = await startPostgrest({
      dbUri: db.uri,
      jwtSecret: DEMO_JWT_SECRET,
      pool: db.restPool,
      quiet: true,
      port,
    });
    try {
      expect(handedOut[0]).toBe(takenPort);
      expect(handedOut).toHaveLength(4);
      expect(rest.port).toBe(handedOut[2]);
      expect((await fetch(`http://127.0.0.1:${rest.port}/`)).status).toBe(200);
    } finally {
      await rest.stop();
    }
  });
});
