import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe run on the page itself (axe.run over the page and its same-origin frames) instead of the default
 * runPartial in every frame then finishRun in a new blank page, which took about twice as long (4.6 s against
 * 2.3 s a run on the CI machine, and the suite runs axe some 400 times). The two check the same rules on the same
 * nodes; only a cross-origin frame's inside needs the default, so a page with one keeps it.
 */
function axeOn(page: Page): AxeBuilder {
  const origin = new URL(page.url()).origin;
  const crossOrigin = page
    .frames()
    .some((f) => f !== page.mainFrame() && f.url().startsWith('http') && new URL(f.url()).origin !== origin);
  return new AxeBuilder({ page }).setLegacyMode(!crossOrigin);
}

/** Runs axe (WCAG 2.2 AA tags) on the page as it is now and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  let builder = axeOn(page).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const sel of options.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(
    summary,
    `axe violations on ${page.url()} (lang=${await page.evaluate(() => document.documentElement.lang)})`,
  ).toEqual([]);
}

/** AAA text contrast (7:1, ARCHITECTURE section 6), which the WCAG AA tags above do not check. */
export async function expectAaaContrast(page: Page) {
  const results = await axeOn(page).withRules(['color-contrast-enhanced']).analyze();
  const nodes = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
  );
  expect(nodes, `text below 7:1 contrast on ${page.url()}`).toEqual([]);
}
