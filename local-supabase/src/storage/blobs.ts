// Object bytes: on disk next to the PGlite folder (persisted mode) or in memory.
import fs from 'node:fs';
import path from 'node:path';

export interface BlobStore {
  put(bucket: string, name: string, data: Buffer): void;
  get(bucket: string, name: string): Buffer | null;
  remove(bucket: string, name: string): void;
}

export function makeBlobStore(dataDir?: string): BlobStore {
  if (!dataDir) {
    const map = new Map<string, Buffer>();
    const key = (b: string, n: string) => `${b}\0${n}`;
    return {
      put: (b, n, d) => void map.set(key(b, n), d),
      get: (b, n) => map.get(key(b, n)) ?? null,
      remove: (b, n) => void map.delete(key(b, n)),
    };
  }
  const root = path.join(path.dirname(path.resolve(dataDir)), 'storage');
  const file = (b: string, n: string) => {
    const f = path.resolve(root, encodeURIComponent(b), ...n.split('/').map(encodeURIComponent));
    if (!f.startsWith(root + path.sep)) throw new Error('bad object path');
    return f;
  };
  return {
    put(b, n, d) {
      const f = file(b, n);
      fs.mkdirSync(path.dirname(f), { recursive: true });
      fs.writeFileSync(f, d);
    },
    get(b, n) {
      const f = file(b, n);
      return fs.existsSync(f) ? fs.readFileSync(f) : null;
    },
    remove: (b, n) => fs.rmSync(file(b, n), { force: true }),
  };
}
