import { test, expect } from './support/test';

test('A visitor sees the landing page with its three links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Canadian Blind Hockey' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
});
