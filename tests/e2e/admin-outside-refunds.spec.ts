// A refund made outside the site (issue 36 point 3), in English and French, keyboard only: a family paid
// outside the site (no card payment on record) and cancelled with a refund request; the administrator records
// on /admin/refunds the money given back another way, with the note the database requires. The dialog refuses a
// missing note and too large an amount in the reader's language, and the outcome is announced (a status live
// region, which takes focus). The database function is public.admin_record_outside_refund. The same page lists
// what this site could not remove at Stripe (a removed card, a deleted account's customer: public.stripe_cleanups).
import { formatCents } from '../../supabase/functions/_shared/domain/money.ts';
import { fill } from './admin-dashboard.data';
import { familyWithRequest, locale } from './admin-refunds.data';
import { mailTo, mailWord } from './support/mail';
import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  serviceClient,
  type Lang,
  tabTo,
} from './support/test';

const expect = baseExpect.configure({ timeout: 20_000 });

for (const lang of ['en', 'fr'] as Lang[]) {
  const r = locale(lang, 'adminRefunds');

  test(`[${lang}] An admin records by keyboard a refund made outside the site, with how and when`, async ({
    page,
  }, info) => {
    const family = await familyWithRequest(lang, { card: false, childName: lang === 'fr' ? 'Océane' : 'Oliver' });
    const given = formatCents(10000, lang);

    await loginAs(page, 'admin', { lang, to: '/admin/refunds' });
    await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
    const table = page.getByRole('table', { name: r.table.caption });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: family.person }) });
    await expect(row).toContainText(r.table.noPayment);
    // No card to refund to: no 'Refund', only the record of a refund made another way.
    await expect(row.getByRole('button', { name: new RegExp(`^${r.table.refund}`) })).toHaveCount(0);
    const record = row.getByRole('button', { name: new RegExp(`^${r.table.recordOutside}`) });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: info.outputPath(`outside-refunds-${lang}-1280.png`), fullPage: true });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.screenshot({ path: info.outputPath(`outside-refunds-${lang}-320.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await tabTo(page, record);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: fill(r.outside.title, { person: family.person }) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(r.outside.whatHappens);
    const amount = dialog.getByRole('textbox', { name: r.dialog.amountLabel });
    const note = dialog.getByRole('textbox', { name: new RegExp(`^${r.outside.noteLabel}`) });
    await expect(amount).toHaveValue(lang === 'fr' ? '150,00' : '150.00');
    await expect(note).toHaveAttribute('aria-required', 'true');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath(`outside-refund-dialog-${lang}-1280.png`), fullPage: true });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.screenshot({ path: info.outputPath(`outside-refund-dialog-${lang}-320.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Too much, and no note: both refused before anything is recorded, in the reader's language.
    await tabTo(page, amount);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('200');
    const confirm = dialog.getByRole('button', { name: r.outside.confirm });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    const summary = dialog.getByRole('alert');
    await expect(summary).toContainText(r.dialog.errors.amountTooLarge);
    await expect(summary).toContainText(r.dialog.errors.noteRequired);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.screenshot({ path: info.outputPath(`outside-refund-errors-${lang}-320.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Part of it, given back by cheque.
    await tabTo(page, amount);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(lang === 'fr' ? '100,00' : '100');
    await tabTo(page, note);
    await page.keyboard.type(lang === 'fr' ? 'Chèque 123 posté le 3 mars' : 'Cheque 123 mailed on March 3');
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    const done = fill(r.outsideDone, { amount: given, person: family.person });
    await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
    await expect(page.locator(':focus')).toContainText(done);
    // Partly refunded: out of Waiting, in Refunded with 50.00 left, which can still be recorded.
    await expect(row).toHaveCount(0);
    const filter = page.getByRole('combobox', { name: r.filterLabel });
    await tabTo(page, filter);
    await page.keyboard.press('ArrowDown');
    await expect(filter).toHaveValue('refunded');
    const partial = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: family.person }) });
    await expect(partial).toContainText(r.states.partial);
    await expect(partial).toContainText(fill(r.table.refunded, { amount: given }));
    await expect(partial).toContainText(fill(r.table.left, { amount: formatCents(5000, lang) }));
    await expect(partial.getByRole('button', { name: new RegExp(`^${r.table.recordOutside}`) })).toBeVisible();
    await expectNoAxeViolations(page);

    const { data } = await serviceClient()
      .from('refunds')
      .select('amount, status, provider, note')
      .eq('registration_id', family.id);
    expect(data).toEqual([
      {
        amount: 10000,
        status: 'succeeded',
        provider: 'outside',
        note: lang === 'fr' ? 'Chèque 123 posté le 3 mars' : 'Cheque 123 mailed on March 3',
      },
    ]);
    const mail = await mailTo(page, family.parent.email, (x) =>
      x.subject.startsWith(mailWord(lang, 'refunded.subject', { program: '' })),
    );
    expect(mail.text).toContain(given);
  });

  test(`[${lang}] An admin sees what this site could not remove at Stripe, with Stripe's answer`, async ({
    page,
  }, info) => {
    const card = `pm_e2e_${lang}_${Date.now().toString(36)}`;
    const { error } = await serviceClient().from('stripe_cleanups').insert({
      kind: 'detach_payment_method',
      stripe_id: card,
      status: 'failed',
      attempts: 5,
      last_error: 'No such PaymentMethod',
    });
    if (error) throw error;
    await loginAs(page, 'admin', { lang, to: '/admin/refunds' });
    const section = page.getByRole('region', { name: r.leftovers.title });
    await expect(section).toBeVisible();
    const item = section.getByRole('listitem').filter({ hasText: card });
    await expect(item).toContainText(fill(r.leftovers.kinds.detach_payment_method, { id: card }));
    await expect(item).toContainText(fill(r.leftovers.reason, { reason: 'No such PaymentMethod' }));
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await section.screenshot({ path: info.outputPath(`stripe-leftovers-${lang}-320.png`) });
  });
}
