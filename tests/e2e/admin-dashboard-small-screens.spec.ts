import { test, expect as baseExpect, expectNoAxeViolations, loginAs, type Lang } from './support/test';
import { texts } from './admin-dashboard.data';

const expect = baseExpect.configure({ timeout: 20_000 });

/** The page itself never scrolls sideways (tables scroll inside their own region). */
async function expectNoPageOverflow(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = texts(lang, 'adminDashboard');
  for (const width of [320, 1280]) {
    test(`[${lang}] At ${width} px an admin reads every tab, events and equipment without the page scrolling sideways`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, 'admin', { lang: lang });
      const shot = (name: string) =>
        page.screenshot({ path: info.outputPath(`${lang}-${width}-${name}.png`), fullPage: true });
      await page.goto('/admin');
      await expect(page.locator('[data-stat="equipmentItems"]')).toBeVisible();
      await expectNoPageOverflow(page);
      await shot('overview');
      await page.getByRole('tab', { name: new RegExp(`^${s.tabs.users}`) }).click();
      await expect(page.getByRole('table', { name: s.users.caption })).toBeVisible();
      await expectNoPageOverflow(page);
      await shot('users');
      await page.getByRole('tab', { name: new RegExp(`^${s.tabs.locations}`) }).click();
      await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
      await expectNoPageOverflow(page);
      await shot('locations');
      for (const path of ['/admin/events', '/admin/equipment']) {
        await page.goto(path);
        await expect(page.getByRole('table')).toBeVisible();
        await expectNoPageOverflow(page);
        await expectNoAxeViolations(page);
        await shot(path.split('/').pop()!);
      }
    });
  }
}
