// Issue 21 point 4: after a sign-in on a device where nobody chose a language,
// the interface follows the account's preferred language; a choice made on the
// device with the toggle wins, and is saved to the account.
import { newAccount, PASSWORD } from './my-registrations.data';
import { expect, loginThroughForm, serviceClient, setLanguage, test } from './support/test';

const preferred = async (id: string) =>
  (await serviceClient().from('user_profiles').select('preferred_language').eq('id', id).single()).data
    ?.preferred_language;

test('A French-speaking player signing in on a new device gets French without touching the toggle', async ({
  page,
}) => {
  const player = await newAccount('participant', 'Élodie', 'fr');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await loginThroughForm(page, player.email, PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  expect(await preferred(player.id)).toBe('fr');
});

test('English chosen with the toggle before signing in wins over the account, and is saved to it', async ({ page }) => {
  const player = await newAccount('participant', 'Élodie', 'fr');
  await page.goto('/login');
  await setLanguage(page, 'en');
  await loginThroughForm(page, player.email, PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => preferred(player.id)).toBe('en');
});
