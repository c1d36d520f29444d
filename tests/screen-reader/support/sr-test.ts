// The screen-reader journeys' `test`: each journey gets its own desktop session with Orca (orca-session.ts) and the
// full Chromium on that display, pointed at the shared e2e stack (global setup), in the project's language.
import { test as base, chromium, expect } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../../e2e/support/accounts';
import { LANGUAGE_CHOSEN_KEY, LANGUAGE_STORAGE_KEY } from '../../../src/lib/storage-keys';
import { startOrcaSession } from './orca-session';
import { ScreenReader } from './screen-reader';
import { checkTranscript } from './transcript-file';

type Fixtures = { lang: Lang; sr: ScreenReader };

export const CHROMIUM = process.env.SR_CHROMIUM_PATH || '/usr/bin/chromium';

export const test = base.extend<Fixtures>({
  lang: ['en', { option: true }],
  sr: async ({ lang }, use, testInfo) => {
    const baseURL = process.env.E2E_BASE_URL;
    if (!baseURL) throw new Error('E2E_BASE_URL is not set: run through `npm run test:sr` (global setup starts it).');
    const session = await startOrcaSession(lang);
    try {
      // No 'Save password?', 'Translate this page?' or download bubble (they speak over the page).
      const profile = join(session.work, 'profile');
      mkdirSync(join(profile, 'Default'), { recursive: true });
      writeFileSync(
        join(profile, 'Default/Preferences'),
        JSON.stringify({
          credentials_enable_service: false,
          profile: { password_manager_enabled: false },
          translate: { enabled: false },
          download_bubble: { partial_view_enabled: false },
        }),
      );
      const context = await chromium.launchPersistentContext(profile, {
        headless: false,
        executablePath: CHROMIUM,
        env: session.env,
        baseURL,
        viewport: null,
        locale: lang === 'fr' ? 'fr-CA' : 'en-CA',
        args: [
          '--no-sandbox',
          '--force-renderer-accessibility',
          // No 'unsupported command-line flag' bar (it is read out with the page).
          '--test-type',
          `--lang=${lang === 'fr' ? 'fr-CA' : 'en-CA'}`,
          '--window-size=1280,900',
          // An application window: no address bar to take the keys, the page has the focus as it opens.
          `--app=${baseURL}/sr-start`,
          '--window-position=0,0',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-features=Translate',
          '--no-first-run',
          '--disable-dev-shm-usage',
        ],
      });
      for (let i = 0; i < 50 && !context.pages().some((p) => p.url().includes('/sr-start')); i++)
        await new Promise((r) => setTimeout(r, 200));
      for (const p of context.pages()) if (!p.url().includes('/sr-start')) await p.close();
      const page = context.pages()[0]!;
      // The language as a person would have chosen it with the EN/FR buttons on this device.
      await page.evaluate(
        ([keys, l]) => {
          localStorage.setItem(keys[0], l);
          localStorage.setItem(keys[1], '1');
        },
        [[LANGUAGE_STORAGE_KEY, LANGUAGE_CHOSEN_KEY], lang] as const,
      );
      const sr = new ScreenReader(session, page);
      try {
        await use(sr);
      } finally {
        await sr.settle(0);
        if (process.env.SR_PRINT) console.log(sr.lines.join('\n'));
        checkTranscript(testInfo, lang, sr.lines, sr.values, sr.patterns, sr.volatile);
        // A headful browser may not close cleanly under Orca: give it a moment, then the session stops it anyway.
        await Promise.race([context.close().catch(() => undefined), new Promise((r) => setTimeout(r, 10_000))]);
      }
    } finally {
      await session.stop();
    }
  },
});

export { expect };
