// Which Chromium the browser tests use: CHROMIUM_PATH, then Debian's headless shell (package chromium-headless-shell:
// the browser without its window system, about a third less processor time a story than the full browser, issue 34),
// then Debian's full Chromium, then Playwright's own (undefined).
import { existsSync } from 'node:fs';

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const p of ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'])
    if (existsSync(p)) return p;
  return undefined;
}
