// Serves a PGlite instance over the Postgres wire protocol (for PostgREST).
// Unlike @electric-sql/pglite-socket's queue, a connection takes the shared Lock
// from its first message until Postgres answers ReadyForQuery 'I', so nothing
// (another connection, auth, storage, stack.sql) runs inside its transaction or
// between its Parse and Sync.
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { Lock } from './lock.ts';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);

/** Finds ReadyForQuery messages in the backend's output stream and reports their status byte. */
export function readyScanner(onReady: (status: string) => void) {
  const header = Buffer.alloc(5);
  let headerLen = 0;
  let remaining = 0;
  let isZ = false;
  return (chunk: Uint8Array) => {
    let i = 0;
    while (i < chunk.length) {
      if (remaining > 0) {
        if (isZ) onReady(String.fromCharCode(chunk[i]));
        isZ = false;
        const n = Math.min(remaining, chunk.length - i);
        remaining -= n;
        i += n;
        continue;
      }
      header[headerLen++] = chunk[i++];
      if (headerLen === 5) {
        headerLen = 0;
        remaining = header.readInt32BE(1) - 4;
        isZ = header[0] === 0x5a && remaining === 1;
      }
    }
  };
}

export async function startSocketServer(db: PGlite, lock: Lock): Promise<{ port: number; stop(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const pending = new Set<Promise<void>>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let started = false;
    let release: (() => void) | null = null;
    let closed = false;
    let chain = Promise.resolve();
    const scan = readyScanner((status) => {
      if (status === 'I' && release) {
        release();
        release = null;
      }
    });

    const run = async (message: Uint8Array) => {
      if (closed) return;
      if (!release) release = await lock.acquire();
      if (closed) return cleanup();
      await db.runExclusive(() =>
        db.execProtocolRawStream(message, {
          onRawData: (data) => {
            scan(data);
            if (!closed && socket.writable) socket.write(Buffer.from(data));
          },
        }),
      );
    };

    const cleanup = async () => {
      if (!release) return;
      try {
        await db.runExclusive(() => db.execProtocolRawStream(SYNC, { onRawData: () => {} }));
        if (db.isInTransaction())
          await db.runExclusive(() => db.execProtocolRawStream(simpleQuery('ROLLBACK'), { onRawData: () => {} }));
      } finally {
        release?.();
        release = null;
      }
    };

    const onData = (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const len = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (len === 8 && (code === SSL_REQUEST || code === GSS_REQUEST)) {
            buffer = buffer.subarray(8);
            socket.write('N');
            continue;
          }
          if (buffer.length < len) return;
          const msg = buffer.subarray(0, len);
          buffer = buffer.subarray(len);
          if (code === CANCEL_REQUEST) continue;
          started = true;
          chain = chain.then(() => run(new Uint8Array(msg)));
          continue;
        }
        if (buffer.length < 5) return;
        const len = buffer.readInt32BE(1) + 1;
        if (buffer.length < len) return;
        const msg = buffer.subarray(0, len);
        buffer = buffer.subarray(len);
        if (msg[0] === 0x58) {
          // Terminate: never pass it to the single shared backend.
          socket.end();
          return;
        }
        chain = chain
          .then(() => run(new Uint8Array(msg)))
          .catch((err) => {
            socket.destroy(err);
          });
      }
    };

    socket.on('data', onData);
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      sockets.delete(socket);
      chain = chain.then(cleanup, cleanup);
      const p = chain.catch(() => {});
      pending.add(p);
      void p.then(() => pending.delete(p));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...pending]);
    },
  };
}

function simpleQuery(sql: string): Uint8Array {
  const body = Buffer.from(sql + '\0', 'utf8');
  const msg = Buffer.alloc(5 + body.length);
  msg[0] = 0x51;
  msg.writeInt32BE(4 + body.length, 1);
  body.copy(msg, 5);
  return new Uint8Array(msg);
}
