// Issue 22 point 1: an admin writes a program's texts in English and French side
// by side (each control with its lang), French options per English option, and
// the 'French missing' marker on the programs table and the form. Keyboard only,
// in the English and the French interface, axe on every page visited.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { test, expect as baseExpect, expectNoAxeViolations, loginAs, type Lang, tabTo } from './support/test';
import { createProgram, fill, service, strings, uniqueName } from './admin-programs.data';

const LANGS: Lang[] = ['en', 'fr'];
const expect = baseExpect.configure({ timeout: 20_000 });
const common = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/common.json`, import.meta.url), 'utf8'));
const en = strings('en');
const fr = strings('fr');

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

for (const lang of LANGS) {
  const s = strings(lang);
  const label = (side: 'en' | 'fr', field: string) => fill(s.lang[side], { field });
  /** The control labelled "<field> in <language>" (the label may go on with "(optional)"). */
  const byLabel = (page: Page, side: 'en' | 'fr', field: string) =>
    page.getByLabel(new RegExp(`^${label(side, field).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const missing = new RegExp(s.lang.frenchMissing);

  test(`[${lang}] An admin creates a program in English and French with a tier and a select question with French options`, async ({
    page,
  }) => {
    const name = uniqueName('Bilingual');
    const nameFr = `Programme ${name}`;
    const start = addDays(orgToday(new Date()), 30);
    await loginAs(page, 'admin', { lang: lang, to: '/admin/programs' });
    await expect(page.getByRole('heading', { level: 1, name: s.list.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(page, page.getByRole('link', { name: s.list.create }));
    await expect(page.getByRole('heading', { level: 1, name: s.form.createTitle })).toBeVisible();

    // Each text twice, labelled in the interface language, each control in its own language.
    const nameEn = byLabel(page, 'en', s.form.basic.name);
    const nameFrField = byLabel(page, 'fr', s.form.basic.name);
    await expect(nameEn).toHaveAttribute('lang', 'en');
    await expect(nameFrField).toHaveAttribute('lang', 'fr');
    await expect(byLabel(page, 'fr', s.form.basic.description)).toHaveAttribute('lang', 'fr');
    await expect(byLabel(page, 'fr', s.form.basic.location)).toHaveAttribute('lang', 'fr');

    await typeInto(page, nameEn, name);
    // English without French: marked beside the French field, in words tied to the control.
    await expect(nameFrField).toHaveAccessibleDescription(missing);
    await typeInto(page, nameFrField, nameFr);
    await expect(nameFrField).not.toHaveAccessibleDescription(missing);
    await typeInto(page, byLabel(page, 'en', s.form.basic.description), 'Skating and puck skills');
    await typeInto(page, byLabel(page, 'fr', s.form.basic.description), 'Patin et maniement de la rondelle');
    await tabTo(page, page.locator('#startDate'));
    await page.locator('#startDate').fill(start);
    await tabTo(page, page.locator('#endDate'));
    await page.locator('#endDate').fill(addDays(start, 2));
    await typeInto(page, byLabel(page, 'en', s.form.basic.location), 'Ottawa arena');
    await typeInto(page, byLabel(page, 'fr', s.form.basic.location), 'Aréna d’Ottawa');

    // The first tier is named in both languages whatever the interface language.
    await expect(page.locator('#tiers-0-name')).toHaveValue(en.tiers.defaultName);
    await expect(page.locator('#tiers-0-nameFr')).toHaveValue(fr.tiers.defaultName);
    await expect(page.locator('#tiers-0-nameFr')).toHaveAttribute('lang', 'fr');
    await typeInto(page, page.locator('#tiers-0-price'), '40');

    // The custom waiver is a legal document now: no text box, and no link before the program exists.
    await expect(page.locator('#customWaiverText')).toHaveCount(0);
    await expect(page.getByText(s.form.waiver.saveFirst)).toBeVisible();
    await expect(page.getByText(s.lang.frenchMissing, { exact: true })).toHaveCount(0);

    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`bilingual-form-${lang}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    await activate(page, page.getByRole('button', { name: s.form.create }));
    await expect(page.getByText(s.form.created)).toBeVisible();
    const waiverLink = page.getByRole('link', { name: s.form.waiver.edit });
    await expect(waiverLink).toHaveAttribute('href', /^\/admin\/legal\?program=[0-9a-f-]{36}$/);

    // A select question with French options, one per English option.
    await activate(page, page.getByRole('button', { name: s.questions.add }));
    await expect(page.locator('#questions-0-questionText')).toBeFocused();
    await page.keyboard.type('T-shirt size');
    await typeInto(page, byLabel(page, 'fr', s.questions.text), 'Taille de t-shirt');
    await tabTo(page, page.locator('#questions-0-questionType'));
    await page.locator('#questions-0-questionType').selectOption('select');
    const optionsFr = byLabel(page, 'fr', s.questions.options);
    await expect(optionsFr).toHaveAttribute('lang', 'fr');
    await typeInto(page, byLabel(page, 'en', s.questions.options), 'Small\nMedium\nLarge');
    await expect(optionsFr).toHaveAccessibleDescription(missing);
    await typeInto(page, optionsFr, 'Petit\nMoyen');
    await activate(page, page.getByRole('button', { name: s.questions.save }));
    // Two French options for three English ones: refused, in the summary and beside the field.
    const mismatch = fill(s.validation.questionOptionsFrMismatch, { n: 1 });
    await expect(page.getByRole('link', { name: mismatch })).toBeVisible();
    await expect(optionsFr).toHaveAccessibleDescription(new RegExp(mismatch.replace(/[?()]/g, '\\$&')));
    await expectNoAxeViolations(page);
    await typeInto(page, optionsFr, 'Petit\nMoyen\nGrand');
    await activate(page, page.getByRole('button', { name: s.questions.save }));
    await expect(page.getByText(fill(s.questions.saved_one, { count: 1 }))).toBeVisible();
    await expectNoAxeViolations(page);

    const db = service();
    const { data: program, error } = await db
      .from('programs')
      .select(
        'id, name_fr, description_fr, location_fr, program_price_tiers(name, name_fr), registration_questions(question_text_fr, options, options_fr)',
      )
      .eq('name', name)
      .single();
    expect(error).toBeNull();
    expect(program).toMatchObject({
      name_fr: nameFr,
      description_fr: 'Patin et maniement de la rondelle',
      location_fr: 'Aréna d’Ottawa',
      program_price_tiers: [{ name: en.tiers.defaultName, name_fr: fr.tiers.defaultName }],
      registration_questions: [
        {
          question_text_fr: 'Taille de t-shirt',
          options: ['Small', 'Medium', 'Large'],
          options_fr: ['Petit', 'Moyen', 'Grand'],
        },
      ],
    });
    await expect(waiverLink).toHaveAttribute('href', `/admin/legal?program=${program!.id}`);

    await activate(page, page.getByRole('button', { name: s.form.finish }));
    await expect(page).toHaveURL(/\/admin\/programs$/);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.getByText(s.list.badges.frenchMissing, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test(`[${lang}] A program saved without French is marked 'French missing' until its French is added`, async ({
    page,
  }) => {
    const name = uniqueName('NoFrench');
    const { id } = await createProgram(name);
    await loginAs(page, 'admin', { lang: lang, to: '/admin/programs' });
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row.getByText(s.list.badges.frenchMissing, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await activate(page, row.getByRole('link', { name: `${common(lang).edit} ${name}`, exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: s.form.editTitle })).toBeVisible();
    // Beside each field whose French is missing; none where there is no English.
    for (const field of ['nameFr', 'locationFr', 'tiers-0-nameFr', 'tiers-1-nameFr']) {
      await expect(page.locator(`#${field}`)).toHaveAccessibleDescription(missing);
    }
    await expect(page.locator('#descriptionFr')).not.toHaveAccessibleDescription(missing);
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`bilingual-missing-${lang}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('link', { name: s.form.waiver.edit })).toHaveAttribute(
      'href',
      `/admin/legal?program=${id}`,
    );
    await expectNoAxeViolations(page);

    await typeInto(page, page.locator('#nameFr'), `Programme ${name}`);
    await typeInto(page, page.locator('#locationFr'), 'Ottawa');
    await typeInto(page, page.locator('#tiers-0-nameFr'), 'Lève-tôt');
    await typeInto(page, page.locator('#tiers-1-nameFr'), 'Régulier');
    await expect(page.getByText(s.lang.frenchMissing, { exact: true })).toHaveCount(0);
    await activate(page, page.getByRole('button', { name: s.form.update }));
    await expect(page).toHaveURL(/\/admin\/programs$/);
    await expect(page.getByText(fill(s.list.updated, { name }))).toBeVisible();
    await expect(row.getByText(s.list.badges.frenchMissing, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
