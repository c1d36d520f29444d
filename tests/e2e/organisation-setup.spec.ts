// Issue 36 points 1-2: a fresh project tells its administrator what is missing (/admin/setup, linked from the
// dashboard), a family's receipt waits for the organisation's postal address, and once the administrator types it on
// /admin/settings the receipt arrives carrying that address. On a stack of the story's own: the details it changes
// are every other story's too. English and French, keyboard and axe.
import { mailTo } from './support/mail';
import { expect, test } from './support/own-stack';
import {
  expectNoAxeViolations,
  loginAs,
  loginWith,
  setLanguage,
  signOut,
  uniqueEmail,
  type Lang,
} from './support/test';
import { serviceClient } from './support/service';
import { PASSWORD, checkoutSessionsOf, newPaidProgram, newParent, proceedToCheckout, text } from './payments.data';

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = (path: string, v = {}) => text('adminSetup', lang, path, v);
  const o = (path: string, v = {}) => text('adminSettings', lang, path, v);

  test(`(${lang}) a fresh project lists what is missing; the address typed on /admin/settings reaches the held receipt`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A family pays: the receipt is numbered and queued, and held while the address is missing.
    const parent = await newParent(lang);
    const program = await newPaidProgram();
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD);
    await proceedToCheckout(page, lang, parent, program);
    await page.getByRole('button', { name: new RegExp(`^${lang === 'fr' ? 'Payer' : 'Pay'} `) }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const number = (await checkoutSessionsOf(parent.id)).find((c) => c.receipt_number)?.receipt_number;
    expect(number).toMatch(/^R-\d{4}-\d{6}$/);
    const receiptRow = async () =>
      (
        await serviceClient()
          .from('email_outbox')
          .select('status')
          .eq('template', 'payment_receipt')
          .eq('to_email', parent.email)
          .single()
      ).data?.status;
    // The sender runs every 2 s, oldest message first: once a message queued after the receipt has gone, it has
    // passed over the receipt.
    const probe = uniqueEmail('probe');
    const queued = await serviceClient()
      .from('email_outbox')
      .insert({ to_email: probe, template: 'probe', subject: 'Probe', body: 'After the receipt' });
    expect(queued.error).toBeNull();
    await mailTo(page, probe);
    expect(await receiptRow()).toBe('queued');
    await signOut(page);

    // The administrator is told the site is not ready, and opens the checklist from the dashboard.
    await loginAs(page, 'admin', { to: '/admin' });
    await page.getByRole('link', { name: text('adminDashboard', lang, 'setup.open') }).click();
    await expect(page.getByRole('heading', { level: 1, name: s('title') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: s('notReady') })).toBeVisible();
    const item = (id: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: s(`checks.${id}.title`) }) });
    const organisation = item('organisation');
    await expect(organisation.getByRole('heading')).toContainText(s('status.missing'));
    await expect(organisation).toContainText(s('facts.missingField', { field: o('fields.address_line1') }));
    await expect(organisation).toContainText(s('facts.missingField', { field: o('fields.postal_code') }));
    await expect(item('mail')).toContainText(text('adminSetup', lang, 'facts.heldReceipts_one', { count: 1 }));
    await expect(item('payments').getByRole('heading')).toContainText(s('status.test'));
    await expectNoAxeViolations(page);

    // Settings: told why receipts wait; a bad postal code is refused in the language; then the address is saved.
    await organisation.getByRole('link', { name: s('checks.organisation.fix') }).click();
    await expect(page.getByRole('heading', { level: 1, name: o('title') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: o('addressMissing.title') })).toContainText(
      text('adminSettings', lang, 'addressMissing.text_one', { count: 1 }),
    );
    await page.getByLabel(o('fields.address_line1')).fill('12 Rink Road');
    await page.getByLabel(o('fields.city')).fill('Ottawa');
    await page.getByLabel(o('fields.province')).selectOption('ON');
    await page.getByLabel(o('fields.postal_code')).fill('K1A 0B');
    await page.getByRole('button', { name: o('form.save') }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toContainText(o('validation.postalCodeInvalid'));
    await expect(page.getByLabel(o('fields.postal_code'))).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(o('fields.postal_code')).fill('k1a 0b1');
    await page.getByLabel(o('fields.postal_code')).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: o('form.saved') })).toBeVisible();
    await expect(page.getByLabel(o('fields.postal_code'))).toHaveValue('K1A 0B1');
    // Who changed what, and the site's footer, say so at once.
    await expect(page.getByRole('region', { name: o('history.heading') }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('contentinfo')).toContainText('12 Rink Road, Ottawa ON K1A 0B1, Canada');
    await expectNoAxeViolations(page);

    // The held receipt goes, with the address the administrator typed.
    const receipt = await mailTo(page, parent.email, (m) => m.subject.includes(number!));
    expect(receipt.language).toBe(lang);
    for (const part of [receipt.text ?? '', receipt.html ?? '']) {
      expect(part).toContain('12 Rink Road');
      expect(part).toContain('Ottawa ON K1A 0B1');
      expect(part).not.toMatch(/street address|A1A 1A1/i);
    }
    expect(await receiptRow()).toBe('sent');

    // The checklist now shows the organisation's details done.
    await page.goto('/admin/setup');
    await expect(item('organisation').getByRole('heading')).toContainText(s('status.ok'));
  });
}
