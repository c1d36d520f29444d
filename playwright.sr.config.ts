import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';

// The screen-reader journeys (tests/screen-reader): Orca and the full Chromium on a virtual display each, against the
// same local-supabase stack the browser suite uses. `npm run test:sr`.
process.env.CBH_PW_RUN ??= `${Date.now().toString(36)}-${process.pid}`;

export default defineConfig({
  testDir: 'tests/screen-reader',
  testMatch: '**/*.sr.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.SR_WORKERS || 3),
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: process.env.PW_OUTPUT_DIR || `${tmpdir()}/cbh-sr/${process.env.CBH_PW_RUN}`,
  projects: [
    { name: 'en', use: { lang: 'en' } as never },
    { name: 'fr', use: { lang: 'fr' } as never },
  ],
});
