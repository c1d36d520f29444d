// Issue 21 point 5: when the dashboard's requests fail (the network drops them
// here), the page says so in a live region with Try again instead of showing
// "Loading..." for ever, and Try again recovers once the network is back.
import { readFileSync } from 'node:fs';
import {
  controlClock,
  expect,
  expectNoAxeViolations,
  loginAs,
  passAfterRetries,
  setLanguage,
  test,
  type Lang,
} from './support/test';

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`[${lang}] A dashboard whose requests fail says so and recovers with Try again`, async ({ page }) => {
    const d = JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/dashboard.json`, import.meta.url), 'utf8'));
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginAs(page, 'parent');
    // From now on the dashboard's reads fail, as on a dropped connection.
    let offline = true;
    await page.route(/\/rest\/v1\/(rpc\/get_dashboard_counts|registrations)/, (route) =>
      offline ? route.abort('connectionreset') : route.continue(),
    );
    // Each read is tried again before it is given up (the client's and react-query's retries): the test moves
    // the page's clock through those back-offs instead of waiting them out (support/retries.ts).
    await controlClock(page);
    await page.goto('/dashboard');
    const alert = page.getByRole('alert').filter({ hasText: d.loadFailed.title });
    await passAfterRetries(page, async () => {
      await expect(alert).toBeVisible({ timeout: 250 });
      await expect(page.locator('section[aria-labelledby="activity-title"]')).toContainText(d.loadFailed.section, {
        timeout: 250,
      });
      await expect(page.getByText(d.loading)).toHaveCount(0, { timeout: 250 });
    });
    await expectNoAxeViolations(page);

    offline = false;
    const retry = alert.getByRole('button', { name: d.loadFailed.retry });
    await retry.focus();
    await retry.press('Enter');
    await expect(alert).toBeHidden({ timeout: 20_000 });
    await expect(page.locator('section[aria-labelledby="activity-title"]')).not.toContainText(d.loadFailed.section);
  });
}
