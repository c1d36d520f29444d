// The financial-aid story of issue 25 (point 6), in English and French, keyboard only, axe on each page: a family
// asks for help from the registration screen of a paid program; the administrator approves it on
// /admin/financial-aid with the price the family pays (free in English, reduced in French); the approval e-mail
// arrives in the family's language through the stack's SMTP server; the family sees 'approved' and the code on
// /financial-aid, goes to the registration screen, uses the offered code and registers (the free path, or the
// test-mode checkout at the reduced price). Another family cannot use the code. A visitor's 'Ask for financial
// assistance' on a program card goes through the login to the request form.
import type { Page } from '@playwright/test';
import { readAgreement } from './registration-helpers';
import { mailTo } from './support/mail';
import { expect, expectNoAxeViolations, loginAs, loginWith, setLanguage, test, type Lang, tabTo } from './support/test';
import { PASSWORD, confirmConcussion, newFamily, text } from './family-pages.data';
import { checkCodeAs, newPaidProgram, registrationsOf, requestsOf } from './financial-aid.data';

/** Looks at a page at 320 px (no sideways scrolling, a screenshot to look at), then at 1280 px. */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 320, height: 900 });
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
  await page.screenshot({ path: `test-results/financial-aid-${name}-320.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/financial-aid-${name}-1280.png`, fullPage: true });
}

const money = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

for (const lang of ['en', 'fr'] as Lang[]) {
  const f = text('financialAid', lang);
  const a = text('adminFinancialAid', lang);
  const r = text('registration', lang);
  // English: the administrator makes it free (the free path); French: reduced to $25 (the test-mode checkout).
  const price = lang === 'en' ? 0 : 2500;

  test(`[${lang}] A family asks for financial assistance, the admin approves it, and the family registers with the code`, async ({
    page,
    browser,
  }) => {
    const family = await newFamily(lang === 'fr' ? 'Josée' : 'Dana', ['Theo', 'Ines'], lang);
    const other = await newFamily('Robin', ['Kim'], lang);
    const program = await newPaidProgram(lang === 'fr' ? 'Camp payant' : 'Paid camp', 20000);
    await confirmConcussion(family, ['Theo'], lang);
    const theo = `Theo ${family.lastName}`;
    const familyName = `${lang === 'fr' ? 'Josée' : 'Dana'} ${family.lastName}`;

    // The registration screen of the paid program offers to ask.
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, family.email, PASSWORD, { to: `/programs/${program.id}/register` });
    await expect(
      page.getByRole('heading', { level: 1, name: r('title.register', { name: program.name }) }),
    ).toBeVisible({ timeout: 20_000 });
    const aid = page.getByRole('region', { name: r('financialAid.title') });
    const ask = aid.getByRole('link', { name: r('financialAid.ask') });
    await expectNoAxeViolations(page);
    await tabTo(page, ask);
    await page.keyboard.press('Enter');

    // The confidential form: the program is fixed, no documents, only administrators read it.
    await expect(page).toHaveURL(new RegExp(`/financial-aid/new\\?program=${program.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: f('form.title') })).toBeVisible();
    await expect(page.getByText(program.name, { exact: true })).toBeVisible();
    await expect(page.getByText(f('form.privacy'))).toBeVisible();
    await expect(page.getByText(f('form.noDocuments'))).toBeVisible();
    // Sent empty: the summary says what is missing and takes focus.
    const send = page.getByRole('button', { name: f('form.submit') });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(f('form.errors.participantsRequired'));
    await expect(summary).toContainText(f('form.errors.canPayRequired'));
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('checkbox', { name: theo }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('textbox', { name: f('form.canPay') }));
    await page.keyboard.type(lang === 'fr' ? '25,00' : '25');
    await tabTo(page, page.getByRole('textbox', { name: new RegExp(f('form.note')) }));
    await page.keyboard.type(lang === 'fr' ? 'Deux emplois à temps partiel' : 'Two part-time jobs');
    await shots(page, `form-${lang}`);
    await tabTo(page, send);
    await page.keyboard.press('Enter');

    // /financial-aid: sent, pending, with Withdraw.
    await expect(page).toHaveURL(/\/financial-aid$/);
    await expect(page.getByText(f('list.sent', { program: program.name }))).toBeVisible();
    const card = page.getByRole('article', { name: program.name });
    await expect(card.getByText(f('status.pending'), { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText(theo);
    await expect(card).toContainText(money(2500, lang));
    await expect(card.getByRole('button', { name: f('list.withdraw') })).toBeVisible();
    await expectNoAxeViolations(page);
    const [stored] = await requestsOf(family);
    expect(stored).toMatchObject({ status: 'pending', can_pay_cents: 2500, code_id: null });

    // The administrator approves it at `price`, in another browser, in the same language.
    const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const admin = await adminContext.newPage();
    await admin.goto('/login');
    await loginAs(admin, 'admin');
    await setLanguage(admin, lang);
    await admin.goto('/admin/financial-aid');
    await expect(admin.getByRole('heading', { level: 1, name: a('title') })).toBeVisible();
    const request = admin.getByRole('article', { name: `${familyName} — ${program.name}` });
    await expect(request).toBeVisible({ timeout: 30_000 });
    await expect(request).toContainText(lang === 'fr' ? 'Deux emplois à temps partiel' : 'Two part-time jobs');
    await expect(request).toContainText(a(`languages.${lang}`));
    await expectNoAxeViolations(admin);
    await tabTo(admin, request.getByRole('button', { name: a('approve') }));
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: a('dialog.approveTitle', { family: familyName }) });
    const priceField = dialog.getByRole('textbox', { name: a('dialog.priceLabel') });
    await expect(priceField).toHaveValue(lang === 'fr' ? '25,00' : '25.00');
    await expectNoAxeViolations(admin);
    await shots(admin, `admin-dialog-${lang}`);
    await tabTo(admin, priceField);
    await admin.keyboard.press('ControlOrMeta+A');
    await admin.keyboard.type(lang === 'fr' ? '25' : '0');
    await tabTo(admin, dialog.getByRole('button', { name: a('dialog.approve') }));
    await admin.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(admin.getByText(a('approved', { family: familyName, price: money(price, lang) }))).toBeVisible();
    await expect(request.getByText(a('status.approved'), { exact: true })).toBeVisible();
    await expectNoAxeViolations(admin);
    await shots(admin, `admin-${lang}`);
    await adminContext.close();

    // The approval e-mail arrives in the family's language, with the code.
    const subject =
      lang === 'fr' ? `Aide financière accordée : ${program.name}` : `Financial assistance approved: ${program.name}`;
    const mail = await mailTo(page, family.email, (m) => m.subject === subject);
    expect(mail.language).toBe(lang);
    const code = /FA-[2-9A-Z]{6}/.exec(mail.text ?? '')?.[0];
    expect(code).toBeTruthy();
    expect(mail.text).toContain(`/programs/${program.id}/register`);

    // Another family cannot use it: an unknown code to them.
    expect(await checkCodeAs(other, program.id, code!)).toMatchObject({ valid: false, error: 'invalid' });

    // /financial-aid: approved, the code and the price, and 'Register with this code'.
    await page.goto('/financial-aid');
    await expect(card.getByText(f('status.approved'), { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText(code!);
    await expect(card).toContainText(money(price, lang));
    await expect(card.getByRole('button', { name: f('list.withdraw') })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shots(page, `list-${lang}`);
    await tabTo(page, card.getByRole('link', { name: f('list.register') }));
    await page.keyboard.press('Enter');

    // The registration screen offers the code; 'Use code' ticks Theo and fills his code field.
    await expect(page).toHaveURL(new RegExp(`/programs/${program.id}/register$`));
    const offered = page.getByRole('region', { name: r('financialAid.approvedTitle') });
    await expect(offered).toContainText(code!, { timeout: 30_000 });
    await expect(offered).toContainText(money(price, lang));
    await expectNoAxeViolations(page);
    await tabTo(page, offered.getByRole('button', { name: r('financialAid.useCode', { code: code! }) }));
    await page.keyboard.press('Enter');
    await expect(offered.getByText(r('financialAid.used', { code: code!, names: theo }))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${theo}`) })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: new RegExp(`^Ines ${family.lastName}`) })).not.toBeChecked();
    await expect(page.locator(`#code-${family.children.Theo}`)).toHaveValue(code!);
    await expect(page.getByText(r('codes.applied', { code: code!, price: money(price, lang) }))).toBeVisible();
    await shots(page, `register-${lang}`);
    for (const label of [r('agreements.waiverCheckbox'), r('agreements.mediaCheckbox')]) {
      const box = page.getByRole('checkbox', { name: label });
      await readAgreement(page, box, { byKeyboard: true });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await expectNoAxeViolations(page);
    if (price === 0) {
      // Free with the code: the free path.
      await tabTo(page, page.getByRole('button', { name: r('submit.complete') }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    } else {
      // Reduced: the test-mode checkout charges the reduced price.
      await tabTo(page, page.getByRole('button', { name: r('submit.checkout') }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/_dev\/checkout\//, { timeout: 30_000 });
      await expect(
        page
          .getByText(money(price, 'en'))
          .or(page.getByText(money(price, 'fr')))
          .first(),
      ).toBeVisible();
      await page.getByRole('button', { name: /^(Pay|Payer)/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
    }
    await expect.poll(async () => (await registrationsOf(program.id)).length, { timeout: 30_000 }).toBe(1);
    const [registration] = await registrationsOf(program.id);
    expect(registration).toMatchObject({ participant_id: family.children.Theo, amount_paid: price });
    const [approvedRow] = await requestsOf(family);
    expect(approvedRow).toMatchObject({ status: 'approved', approved_price_cents: price });
    expect(registration.financial_assistance_code_id).toBe(approvedRow.code_id);

    // Used: the screen no longer offers it, and /financial-aid says no use is left.
    await page.goto('/financial-aid');
    await expect(card).toContainText(f('state.approvedUsed'), { timeout: 30_000 });
    await expect(card).toContainText(`${code!} (${f('list.codeUsed')})`);
    await expect(card.getByRole('link', { name: f('list.register') })).toHaveCount(0);
  });

  test(`[${lang}] A visitor's 'Ask for financial assistance' on a paid program's card leads through the login to the request form`, async ({
    page,
  }) => {
    const family = await newFamily('Sam', ['Lou'], lang);
    const program = await newPaidProgram(lang === 'fr' ? 'Camp payant visiteur' : 'Paid visitor camp', 15000);
    const p = text('programs', lang);
    await page.goto('/programs');
    await setLanguage(page, lang);
    const programCard = page.getByRole('article', { name: program.name });
    const link = programCard.getByRole('link', { name: p('askFinancialAid') });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await tabTo(page, link, { max: 400 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await loginWith(page, family.email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/financial-aid/new\\?program=${program.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: f('form.title') })).toBeVisible();
    await expect(page.getByText(program.name, { exact: true })).toBeVisible();
    await expect(page.getByText(f('form.price', { price: money(15000, lang) }), { exact: false })).toBeVisible();
  });
}
