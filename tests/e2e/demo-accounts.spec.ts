import { test, expect, loginAs, loginAsThroughForm, setLanguage, type DemoAccount } from './support/test';

const cases: { account: DemoAccount; links: string[]; hidden: string[] }[] = [
  { account: 'admin', links: ['Dashboard', 'Participants', 'Programs', 'Profile', 'Admin'], hidden: ['Coordinator'] },
  { account: 'parent', links: ['Dashboard', 'Participants', 'Programs', 'Profile'], hidden: ['Admin', 'Coordinator'] },
  { account: 'player', links: ['Dashboard', 'Programs', 'Profile'], hidden: ['Participants', 'Admin', 'Coordinator'] },
  { account: 'coach', links: ['Dashboard', 'Participants', 'Programs', 'Profile'], hidden: ['Admin', 'Coordinator'] },
  {
    account: 'volunteer',
    links: ['Dashboard', 'Programs', 'Profile'],
    hidden: ['Participants', 'Admin', 'Coordinator'],
  },
  {
    account: 'coordinator',
    links: ['Dashboard', 'Participants', 'Programs', 'Profile', 'Coordinator'],
    hidden: ['Admin'],
  },
];

for (const { account, links, hidden } of cases) {
  test(`The demo ${account} signs in and sees the header links of their role`, async ({ page }) => {
    await page.goto('/login');
    // English chosen on this device (the demo player's own language is French).
    await setLanguage(page, 'en');
    await loginAsThroughForm(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of links) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of hidden) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
}

test('The demo admin can open every admin page', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const path of [
    '/admin',
    '/admin/events',
    '/admin/equipment',
    '/admin/programs',
    '/admin/programs/new',
    '/admin/registrations',
    '/admin/program-coordinators',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), `a heading on ${path}`).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Access Restricted' }),
      `no restriction on ${path}`,
    ).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});
