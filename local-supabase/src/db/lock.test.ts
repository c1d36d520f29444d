import { describe, expect, it } from 'vitest';
import { Lock } from './lock.ts';
import { readyScanner } from './socket-server.ts';

describe('Lock', () => {
  it('runs holders one at a time, in arrival order', async () => {
    const lock = new Lock();
    const log: string[] = [];
    const job = (name: string, ms: number) =>
      lock.run(async () => {
        log.push(`${name} in`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`${name} out`);
      });
    await Promise.all([job('a', 20), job('b', 1), job('c', 1)]);
    expect(log).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
    expect(lock.held).toBe(false);
  });

  it('releases when the holder throws', async () => {
    const lock = new Lock();
    await expect(lock.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await lock.run(async () => 'next')).toBe('next');
  });
});

describe('readyScanner', () => {
  // Backend messages: type byte + int32 length (including itself) + body.
  const msg = (type: string, body: number[]) => {
    const b = Buffer.alloc(5 + body.length);
    b.write(type, 0);
    b.writeInt32BE(4 + body.length, 1);
    Buffer.from(body).copy(b, 5);
    return b;
  };

  it('finds ReadyForQuery statuses across arbitrary chunk boundaries', () => {
    const stream = Buffer.concat([
      msg('C', [...Buffer.from('SELECT 1\0')]),
      msg('Z', ['T'.charCodeAt(0)]),
      msg('D', [0, 1, 0, 0, 0, 1, 0x5a]), // a data row containing the byte 'Z'
      msg('Z', ['I'.charCodeAt(0)]),
    ]);
    for (const size of [1, 2, 3, 5, 7, stream.length]) {
      const seen: string[] = [];
      const scan = readyScanner((s) => seen.push(s));
      for (let i = 0; i < stream.length; i += size) scan(stream.subarray(i, i + size));
      expect(seen).toEqual(['T', 'I']);
    }
  });
});
