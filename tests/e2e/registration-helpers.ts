// Page helpers of the registration stories (read the page by role and label, in EN or FR).
import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from './support/accounts';
import { s, strings } from './registration.data';

export function texts(lang: Lang) {
  const reg = strings('registration', lang);
  const dash = strings('dashboard', lang);
  const common = strings('common', lang);
  return {
    reg,
    dash,
    common,
    r: (p: string, v = {}) => s(reg, p, v),
    d: (p: string, v = {}) => s(dash, p, v),
    c: (p: string, v = {}) => s(common, p, v),
  };
}

/**
 * Scrolls a scroll-gated agreement's text to its end (as a mouse user does) and waits for its checkbox to be enabled.
 * The text is read from the database: scrolled before it has loaded, the short 'loading' line does not scroll and the
 * box stays disabled (organisation-setup failed so on CI), so the end marker is waited for first.
 */
export async function readAgreement(page: Page, box: Locator, { byKeyboard = false } = {}) {
  const region = page.locator(`#${await box.getAttribute('id')}-text`);
  await expect(region.locator('p').last()).not.toBeEmpty();
  if (byKeyboard) {
    await region.focus();
    await page.keyboard.press('End');
  }
  await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(box).not.toHaveAttribute('aria-disabled', 'true');
}

/** Reads a scroll-gated agreement to its end and ticks it. */
export async function readAndAccept(page: Page, checkboxLabel: string) {
  const box = page.getByRole('checkbox', { name: checkboxLabel });
  await readAgreement(page, box);
  await box.check();
  await expect(box).toBeChecked();
}

/** The yearly concussion confirmation section of the register screen (issue 24 point 5). */
export const concussionSection = (page: Page) => page.locator('section[aria-labelledby="concussion-title"]');

/**
 * Ticks the yearly concussion confirmation of everyone the screen asks (issue 24 point 5), by keyboard:
 * `reach` moves the focus to a box (default: focus it). Nothing to tick when every confirmation is valid.
 */
export async function confirmConcussionIfAsked(page: Page, reach?: (box: Locator) => Promise<void>) {
  const section = concussionSection(page);
  // Shown once the confirmations are read (a line when valid, the ticks when missing or expired).
  await expect(section).toBeVisible({ timeout: 20_000 });
  for (const box of await section.getByRole('checkbox').all()) {
    if (reach) await reach(box);
    else await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
}

/** Accepts the two agreements and confirms concussion safety when asked. */
export async function acceptAll(page: Page, lang: Lang) {
  const { r } = texts(lang);
  await readAndAccept(page, r('agreements.waiverCheckbox'));
  await readAndAccept(page, r('agreements.mediaCheckbox'));
  await confirmConcussionIfAsked(page);
}

/** Opens the register screen of a program and waits for its title. */
export async function openRegister(page: Page, lang: Lang, program: { id: string; name: string }) {
  const { r } = texts(lang);
  await page.goto(`/programs/${program.id}/register`);
  await expect(page.getByRole('heading', { level: 1, name: r('title.register', { name: program.name }) })).toBeVisible({
    timeout: 20_000,
  });
}
