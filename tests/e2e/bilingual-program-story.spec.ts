// Issue 22, the browser story: an admin writes a free program in English and French
// through the program form (in the English and in the French interface); a French-
// speaking family (its account's language is French) finds the French name on
// /programs, registers a child, and the registration e-mail that arrives through the
// stack's SMTP server (/_dev/mail.json) names the program and its place in French,
// never in English. Keyboard only, axe on every page visited.
import type { Browser, Locator, Page } from '@playwright/test';
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { fill, service, strings as adminStrings, uniqueName } from './admin-programs.data';
import { newAccount, PASSWORD, s, strings } from './registration.data';
import { confirmConcussionIfAsked, texts } from './registration-helpers';
import { mailTo, mailWord } from './support/mail';
import { expect as baseExpect, expectNoAxeViolations, loginAs, test, type Lang, tabTo } from './support/test';

const expect = baseExpect.configure({ timeout: 20_000 });

/** Tabs to a text control and types into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter. */
async function activate(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** The program's texts: the English and the French share no sentence, so either is told apart. */
function programTexts() {
  const name = uniqueName('Story clinic');
  const suffix = name.replace(/^E2E Story clinic /, '');
  return {
    en: { name, description: 'Skating drills for new players.', location: 'Ottawa Civic Arena' },
    fr: {
      name: `Clinique récit ${suffix}`,
      description: 'Exercices de patin pour les nouveaux joueurs.',
      location: 'Aréna municipal d’Ottawa',
    },
  };
}
type ProgramTexts = ReturnType<typeof programTexts>;

/** The admin, in `lang`, creates the program through the form: a free, active program in both languages. */
async function adminCreatesProgram(page: Page, lang: Lang, program: ProgramTexts) {
  const a = adminStrings(lang);
  const byLabel = (side: 'en' | 'fr', field: string) =>
    page.getByLabel(new RegExp(`^${fill(a.lang[side], { field }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const start = addDays(orgToday(new Date()), 25);

  await loginAs(page, 'admin', { lang: lang, to: '/admin/programs' });
  await expect(page.getByRole('heading', { level: 1, name: a.list.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await activate(page, page.getByRole('link', { name: a.list.create }));
  await expect(page.getByRole('heading', { level: 1, name: a.form.createTitle })).toBeVisible();

  for (const side of ['en', 'fr'] as const) {
    await typeInto(page, byLabel(side, a.form.basic.name), program[side].name);
    await typeInto(page, byLabel(side, a.form.basic.description), program[side].description);
  }
  await tabTo(page, page.locator('#startDate'));
  await page.locator('#startDate').fill(start);
  await tabTo(page, page.locator('#endDate'));
  await page.locator('#endDate').fill(addDays(start, 1));
  for (const side of ['en', 'fr'] as const) {
    await typeInto(page, byLabel(side, a.form.basic.location), program[side].location);
  }
  const active = page.getByRole('checkbox', { name: new RegExp(`^${a.form.basic.isActive}`) });
  await tabTo(page, active);
  await page.keyboard.press('Space');
  await expect(active).toBeChecked();
  // Free: the first price option costs nothing.
  await typeInto(page, page.locator('#tiers-0-price'), '0');
  await expect(page.getByText(a.lang.frenchMissing, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await activate(page, page.getByRole('button', { name: a.form.create }));
  await expect(page.getByText(a.form.created)).toBeVisible();

  const { data, error } = await service()
    .from('programs')
    .select('id, price, is_active, name_fr, description_fr, location_fr, program_price_tiers(price)')
    .eq('name', program.en.name)
    .single();
  expect(error).toBeNull();
  expect(data).toMatchObject({
    price: 0,
    is_active: true,
    name_fr: program.fr.name,
    description_fr: program.fr.description,
    location_fr: program.fr.location,
    program_price_tiers: [{ price: 0 }],
  });

  await activate(page, page.getByRole('button', { name: a.form.finish }));
  await expect(page).toHaveURL(/\/admin\/programs$/);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: program.en.name, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByText(a.list.badges.frenchMissing, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  return data!.id as string;
}

/** A French-speaking family on a device of its own (nobody chose a language there): its account says French. */
async function frenchFamily(browser: Browser, baseURL: string) {
  const parent = await newAccount('parent_guardian', 'Josée', ['Léa']);
  const { error } = await service().from('user_profiles').update({ preferred_language: 'fr' }).eq('id', parent.id);
  expect(error).toBeNull();
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await typeInto(page, page.locator('#email'), parent.email);
  await typeInto(page, page.locator('#password'), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  // The interface follows the account's language (issue 21 point 4): no toggle pressed.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  return { parent, page, context };
}

for (const adminLang of ['en', 'fr'] as Lang[]) {
  test(`[admin ${adminLang}] An admin writes a free program in English and French; a French family sees its French name on /programs and in the registration e-mail`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const program = programTexts();
    const programId = await adminCreatesProgram(page, adminLang, program);

    const family = await frenchFamily(browser, baseURL!);
    const fp = family.page;
    const { r } = texts('fr');
    const p = (path: string) => s(strings('programs', 'fr'), path);
    try {
      // /programs: the card is the French program, read in French (no lang="en" on it).
      await fp.goto('/programs');
      await expect(fp.getByRole('heading', { level: 1, name: p('title') })).toBeVisible();
      const card = fp.getByRole('article', { name: program.fr.name });
      await expect(card.getByRole('heading', { level: 2, name: program.fr.name })).toBeVisible();
      await expect(fp.getByRole('article', { name: program.en.name })).toHaveCount(0);
      await expect(card).toContainText(program.fr.description);
      await expect(card).toContainText(program.fr.location);
      await expect(card).not.toContainText(program.en.description);
      await expect(card).not.toContainText(program.en.location);
      await expect(card.locator('[lang="en"]')).toHaveCount(0);
      for (const width of [1280, 320]) {
        await fp.setViewportSize({ width, height: 900 });
        await card.scrollIntoViewIfNeeded();
        await fp.screenshot({ path: test.info().outputPath(`story-programs-fr-${width}.png`) });
      }
      await fp.setViewportSize({ width: 1280, height: 900 });
      await expectNoAxeViolations(fp);

      // Register Léa, from the card's link, by keyboard.
      await activate(fp, card.getByRole('link', { name: p('registerNow') }));
      await expect(fp).toHaveURL(new RegExp(`/programs/${programId}/register$`));
      await expect(
        fp.getByRole('heading', { level: 1, name: r('title.register', { name: program.fr.name }) }),
      ).toBeVisible();
      const child = fp.getByRole('checkbox', { name: /^Léa \S+$/ });
      await tabTo(fp, child);
      await fp.keyboard.press('Space');
      await expect(child).toBeChecked();
      // The agreements: End reads each scroll-gated text to its end, Space ticks.
      for (const key of ['waiver', 'media'] as const) {
        const text = fp.locator(`#consent-${key}-text`);
        await expect(text.locator('p').last()).not.toBeEmpty();
        await tabTo(fp, text);
        await fp.keyboard.press('End');
        const box = fp.getByRole('checkbox', { name: r(`agreements.${key}Checkbox`) });
        await expect(box).not.toHaveAttribute('aria-disabled', 'true');
        await fp.keyboard.press('Tab');
        await expect(box).toBeFocused();
        await fp.keyboard.press('Space');
        await expect(box).toBeChecked();
      }
      await confirmConcussionIfAsked(fp, (box) => tabTo(fp, box));
      await expectNoAxeViolations(fp);
      await activate(fp, fp.getByRole('button', { name: r('submit.complete') }));
      await expect(fp).toHaveURL(/\/dashboard$/);
      const upcoming = fp.getByRole('region', { name: s(strings('dashboard', 'fr'), 'upcoming.title') });
      await expect(upcoming.getByRole('heading', { level: 3, name: program.fr.name })).toBeVisible();
      await expectNoAxeViolations(fp);

      // The e-mail, as the family's mail client receives it: French, naming the French program and place.
      const mail = await mailTo(fp, family.parent.email);
      expect(mail.language).toBe('fr');
      expect(mail.subject).toBe(mailWord('fr', 'received.subject', { program: program.fr.name }));
      expect(mail.subject).not.toContain(program.en.name);
      expect(mail.html).toMatch(/<html[^>]+lang="fr/);
      for (const part of [mail.text ?? '', mail.html ?? '']) {
        expect(part).toContain('Léa');
        // "Nous avons bien reçu l’inscription au programme <French name> pour …"
        expect(part).toContain(
          mailWord('fr', 'received.body', { program: program.fr.name, person: '\0' }).split('\0')[0],
        );
        expect(part).toContain(program.fr.location);
        expect(part).not.toContain(program.en.name);
        expect(part).not.toContain(program.en.location);
      }
      // Nothing in it is English: no passage marked lang="en" (a French fallback would be).
      expect(mail.html).not.toContain('lang="en"');
    } finally {
      await family.context.close();
    }
  });
}
