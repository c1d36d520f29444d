// A read that fails is tried again before a screen says so: postgrest-js retries a GET 3 times (1, 2 and 4 s
// back-off), then react-query once more (1 s), so about 15 s of waiting per failed screen. The load-failure
// stories move the page's clock on through those back-offs instead of waiting them out: the same requests are
// made, fail and are tried again, in a second or two of real time.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

const installed = new WeakSet<Page>();

/** Puts the page's timers on a clock the test can move on (it runs at normal speed otherwise). Call before goto. */
export async function controlClock(page: Page) {
  if (installed.has(page)) return;
  installed.add(page);
  await page.clock.install();
}

/**
 * Passes once `assertion` (with short timeouts of its own) passes, moving the page's clock on by `step` ms after
 * each miss, so the client's retry back-offs pass at once. Needs controlClock(page) before the page loaded.
 */
export async function passAfterRetries(page: Page, assertion: () => Promise<void>, timeout = 30_000, step = 2_000) {
  await expect(async () => {
    try {
      await assertion();
    } catch (error) {
      await page.clock.fastForward(step);
      throw error;
    }
  }).toPass({ intervals: [100], timeout });
}
