import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@domain': fileURLToPath(new URL('./supabase/functions/_shared/domain', import.meta.url)),
};

// Two projects: fast unit/component tests (jsdom), and backend tests that start
// a real local-supabase stack (one per test file at most).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'supabase/functions/_shared/**/*.test.ts',
            'local-supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['./src/test/setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/db/**/*.test.ts', 'tests/conformance/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Different maxWorkers than `unit` needs its own group: unit runs first, then backend.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
