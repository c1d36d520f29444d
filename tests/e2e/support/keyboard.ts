import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves focus to `target` with the real Tab key (Shift+Tab with `back`), as a keyboard user does: it stops as soon
 * as the target holds focus (no key pressed when it already does) and fails naming where focus ended after `max`
 * presses. The target is found once, not again after each key (a role-and-name lookup over the whole page each
 * time was most of what the old copies cost), and each press is followed by one look at the focus; only when the
 * page has replaced the target's element is it found again.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  const find = async () => {
    await expect(target).toBeVisible();
    const found = await target.elementHandle();
    if (!found) throw new Error(`tabTo: ${target} is not in the page`);
    return found;
  };
  let element = await find();
  // The page may draw the target anew while focus walks (a save re-renders the form): then look it up again.
  const focused = async (): Promise<boolean> => {
    const held = await element.evaluate((el) => (el.isConnected ? el === document.activeElement : null));
    if (held !== null) return held;
    await element.dispose();
    element = await find();
    return element.evaluate((el) => el === document.activeElement);
  };
  try {
    for (let i = 0; i < max; i += 1) {
      if (await focused()) return;
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    if (await focused()) return;
    const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
    throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${target} in ${max} presses; focus is on ${at}`);
  } finally {
    await element.dispose();
  }
}

/**
 * Selects `target` in a WAI-ARIA tab list with ArrowRight, as a keyboard user does: first the list is
 * drawn and `from` (the selected tab) holds focus, then one key at a time, each press waited for
 * (focus and selection move together to the next tab) before the next. Pressing arrows into a page
 * still rendering, unchecked, is what made the locations-map story fail under load (issue 34 point 6):
 * a press that lands nowhere now fails at that press, with the focused element named, not 5 presses later.
 */
export async function selectTabWithArrows(page: Page, from: Locator, target: Locator, max = 6) {
  await expect(from).toHaveAttribute('aria-selected', 'true');
  await from.focus();
  await expect(from).toBeFocused();
  const focusedTab = page.locator('[role="tab"]:focus');
  for (let i = 0; i < max && (await target.getAttribute('aria-selected')) !== 'true'; i += 1) {
    const before = await focusedTab.getAttribute('id');
    await page.keyboard.press('ArrowRight');
    await expect(focusedTab).not.toHaveAttribute('id', before ?? '');
    await expect(focusedTab).toHaveAttribute('aria-selected', 'true');
  }
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await expect(target).toBeFocused();
}
