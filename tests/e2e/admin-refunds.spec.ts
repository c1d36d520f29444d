// Refunds (issue 20 points 1-2), in English and French, keyboard only: an
// administrator finds a family's refund request from the dashboard's link,
// refunds it through the dialog (the local test provider stands in for
// Stripe), and the family's My Registrations card shows Refunded with the
// amount; the refund e-mail arrives in the family's language.
import type { Locator, Page } from '@playwright/test';
import { formatCents } from '../../supabase/functions/_shared/domain/money.ts';
import { fill, parseDownload } from './admin-dashboard.data';
import { mailTo, mailWord } from './support/mail';
import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  loginWith,
  serviceClient,
  signOut,
  type Lang,
  tabTo,
} from './support/test';
import { familyWithRequest, locale } from './admin-refunds.data';
import { PASSWORD, strings } from './my-registrations.data';

const expect = baseExpect.configure({ timeout: 20_000 });

/** Chooses a filter of the list with the keyboard. */
async function chooseFilter(page: Page, select: Locator, value: 'waiting' | 'refunded') {
  await tabTo(page, select);
  await page.keyboard.press(value === 'waiting' ? 'Home' : 'ArrowDown');
  await expect(select).toHaveValue(value);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const r = locale(lang, 'adminRefunds');
  const d = locale(lang, 'adminDashboard');
  const m = strings(lang);

  test(`[${lang}] An admin refunds a family's request by keyboard and the family's card shows Refunded with the amount`, async ({
    page,
  }, info) => {
    const family = await familyWithRequest(lang);
    const amount = formatCents(15000, lang);

    await loginAs(page, 'admin', { lang: lang, to: '/admin' });
    await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    // The dashboard says how many wait, and leads to the list.
    const link = page.getByRole('link', { name: new RegExp(`^${d.links.refunds} \\(\\d+ `) });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/refunds$/);
    await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();

    const table = page.getByRole('table', { name: r.table.caption });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: family.person }) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(family.program.name);
    await expect(row).toContainText(fill(r.table.requestedAmount, { amount }));
    await expect(row).toContainText(m.reasons.schedule_conflict);
    await expect(row).toContainText(r.states.waiting);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: info.outputPath(`refunds-${lang}-1280.png`), fullPage: true });
    await expectNoAxeViolations(page);

    // Refund: the dialog says what will happen and offers what is left.
    await tabTo(page, row.getByRole('button', { name: new RegExp(`^${r.table.refund}`) }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: fill(r.dialog.title, { person: family.person }) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(r.dialog.whatHappens);
    const field = dialog.getByRole('textbox', { name: r.dialog.amountLabel });
    await expect(field).toHaveValue(lang === 'fr' ? '150,00' : '150.00');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.screenshot({ path: info.outputPath(`refund-dialog-${lang}-320.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // More than was paid is refused before anything is sent.
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('200');
    const confirm = dialog.getByRole('button', { name: r.dialog.confirm });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText(r.dialog.errors.amountTooLarge);
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(lang === 'fr' ? '150,00' : '150');
    await tabTo(page, dialog.getByRole('textbox', { name: new RegExp(`^${r.dialog.noteLabel}`) }));
    await page.keyboard.type('E2E');
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(page.locator(':focus')).toContainText(fill(r.done, { amount, person: family.person }));
    await expect(row).toHaveCount(0);
    await chooseFilter(page, page.getByRole('combobox', { name: r.filterLabel }), 'refunded');
    const done = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: family.person }) });
    await expect(done).toContainText(r.states.refunded);
    await expect(done).toContainText(fill(r.table.refunded, { amount }));
    await expect(done.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The CSV of the filter, through the project's CSV builder (BOM, the reader's language).
    const exportButton = page.getByRole('button', { name: r.exportCsv });
    await tabTo(page, exportButton);
    const csv = await parseDownload(page, () => page.keyboard.press('Enter'));
    expect(csv.name).toMatch(/^refunds-refunded-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.header).toEqual(Object.values(r.csv));
    const line = csv.rows.find((x) => x[1] === family.person);
    expect(line).toEqual(
      expect.arrayContaining([
        r.kinds.registration,
        family.program.name,
        '150.00',
        m.reasons.schedule_conflict,
        r.states.refunded,
      ]),
    );

    const { data } = await serviceClient()
      .from('refunds')
      .select('amount, status, note, provider_refund_id')
      .eq('registration_id', family.id);
    expect(data).toEqual([
      expect.objectContaining({
        amount: 15000,
        status: 'succeeded',
        note: 'E2E',
        provider_refund_id: expect.any(String),
      }),
    ]);

    // The family sees it on their card, and the e-mail says it in their language.
    await signOut(page);
    await loginWith(page, family.parent.email, PASSWORD, { to: '/registrations' });
    await page.getByRole('tab', { name: fill(m.tabs.refunded, { n: 1 }) }).focus();
    await page.keyboard.press('Enter');
    const card = page.getByRole('tabpanel').getByRole('article', { name: family.program.name });
    await expect(card.locator('span', { hasText: m.card.statusLabel }).first()).toHaveText(
      `${m.card.statusLabel} ${m.status.refunded}`,
    );
    await expect(
      card.locator('dt', { hasText: m.card.amountRefunded }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(new RegExp(`^${fill(m.card.amountRefundedOn, { amount, date: '.+' }).replace(/\$/g, '\\$')}$`));
    await expectNoAxeViolations(page);

    const mail = await mailTo(page, family.parent.email, (x) =>
      x.subject.startsWith(mailWord(lang, 'refunded.subject', { program: '' })),
    );
    expect(mail.subject).toBe(mailWord(lang, 'refunded.subject', { program: family.program.name }));
    expect(mail.text).toContain(amount);
  });
}
