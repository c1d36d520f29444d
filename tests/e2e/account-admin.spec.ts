// Issue 21 points 1-2 in the browser, English and French, keyboard only: an
// administrator upgrades a player to parent/guardian (who then has the
// Participants menu), deactivates an account (which then sees only the
// deactivated page and cannot write), and as the last active admin cannot
// demote themselves. The role dialog says what the new role means first.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { fill, texts } from './admin-dashboard.data';
import { newAccount, PASSWORD } from './my-registrations.data';
import {
  expect,
  expectNoAxeViolations,
  loginAs,
  loginWith,
  serviceClient,
  setLanguage,
  test,
  type Lang,
} from './support/test';

const press = async (target: Locator) => {
  await target.focus();
  await target.press('Enter');
};

/** The admin's users tab, searched down to one account's row. */
async function userRow(page: Page, lang: Lang, email: string) {
  const s = texts(lang, 'adminDashboard');
  await page.goto('/admin');
  await press(page.getByRole('tab', { name: new RegExp(`^${s.tabs.users}`) }));
  await page.getByRole('searchbox', { name: s.users.searchLabel }).fill(email);
  const row = page.getByRole('table', { name: s.users.caption }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  return row;
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = texts(lang, 'adminDashboard');
  const c = texts(lang, 'common');
  const a = s.users.account;

  test(`[${lang}] An admin upgrades a player to parent/guardian, who then has the Participants menu`, async ({
    page,
    browser,
  }) => {
    const player = await newAccount('participant', 'Robin', lang);
    const name = 'Robin Tester';
    await loginAs(page, 'admin', { lang: lang });
    const row = await userRow(page, lang, player.email);

    await press(row.getByRole('button', { name: fill(a.changeRoleOf, { name }) }));
    const dialog = page.getByRole('dialog', { name: fill(a.roleTitle, { name }) });
    await expect(dialog).toContainText(fill(a.roleCurrent, { role: c.roles.participant }));
    const select = dialog.getByRole('combobox', { name: new RegExp(a.roleLabel) });
    await select.focus();
    await select.selectOption('parent_guardian');
    await expect(dialog).toContainText(
      fill(a.roleConsequence, { name, role: c.roles.parent_guardian, consequence: a.roleMeans.parent_guardian }),
    );
    await expectNoAxeViolations(page);
    await press(dialog.getByRole('button', { name: a.roleConfirm }));
    await expect(dialog).toBeHidden();
    await expect(page.getByText(fill(a.roleChanged, { name, role: c.roles.parent_guardian }))).toBeVisible();
    await expect(row).toContainText(c.roles.parent_guardian);

    // The history, newest first, says who changed what.
    await press(row.getByRole('button', { name: fill(a.historyOf, { name }) }));
    const line = row.getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(fill(a.historyRole, { from: c.roles.participant, to: c.roles.parent_guardian }));
    await expectNoAxeViolations(page);

    const context = await browser.newContext();
    const other = await context.newPage();
    await loginWith(other, player.email, PASSWORD);
    await setLanguage(other, lang);
    await expect(
      other.getByRole('navigation').getByRole('link', { name: c.navigation.participants, exact: true }),
    ).toBeVisible();
    await context.close();
  });

  test(`[${lang}] The users tab keeps its search field, and the focus in it, while the rows' texts load`, async ({
    page,
  }) => {
    // The rows' account actions read the myData texts. Held back until the rows have come, they used to suspend the
    // whole panel when they arrived: the field went, with its focus and whatever was typed meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/myData-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await loginAs(page, 'admin', { lang, to: '/admin' });
    const rowsCame = page.waitForResponse((r) => r.url().includes('/rpc/admin_users_page'));
    await press(page.getByRole('tab', { name: new RegExp(`^${s.tabs.users}`) }));
    const field = page.getByRole('searchbox', { name: s.users.searchLabel });
    await field.focus();
    await rowsCame;
    // The texts come half a second after the rows: a slow connection.
    setTimeout(release, 500);
    await expect(page.getByRole('table', { name: s.users.caption }).locator('tbody tr').first()).toBeVisible();
    await expect(field).toBeFocused();
    await page.keyboard.type('admin@example.org');
    await expect(field).toHaveValue('admin@example.org');
    await expect(page.getByRole('table', { name: s.users.caption }).locator('tbody tr')).toHaveCount(1);
  });

  test(`[${lang}] An admin deactivates an account, which then sees the deactivated page and cannot register`, async ({
    page,
    browser,
  }) => {
    const parent = await newAccount('parent_guardian', 'Dana', lang);
    const name = 'Dana Tester';
    await loginAs(page, 'admin', { lang: lang });
    const row = await userRow(page, lang, parent.email);
    await press(row.getByRole('button', { name: fill(a.deactivateOf, { name }) }));
    const dialog = page.getByRole('dialog', { name: fill(a.deactivateTitle, { name }) });
    await expect(dialog).toContainText(fill(a.deactivateBody, { name }));
    await expectNoAxeViolations(page);
    await press(dialog.getByRole('button', { name: a.deactivateConfirm }));
    await expect(page.getByText(fill(a.deactivated, { name }))).toBeVisible();
    await expect(row).toContainText(s.users.inactive);

    const d = JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/account.json`, import.meta.url), 'utf8'))
      .deactivated as { title: string };
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/login');
    await setLanguage(other, lang);
    await loginWith(other, parent.email, PASSWORD);
    await expect(other.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    await other.goto('/programs');
    await other.goto('/participants');
    await expect(other.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    // Whom to write to: the organisation's contact e-mail as an administrator set it (issue 36).
    await expect(other.getByRole('main').getByRole('link', { name: 'info@example.org' })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
    await expectNoAxeViolations(other);
    await context.close();
    // The database refuses the account's writes whatever the screen shows.
    const write = await parent.db.from('participants').insert({
      user_id: parent.id,
      parent_guardian_id: parent.id,
      first_name: 'Kid',
      last_name: 'Tester',
      date_of_birth: '2015-01-01',
    });
    expect(write.error?.hint).toBe('account_inactive');

    // Reactivated, the account is usable again.
    await press(row.getByRole('button', { name: fill(a.reactivateOf, { name }) }));
    await press(page.getByRole('dialog').getByRole('button', { name: a.reactivateConfirm }));
    await expect(page.getByText(fill(a.reactivated, { name }))).toBeVisible();
  });
}

test('[en] The last active admin cannot demote themselves; the refusal says why', async ({ page }) => {
  const s = texts('en', 'adminDashboard');
  const { data } = await serviceClient()
    .from('user_profiles')
    .select('email')
    .eq('role', 'admin')
    .eq('is_active', true);
  // The browser stories make no other admin: the seeded one is the last.
  expect(data).toEqual([{ email: 'admin@example.org' }]);
  await loginAs(page, 'admin');
  await setLanguage(page, 'en');
  const row = await userRow(page, 'en', 'admin@example.org');
  const name = await row.locator('th p').first().innerText();
  await press(row.getByRole('button', { name: fill(s.users.account.changeRoleOf, { name }) }));
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').selectOption('coach');
  await press(dialog.getByRole('button', { name: s.users.account.roleConfirm }));
  await expect(page.getByText(s.serverErrors.last_admin)).toBeVisible();
  const { data: after } = await serviceClient().from('user_profiles').select('role').eq('email', 'admin@example.org');
  expect(after).toEqual([{ role: 'admin' }]);
});
