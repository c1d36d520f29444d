import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Scope = { include?: string; exclude?: string[] };

/**
 * One axe run on the page as it is now. A page without frames (every page of the app but the card step) gets
 * axe-core itself, put in the document once and run with axe.run, asking for the violations only: the same rules on
 * the same nodes as @axe-core/playwright, in 0.2 to 0.5 s instead of 0.8 to 2.4 s (the builder puts axe in again
 * and builds every pass and inapplicable result for each run; issue 34). A page with frames keeps the builder,
 * which checks inside them.
 */
async function runAxe(page: Page, options: RunOptions, scope: Scope = {}): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(options);
    if (scope.include) builder = builder.include(scope.include);
    for (const sel of scope.exclude ?? []) builder = builder.exclude(sel);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ options, scope }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = {
        include: scope.include ? [scope.include] : [document],
        exclude: (scope.exclude ?? []).map((s) => [s]),
      } as import('axe-core').ElementContext;
      return (await axe.run(context, { ...options, resultTypes: ['violations'] })).violations;
    },
    { options, scope },
  );
}

/**
 * What axe would see: the address, the viewport and the whole document (its markup and the values typed in its
 * fields). The same state gives the same axe result, so a state already found clean in this worker is not checked
 * again ("axe once per distinct page state", issue 34 point 4): a story's last explicit check and the check at its
 * end, or two steps that changed nothing, cost one run.
 */
async function pageState(page: Page, scope: Scope, what: string): Promise<string> {
  const viewport = page.viewportSize();
  const digest = await page.evaluate(() => {
    const fields = [...document.querySelectorAll('input, textarea, select')]
      .map((el) => {
        const f = el as HTMLInputElement;
        return `${f.value}|${f.checked}`;
      })
      .join('\u0001');
    const text = `${document.documentElement.outerHTML}\u0002${fields}\u0002${document.activeElement?.id ?? ''}`;
    // FNV-1a over the text, two lanes: collisions between two states of one run are not a concern at 64 bits.
    let a = 0x811c9dc5;
    let b = 0x01000193;
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
    }
    return `${text.length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
  });
  return `${what}|${page.url()}|${viewport?.width}x${viewport?.height}|${JSON.stringify(scope)}|${digest}`;
}

const cleanStates = new Set<string>();

/**
 * Lets the page's running transitions and animations end (a popup fading out, a panel sliding in), as a person's
 * eyes do, so axe never measures a colour half-way through a fade; endless ones (a spinner) are not waited for.
 */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function onceClean(page: Page, what: string, scope: Scope, check: () => Promise<void>) {
  await settled(page);
  const state = await pageState(page, scope, what);
  if (cleanStates.has(state)) return;
  await check();
  cleanStates.add(state);
}

/** Runs axe (WCAG 2.2 AA tags) on the page as it is now and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, scope: Scope = {}) {
  await onceClean(page, 'aa', scope, async () => {
    const violations = await runAxe(page, { runOnly: { type: 'tag', values: AXE_TAGS } }, scope);
    const summary = violations.map(
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
  });
}

/** AAA text contrast (7:1, ARCHITECTURE section 6), which the WCAG AA tags above do not check. */
export async function expectAaaContrast(page: Page) {
  await onceClean(page, 'aaa-contrast', {}, async () => {
    const violations = await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast-enhanced'] } });
    const nodes = violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
    );
    expect(nodes, `text below 7:1 contrast on ${page.url()}`).toEqual([]);
  });
}
