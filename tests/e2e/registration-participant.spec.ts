// /participants/:id/register (ARCHITECTURE section 9): choose a program for one
// participant, then the register screen with them preselected. EN and FR, axe at the end.
import { expect, loginWith, setLanguage, test, type Lang } from './support/test';
import { PASSWORD, newAccount, newProgram, serverRegistration } from './registration.data';
import { texts } from './registration-helpers';

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`A parent picks a program for one child and lands on its form with that child selected (${lang})`, async ({
    page,
  }) => {
    const { r } = texts(lang);
    const parent = await newAccount('parent_guardian', 'Jamie', ['Wren', 'Xavi']);
    const xavi = parent.participantIds[1];
    const open = await newProgram({ label: 'Picker camp' });
    const taken = await newProgram({ label: 'Taken camp' });
    await serverRegistration(parent, xavi, taken.id, 'approved');
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD, { to: `/participants/${xavi}/register` });
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(r('pick.title', { name: 'Xavi' })) }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(r('pick.alreadyRegistered', { program: taken.name }))).toBeVisible();
    await page.getByRole('link', { name: r('pick.choose', { program: open.name }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: r('title.register', { name: open.name }) })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('checkbox', { name: /^Xavi \S+$/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Wren \S+$/ })).not.toBeChecked();
  });
}
