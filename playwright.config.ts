import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with scripts/test.mjs
import { findChromium } from './scripts/find-chromium.mjs';

const executablePath: string | undefined = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  outputDir: 'test-results',
  use: {
    // The real base URL comes from global setup (E2E_BASE_URL); see tests/e2e/support/test.ts.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-CA',
    actionTimeout: 10_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
        },
      },
    },
  ],
});
