import { test as base, expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

type Fixtures = {
  /** After each passing test, run axe on the page it ended on (opt out with test.use({ axeAtEnd: false })). */
  axeAtEnd: boolean;
  _axeAtEnd: void;
};

/** Use this `test` in every e2e spec: it points the browser at the shared local-supabase stack. */
export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error(
        'E2E_BASE_URL is not set: run through `npm test` or `npx playwright test` (global setup starts the stack).',
      );
    await use(url);
  },
  axeAtEnd: [true, { option: true }],
  _axeAtEnd: [
    async ({ page, axeAtEnd }, use, testInfo) => {
      await use();
      if (axeAtEnd && testInfo.status === testInfo.expectedStatus && page.url().startsWith('http')) {
        await expectNoAxeViolations(page);
      }
    },
    { auto: true },
  ],
});

export { expect };
export { expectAaaContrast, expectNoAxeViolations } from './axe';
export * from './accounts';
export { serviceClient } from './service';
export { controlClock, passAfterRetries } from './retries';
export { selectTabWithArrows, tabTo } from './keyboard';
