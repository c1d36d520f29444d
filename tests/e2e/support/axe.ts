import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe (WCAG 2.2 AA tags) on the page as it is now and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
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
  const results = await new AxeBuilder({ page }).withRules(['color-contrast-enhanced']).analyze();
  const nodes = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
  );
  expect(nodes, `text below 7:1 contrast on ${page.url()}`).toEqual([]);
}
