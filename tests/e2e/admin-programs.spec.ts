import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { test, expect as baseExpect, expectNoAxeViolations, loginAs, type Lang, tabTo } from './support/test';
import { createProgram, fill, registerOnTier, service, strings, uniqueName } from './admin-programs.data';

const common = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/common.json`, import.meta.url), 'utf8'));
const LANGS: Lang[] = ['en', 'fr'];
// Long stories on a shared, busy machine: generous limits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });

async function openAsAdmin(page: Page, lang: Lang, path: string) {
  await loginAs(page, 'admin', { lang: lang, to: path });
}

for (const lang of LANGS) {
  const s = strings(lang);
  const c = common(lang);

  test(`[${lang}] An admin creates a program with two tiers and a code, adds three questions, reorders them, activates it and finds it on /programs`, async ({
    page,
  }) => {
    const name = uniqueName('Create');
    const start = addDays(orgToday(new Date()), 30);
    await openAsAdmin(page, lang, '/admin/programs');
    await expect(page.getByRole('heading', { level: 1, name: s.list.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: s.list.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.form.createTitle })).toBeVisible();

    await page.locator('#name').fill(name);
    await page.locator('#startDate').fill(start);
    await page.locator('#endDate').fill(addDays(start, 2));
    await page.locator('#location').fill('Ottawa');
    await page.locator('#price').fill('150');
    await page.locator('#capacity').fill('12');
    await page.locator('#financialAssistanceEnabled').check();
    await page.getByRole('button', { name: s.codes.add }).click();
    await expect(page.locator('#codes-0-code')).toBeFocused();
    await page.getByRole('button', { name: `${s.codes.generate} ${fill(s.codes.legend, { n: 1 })}` }).click();
    await expect(page.locator('#codes-0-code')).toHaveValue(/^[A-Z0-9]{8}$/);
    await page.locator('#codes-0-code').fill('help2026');
    await page.locator('#codes-0-price').fill('25');
    await page.locator('#codes-0-maxUses').fill('5');

    // The first tier is named in English and French whatever the interface language (issue 22).
    await expect(page.locator('#tiers-0-name')).toHaveValue(strings('en').tiers.defaultName);
    await expect(page.locator('#tiers-0-nameFr')).toHaveValue(strings('fr').tiers.defaultName);
    await page.locator('#tiers-0-price').fill('150');
    await page.getByRole('button', { name: s.tiers.add }).click();
    await page.locator('#tiers-1-name').fill('Early Bird');
    await page.locator('#tiers-1-price').fill('120,50');
    await page.locator('#tiers-1-maxSpots').fill('10');
    await page.locator('#tiers-1-up').click();
    await expect(page.locator('#tiers-0-name')).toHaveValue('Early Bird');
    await expect(page.locator('#tiers-1-isDefault')).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: s.form.create }).click();

    await expect(page.getByText(s.form.created)).toBeVisible();
    await expect(page.locator('#name')).toBeDisabled();
    await expect(page.getByRole('button', { name: s.form.create })).toHaveCount(0);
    for (const [i, text] of ['Bring skates', 'Jersey size', 'Allergies'].entries()) {
      await page.getByRole('button', { name: s.questions.add }).click();
      await expect(page.locator(`#questions-${i}-questionText`)).toBeFocused();
      await page.keyboard.type(text);
    }
    await page.locator('#questions-1-questionType').selectOption('select');
    await page.locator('#questions-1-optionsText').fill('Youth M\nAdult L');
    await page.locator('#questions-2-questionType').selectOption('text');
    await page.locator('#questions-2-category').selectOption('medical');
    await page.locator('#questions-2-required').check();
    await page.locator('#questions-2-sensitive').check();
    await page.locator('#questions-2-up').click();
    await expect(page.locator('#questions-1-questionText')).toHaveValue('Allergies');
    await page.getByRole('button', { name: s.questions.save }).click();
    await expect(page.getByText(fill(s.questions.saved_other, { count: 3 }))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: s.form.finish }).click();
    await expect(page).toHaveURL(/\/admin\/programs$/);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row.getByText(s.list.badges.inactive, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `${s.list.activate} ${name}` }).click();
    await expect(page.getByText(fill(s.list.activated, { name }))).toBeVisible();
    await expect(row.getByText(s.list.badges.active, { exact: true })).toBeVisible();
    await expect(row.getByText(s.list.badges.open, { exact: true })).toBeVisible();
    await expect(row.getByText(s.list.phase.upcoming, { exact: true })).toBeVisible();

    const db = service();
    const { data: program } = await db
      .from('programs')
      .select(
        'id, price, max_participants, is_active, financial_assistance_enabled, program_price_tiers(name, price, max_spots, is_default, display_order), financial_assistance_codes(id, code, price, max_uses), registration_questions(question_text, question_type, options, category, required, is_sensitive, display_order)',
      )
      .eq('name', name)
      .single();
    expect(program).toMatchObject({
      price: 15000,
      max_participants: 12,
      is_active: true,
      financial_assistance_enabled: true,
    });
    const tiers = [...program!.program_price_tiers].sort((a, b) => a.display_order - b.display_order);
    expect(tiers.map((t) => [t.name, t.price, t.max_spots, t.is_default])).toEqual([
      ['Early Bird', 12050, 10, false],
      [strings('en').tiers.defaultName, 15000, null, true],
    ]);
    expect(program!.financial_assistance_codes).toMatchObject([{ code: 'HELP2026', price: 2500, max_uses: 5 }]);
    const questions = [...program!.registration_questions].sort((a, b) => a.display_order - b.display_order);
    expect(
      questions.map((q) => [q.question_text, q.question_type, q.category, q.required, q.is_sensitive, q.options]),
    ).toEqual([
      ['Bring skates', 'checkbox', 'other', false, false, []],
      ['Allergies', 'text', 'medical', true, true, []],
      ['Jersey size', 'select', 'other', false, false, ['Youth M', 'Adult L']],
    ]);

    await page.goto('/programs');
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  });

  test(`[${lang}] An admin changes the price of a tier used by a registration; the tier is updated in place and cannot be removed`, async ({
    page,
  }) => {
    const name = uniqueName('Edit');
    const { id, tiers } = await createProgram(name);
    const registrationId = await registerOnTier(id, tiers[0].id);
    await openAsAdmin(page, lang, '/admin/programs');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row.getByRole('button', { name: `${c.delete} ${name}` })).toHaveCount(0);
    await row.getByRole('link', { name: `${c.edit} ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.form.editTitle })).toBeVisible();
    await expect(page.locator('#tiers-0-price')).toHaveValue('80.00');
    await expect(page.getByText(fill(s.tiers.inUse_one, { count: 1 }))).toBeVisible();
    await expect(page.getByRole('button', { name: `${s.tiers.remove} ${fill(s.tiers.legend, { n: 1 })}` })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
    await page.locator('#tiers-0-price').fill('75.50');
    await page.getByRole('button', { name: s.form.update }).click();
    await expect(page).toHaveURL(/\/admin\/programs$/);
    await expect(page.getByText(fill(s.list.updated, { name }))).toBeVisible();

    const db = service();
    const { data } = await db
      .from('registrations')
      .select('price_tier_id, program_price_tiers(id, price)')
      .eq('id', registrationId)
      .single();
    expect(data).toMatchObject({ price_tier_id: tiers[0].id, program_price_tiers: { id: tiers[0].id, price: 7550 } });
  });

  test(`[${lang}] An admin deletes a program without registrations after confirming`, async ({ page }) => {
    const name = uniqueName('Delete');
    const { id } = await createProgram(name);
    await openAsAdmin(page, lang, '/admin/programs');
    const deleteButton = page.getByRole('button', { name: `${c.delete} ${name}` });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: fill(s.list.deleteTitle, { name }) });
    await expect(dialog.getByText(s.list.deleteQuestion)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await dialog.getByRole('button', { name: s.list.deleteConfirm }).click();
    await expect(page.getByText(fill(s.list.deleted, { name }))).toBeVisible();
    await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
    const { data } = await service().from('programs').select('id').eq('id', id);
    expect(data).toEqual([]);
  });

  test(`[${lang}] Every program form validation message appears on bad input, in an error summary linking to the fields`, async ({
    page,
  }) => {
    const v = s.validation;
    await openAsAdmin(page, lang, '/admin/programs/new');
    // The only tier's Remove is aria-disabled (still focusable): activating it explains why.
    await page.getByRole('button', { name: `${s.tiers.remove} ${fill(s.tiers.legend, { n: 1 })}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: v.lastTier })).toBeVisible();
    await expect(page.locator('#tiers-0-name')).toBeVisible();

    await page.locator('#startDate').fill('2031-05-10');
    await page.locator('#endDate').fill('2031-05-01');
    await page.locator('#price').fill('-3');
    await page.locator('#capacity').fill('0');
    await page.locator('#financialAssistanceEnabled').check();
    for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: s.codes.add }).click();
    await page.locator('#codes-1-code').fill('DUP');
    await page.locator('#codes-1-price').fill('-5');
    await page.locator('#codes-2-code').fill('dup');
    await page.locator('#codes-2-maxUses').fill('0');
    await page.locator('#codes-3-code').fill('BAD CODE');
    await page.locator('#tiers-0-name').fill('');
    await page.locator('#tiers-0-isDefault').uncheck();
    await page.getByRole('button', { name: s.tiers.add }).click();
    await page.locator('#tiers-1-name').fill('B');
    await page.locator('#tiers-1-price').fill('-1');
    await page.getByRole('button', { name: s.tiers.add }).click();
    await page.locator('#tiers-2-name').fill('C');
    await page.locator('#tiers-2-price').fill('10');
    await page.locator('#tiers-2-maxSpots').fill('0');
    await page.locator('#tiers-2-availableFrom').fill('2031-03-02');
    await page.locator('#tiers-2-availableUntil').fill('2031-03-01');
    await page.getByRole('button', { name: s.form.create }).click();

    const summary = page.getByRole('alert').filter({ hasText: c.errorSummaryTitle });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      v.requiredFields,
      v.endBeforeStart,
      v.priceNegative,
      v.capacityMin,
      fill(v.codeRequired, { n: 1 }),
      fill(v.codePriceNegative, { n: 2 }),
      v.codesNotUnique,
      fill(v.codeMaxUses, { n: 3 }),
      fill(v.codeInvalid, { n: 4 }),
      v.defaultTierRequired,
      fill(v.tierNamePriceRequired, { n: 1 }),
      fill(v.tierPriceNegative, { n: 2 }),
      fill(v.tierMaxSpots, { n: 3 }),
      fill(v.tierWindow, { n: 3 }),
    ]);
    await expect(page.locator('#tiers-2-availableUntil')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveTitle(new RegExp(`^${c.errorPrefix.trim()}`));
    await expectNoAxeViolations(page);
    await summary.getByRole('link', { name: fill(v.tierWindow, { n: 3 }) }).click();
    await expect(page.locator('#tiers-2-availableUntil')).toBeFocused();
    await summary.getByRole('link', { name: v.requiredFields }).click();
    await expect(page.locator('#name')).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/programs\/new$/);
  });

  test(`[${lang}] An admin reorders price tiers and questions with the keyboard alone`, async ({ page }) => {
    const name = uniqueName('Keys');
    const { id } = await createProgram(name);
    await openAsAdmin(page, lang, '/admin/programs');
    await tabTo(page, page.getByRole('link', { name: `${c.edit} ${name}` }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: s.form.editTitle })).toBeVisible();

    await tabTo(page, page.locator('#tiers-1-up'));
    await page.keyboard.press('Enter');
    await expect(page.locator('#tiers-0-name')).toHaveValue('Regular');
    await expect(page.locator('#tiers-0-down')).toBeFocused();
    await expect(page.getByText(fill(s.tiers.moved, { n: 1, total: 2 }))).toBeAttached();

    const add = page.getByRole('button', { name: s.questions.add });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(page.locator('#questions-0-questionText')).toBeFocused();
    await page.keyboard.type('First');
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second');
    await tabTo(page, page.locator('#questions-1-up'));
    await page.keyboard.press('Enter');
    await expect(page.locator('#questions-0-questionText')).toHaveValue('Second');
    await expect(page.locator('#questions-0-down')).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: s.questions.save }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(fill(s.questions.saved_other, { count: 2 }))).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: s.form.update }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/programs$/);
    const db = service();
    const tiers = await db
      .from('program_price_tiers')
      .select('name, is_default')
      .eq('program_id', id)
      .order('display_order');
    expect(tiers.data).toEqual([
      { name: 'Regular', is_default: true },
      { name: 'Early Bird', is_default: false },
    ]);
    const questions = await db
      .from('registration_questions')
      .select('question_text')
      .eq('program_id', id)
      .eq('is_active', true)
      .order('display_order');
    expect(questions.data).toEqual([{ question_text: 'Second' }, { question_text: 'First' }]);
  });

  test(`[${lang}] Someone who is not an administrator cannot reach the program screens`, async ({ page }) => {
    await loginAs(page, 'parent', { lang: lang });
    for (const path of ['/admin/programs', '/admin/programs/new']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: c.accessRestricted.title })).toBeVisible();
      await expect(page.getByRole('button', { name: s.form.create })).toHaveCount(0);
    }
  });
}
