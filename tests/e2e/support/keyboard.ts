import { expect, type Locator, type Page } from '@playwright/test';

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
