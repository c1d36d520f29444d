// /programs stories (spec 1 section 2), EN and FR, with axe at the end of each.
import { expect, loginWith, setLanguage, test, type Lang } from './support/test';
import { PASSWORD, endedProgram, newAccount, newProgram, s, strings } from './registration.data';

for (const lang of ['en', 'fr'] as Lang[]) {
  const p = (path: string, v = {}) => s(strings('programs', lang), path, v);

  test(`A visitor sees programs with dates, price, capacity and Login to Register (${lang})`, async ({ page }) => {
    const program = await newProgram({ label: 'Visitor camp', price: 12550 });
    // The public list needs no supabase-js (issue 12): only its query builder, with the anon key.
    const supabaseJs: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && /\/assets\/supabase-(?!lazy-)[\w-]+\.js$/.test(new URL(r.url()).pathname))
        supabaseJs.push(r.url());
    });
    // The list is asked for once, by index.html's inline script before the app's code runs, and the page uses that answer.
    const listReads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/rest/v1/programs') listReads.push(r.url());
    });
    await page.goto('/programs');
    await setLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: p('title') })).toBeVisible();
    const card = page.getByRole('article', { name: program.name });
    await expect(card).toContainText(lang === 'fr' ? /125,50\s\$/ : '$125.50');
    await expect(card).toContainText(p('capacity_other', { count: 30 }));
    expect(supabaseJs).toEqual([]);
    expect(listReads).toHaveLength(1);
    expect(await page.evaluate(() => window.__cbhPrefetch)).toEqual({});
    const login = card.getByRole('link', { name: p('loginToRegister') });
    await login.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test(`A signed-in parent gets Register Now, and an ended program shows Past and Program Ended (${lang})`, async ({
    page,
  }) => {
    const parent = await newAccount('parent_guardian', 'Dana', ['Ivy']);
    const open = await newProgram({ label: 'Open camp' });
    const ended = await endedProgram('Ended camp');
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD, { to: '/programs' });
    const endedCard = page.getByRole('article', { name: ended.name });
    await expect(endedCard.getByText(p('past'), { exact: true })).toBeVisible();
    await expect(endedCard.getByText(p('ended'))).toBeVisible();
    await expect(endedCard.getByRole('link')).toHaveCount(0);
    // Ascending start dates: the ended program is listed before the open one.
    const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(names.indexOf(ended.name)).toBeLessThan(names.indexOf(open.name));
    await page
      .getByRole('article', { name: open.name })
      .getByRole('link', { name: p('registerNow') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/programs/${open.id}/register$`));
  });
}
