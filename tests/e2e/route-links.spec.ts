// Issue 21 point 6: the routes that only existed by typing their address have
// links, reached with the keyboard: a participant card's "Register for a
// program" and an admin programs row's "Registrations", in English and French.
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { newAccount, newParticipant, newProgram, PASSWORD } from './my-registrations.data';
import { expect, expectNoAxeViolations, loginAs, loginWith, setLanguage, test, type Lang } from './support/test';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- locale JSON read as the app reads it
const locale = (lang: Lang, ns: string): any =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const fill = (s: string, v: Record<string, string>) => s.replace(/{{(\w+)}}/g, (_, k: string) => v[k] ?? '');
const press = async (target: Locator) => {
  await target.focus();
  await target.press('Enter');
};

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`[${lang}] A parent opens a child's program choice from the participant card`, async ({ page }) => {
    const p = locale(lang, 'participants');
    const r = locale(lang, 'registration');
    const parent = await newAccount('parent_guardian', 'Casey', lang);
    const child = await newParticipant(parent, 'Jordan', true);
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD, { to: '/participants' });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jordan Tester' }) });
    const link = card.getByRole('link', {
      name: `${p.list.register} ${fill(p.list.registerFor, { name: 'Jordan Tester' })}`,
    });
    await expectNoAxeViolations(page);
    await press(link);
    await expect(page).toHaveURL(new RegExp(`/participants/${child}/register$`));
    await expect(
      page.getByRole('heading', { level: 1, name: fill(r.pick.title, { name: 'Jordan Tester' }) }),
    ).toBeVisible();
  });

  test(`[${lang}] An admin opens a program's registrations from the programs table`, async ({ page }) => {
    const ap = locale(lang, 'adminPrograms');
    const ar = locale(lang, 'adminRegistrations');
    const program = await newProgram('Links camp', 30);
    await loginAs(page, 'admin', { lang: lang, to: '/admin/programs' });
    const row = page.getByRole('row').filter({ hasText: program.name });
    await press(row.getByRole('link', { name: `${ap.list.registrations} ${program.name}` }));
    await expect(page).toHaveURL(new RegExp(`/admin/programs/${program.id}/registrations$`));
    await expect(
      page.getByRole('heading', { level: 1, name: fill(ar.titleProgram, { program: program.name }) }),
    ).toBeVisible();
  });
}
