import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@domain': fileURLToPath(new URL('./supabase/functions/_shared/domain', import.meta.url)),
};

const UNIT_DIRS = ['src', 'supabase/functions/_shared', 'local-supabase', 'scripts', 'tests/screen-reader'];
const UNIT_INCLUDE = UNIT_DIRS.map((d) => `${d}/**/*.test.${d === 'src' ? '{ts,tsx}' : 'ts'}`);

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name.startsWith('.')) return [];
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(e.name) ? [relative(root, join(root, path))] : [];
  });
}

const BACKEND_DIRS = ['tests/db', 'tests/conformance'];
const BACKEND_INCLUDE = BACKEND_DIRS.map((d) => `${d}/**/*.test.ts`);

/**
 * Files that replace a module (vi.mock) run in a fresh module registry each; every other file shares its worker's
 * modules (isolate: false). That took the unit pass from 269 s to 29 s here (React, Testing Library, jsdom and the
 * locale files were loaded again for each of 145 files) and the backend pass from 394 s to 244 s (PGlite, the stack
 * and supabase-js for each of 66 files). Two files mocking one module differently must not share it, hence the
 * split, read from the files themselves so a new test lands on the right side by itself.
 */
const mocks = (dirs: string[]) =>
  dirs.flatMap(testFiles).filter((f) => /\bvi\.mock\(/.test(readFileSync(join(root, f), 'utf8')));
const mocking = mocks(UNIT_DIRS);
const backendMocking = mocks(BACKEND_DIRS);

const unit = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/test/setup.ts'],
  sequence: { groupOrder: 0 },
};

const backend = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 120_000,
  maxWorkers: 2,
  // Different maxWorkers than `unit` needs its own group: unit runs first, then backend.
  sequence: { groupOrder: 1 },
};

// Projects: unit and component tests (jsdom), and backend tests that start a real local-supabase stack (one per
// test file at most).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { ...unit, name: 'unit', include: UNIT_INCLUDE, exclude: mocking, isolate: false } },
      { resolve: { alias }, test: { ...unit, name: 'unit-mocks', include: mocking.length ? mocking : ['-'] } },
      {
        resolve: { alias },
        test: { ...backend, name: 'backend', include: BACKEND_INCLUDE, exclude: backendMocking, isolate: false },
      },
      {
        resolve: { alias },
        test: { ...backend, name: 'backend-mocks', include: backendMocking.length ? backendMocking : ['-'] },
      },
    ],
  },
});
