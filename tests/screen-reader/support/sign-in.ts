// Signing in before a journey starts (the sign-in journey itself is done by keys): through the form, by Playwright,
// before the transcript begins; the journey then opens its first page with a full load, as typing its address does.
import { expect } from '@playwright/test';
import type { ScreenReader } from './screen-reader';

export async function signedIn(sr: ScreenReader, email: string, password: string) {
  const { page } = sr;
  await page.goto('/login');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/login/);
}
