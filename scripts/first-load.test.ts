import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadKeys, firstLoads, type Manifest } from './first-load';
import { PUBLIC_ROUTES } from './public-routes';

// A build folder as `vite build --manifest` leaves it: the entry imports react; the login page imports a form
// library; the admin page is lazy (a dynamic import of the entry), so it is in no public route's first load.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['admin.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'login.tsx': { file: 'assets/login.js', imports: ['_form.js', '_react.js'], css: ['assets/login.css'] },
  '_form.js': { file: 'assets/form.js' },
  'admin.tsx': { file: 'assets/admin.js', imports: ['_react.js'] },
};
// Random bytes do not compress: gzip size is about the raw size, so the sizes below are known.
const noise = (kb: number) => Buffer.from(Array.from({ length: kb * 1024 }, () => Math.floor(Math.random() * 256)));
const dir = mkdtempSync(join(tmpdir(), 'first-load-test-'));
mkdirSync(join(dir, '.vite'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
const files: Record<string, Buffer> = {
  'index.js': noise(40),
  'react.js': noise(50),
  'login.js': noise(5),
  'form.js': noise(15),
  'admin.js': noise(100),
  'login.css': noise(30),
};
for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), bytes);
const gzKB = (...names: string[]) => names.reduce((a, n) => a + gzipSync(files[n], { level: 6 }).length, 0) / 1024;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('first load of a route (entry closure + lazy page closure, JS only)', () => {
  it('is the entry, its imports, the page and its imports: not other lazy pages, not CSS', () => {
    expect([...firstLoadKeys(manifest, 'login.tsx')].sort()).toEqual([
      '_form.js',
      '_react.js',
      'index.html',
      'login.tsx',
    ]);
  });

  it('sums the gzip size of those JS files and flags a route over its budget', () => {
    const size = Math.round(gzKB('index.js', 'react.js', 'login.js', 'form.js') * 10) / 10;
    const [under, over] = firstLoads(dir, {
      '/login': { page: 'login.tsx', budgetKB: Math.ceil(size) },
      '/login (smaller budget)': { page: 'login.tsx', budgetKB: Math.floor(size) - 1 },
    });
    expect(under).toMatchObject({ route: '/login', files: 4, gzipKB: size, over: false });
    expect(over).toMatchObject({ gzipKB: size, over: true });
  });

  it('fails for a page that is not in the build instead of counting it as nothing', () => {
    expect(() => firstLoads(dir, { '/gone': { page: 'gone.tsx', budgetKB: 150 } })).toThrow(/gone\.tsx is not a chunk/);
  });
});

describe('public route budgets', () => {
  it('cover exactly the routes a signed-out visitor opens (src/app/router.tsx, outside RequireAuth)', () => {
    const router = readFileSync(join(import.meta.dirname, '../src/app/router.tsx'), 'utf8');
    const pages = new Map(
      [...router.matchAll(/const (\w+) = lazy\(\s*\(\) => import\('@\/([^']+)'\)/g)].map((m) => [
        m[1],
        `src/${m[2]}.tsx`,
      ]),
    );
    const publicPart = router.slice(router.indexOf('<AppLayout />'), router.indexOf('<RequireAuth />'));
    const routes = [...publicPart.matchAll(/\{ path: '([^']+)', element: <(\w+) \/> \}/g)].map(([, path, name]) => [
      path,
      pages.get(name),
    ]);
    expect(routes.length).toBeGreaterThan(5);
    expect(Object.entries(PUBLIC_ROUTES).map(([path, { page }]) => [path, page])).toEqual(routes);
  });

  it('are 150 KB for every public route and 140 KB for /login', () => {
    expect(PUBLIC_ROUTES['/login'].budgetKB).toBe(140);
    for (const { budgetKB } of Object.values(PUBLIC_ROUTES)) expect(budgetKB).toBeLessThanOrEqual(150);
  });
});
