import {
  test,
  expect,
  expectAaaContrast,
  expectNoAxeViolations,
  setLanguage,
  uniqueEmail,
  tabTo,
} from './support/test';

test('A keyboard-only user can skip to content, create an account, and move around by keyboard', async ({ page }) => {
  await page.goto('/');
  // The first render is a transition (issue 12), so it can finish after the load event:
  // wait for the page itself before the first Tab, as a person would.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Create Account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup$/);
  // Focus moves to the new page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeFocused();

  await tabTo(page, page.locator('#role'));
  await page.keyboard.press('Tab');
  await expect(page.locator('#ageConfirmed')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('#ageConfirmed')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueEmail('keyboard'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('keyboard-pass');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keyboard-pass');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();

  // The language toggle works from the keyboard and keeps focus where it was.
  const fr = page.getByRole('button', { name: /^FR/ });
  await fr.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(fr).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'Profil' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();
  await expectNoAxeViolations(page);

  await tabTo(page, page.getByRole('button', { name: 'Se déconnecter' }), { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('At 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const lang of ['en', 'fr'] as const) {
    test(`[${lang}] The header collapses into a Menu button and no page scrolls sideways`, async ({ page }) => {
      await page.goto('/');
      await setLanguage(page, lang);
      const menu = page.getByRole('button', { name: lang === 'en' ? 'Menu' : 'Menu du site' });
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const mobileNav = page.locator('#mobile-menu');
      await expect(mobileNav.getByRole('link', { name: lang === 'en' ? 'Sign Up' : 'Créer un compte' })).toBeVisible();
      for (const path of ['/', '/login', '/signup']) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
        await expectAaaContrast(page);
      }
      await page.goto('/signup');
      await page.getByRole('button', { name: lang === 'en' ? 'Menu' : 'Menu du site' }).click();
      await page
        .locator('#mobile-menu')
        .getByRole('link', { name: lang === 'en' ? 'Login' : 'Se connecter' })
        .click();
      await expect(page).toHaveURL(/\/login$/);
      // The menu closes after navigating.
      await expect(page.locator('#mobile-menu')).toHaveCount(0);
    });
  }
});
