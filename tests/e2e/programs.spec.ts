// /programs stories (spec 1 section 2), EN and FR, with axe at the end of each.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginWith, setLanguage, test, type Lang } from './support/test';
import { PASSWORD, endedProgram, newAccount, newProgram, s, strings } from './registration.data';

/**
 * Opens the Past programs section by keyboard and pages on until the named program is listed; each page's first
 * program takes the focus as it arrives.
 */
async function findPast(page: Page, p: (path: string) => string, name: string) {
  const past = page.getByRole('region', { name: p('pastHeading') });
  await past.getByRole('button', { name: p('showPast') }).press('Enter');
  for (let i = 0; i < 20 && !(await past.getByRole('article', { name }).isVisible()); i++) {
    await expect(page.locator(':focus')).toHaveAttribute('id', /^program-.*-name$/);
    await expect(past.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const more = past.getByRole('button', { name: p('showMorePast') });
    if (!(await more.isVisible())) break;
    await more.press('Enter');
  }
  return past.getByRole('article', { name });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const p = (path: string, v = {}) => s(strings('programs', lang), path, v);

  test(`A visitor sees programs with dates, price, capacity and Login to Register (${lang})`, async ({ page }) => {
    const program = await newProgram({ label: 'Visitor camp', price: 12550 });
    const ended = await endedProgram('Visitor ended camp');
    // The public list needs no supabase-js (issue 12): only its query builder, with the anon key.
    const supabaseJs: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && /\/assets\/supabase-(?!lazy-)[\w-]+\.js$/.test(new URL(r.url()).pathname))
        supabaseJs.push(r.url());
    });
    // The list is asked for once, by index.html's inline script before the app's code runs, and the page uses that answer.
    const listReads: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/rest/v1/rpc/listed_programs' && !url.searchParams.has('p_past')) listReads.push(r.url());
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
    // A past program never offers to register, signed out either (issue 39 point 1).
    const endedCard = await findPast(page, p, ended.name);
    await expect(endedCard.getByText(p('ended'))).toBeVisible();
    await expect(endedCard.getByRole('link')).toHaveCount(0);
    const login = card.getByRole('link', { name: p('loginToRegister') });
    await login.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test(`A signed-in parent gets Register Now, and an ended program is under Past programs with Program Ended (${lang})`, async ({
    page,
  }) => {
    const parent = await newAccount('parent_guardian', 'Dana', ['Ivy']);
    const open = await newProgram({ label: 'Open camp' });
    const ended = await endedProgram('Ended camp');
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD, { to: '/programs' });
    // The list holds the programs one can still take part in; the ended ones are under Past programs (issue 39).
    await expect(page.getByRole('article', { name: open.name })).toBeVisible();
    await expect(page.getByRole('article', { name: ended.name })).toHaveCount(0);
    const endedCard = await findPast(page, p, ended.name);
    await expect(endedCard.getByText(p('past'), { exact: true })).toBeVisible();
    await expect(endedCard.getByText(p('ended'))).toBeVisible();
    await expect(endedCard.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page
      .getByRole('article', { name: open.name })
      .getByRole('link', { name: p('registerNow') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/programs/${open.id}/register$`));
  });
}
