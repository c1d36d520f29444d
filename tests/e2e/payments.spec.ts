// Issue 7 stories: paying through the local TEST MODE checkout, forged returns
// and cancelling, in English and French, with axe on every page visited.
import { mailTo, mailWord } from './support/mail';
import { expect, expectNoAxeViolations, loginWith, setLanguage, test, type Lang } from './support/test';
import {
  PASSWORD,
  checkoutSessionsOf,
  newPaidProgram,
  newParent,
  proceedToCheckout,
  registrationsOf,
  text,
} from './payments.data';

for (const lang of ['en', 'fr'] as Lang[]) {
  const p = (path: string, v = {}) => text('payments', lang, path, v);
  const d = (path: string, v = {}) => text('dashboard', lang, path, v);

  test.describe(`payments (${lang})`, () => {
    test('A parent pays for two children through the test checkout and sees both registrations confirmed', async ({
      page,
    }) => {
      const parent = await newParent(lang);
      const program = await newPaidProgram();
      await page.goto('/login');
      await setLanguage(page, lang);
      await loginWith(page, parent.email, PASSWORD);
      await proceedToCheckout(page, lang, parent, program);

      const sessionId = /\/_dev\/checkout\/([0-9a-f-]{36})/.exec(page.url())![1];
      await expect(page.getByText(p('testCheckout.badge'), { exact: true })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: p('testCheckout.heading', { program: program.name }) }),
      ).toBeVisible();
      const summary = page.getByRole('table', { name: p('testCheckout.summary') });
      for (const kid of parent.kids)
        await expect(summary.getByRole('row', { name: new RegExp(kid.first) })).toBeVisible();
      await expect(summary.getByRole('row', { name: new RegExp(`^${p('testCheckout.total')}`) })).toContainText(
        lang === 'fr' ? '240,00' : '$240.00',
      );
      await expectNoAxeViolations(page);

      // Keyboard only: focus Pay and press Enter.
      const pay = page.getByRole('button', { name: new RegExp(`^${lang === 'fr' ? 'Payer' : 'Pay'} `) });
      await pay.focus();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/dashboard$/);
      const banner = page.getByRole('status').filter({ hasText: p('return.successTitle') });
      await expect(banner).toContainText(p('return.success_other', { count: 2 }));
      await expect(banner).toContainText(sessionId.slice(0, 20));
      await banner.hover(); // stays while hovered (WCAG 2.2.1)
      const activity = page.locator('section[aria-labelledby="activity-title"]');
      const items = activity.getByRole('listitem').filter({ hasText: program.name });
      await expect(items).toHaveCount(2);
      for (const item of await items.all()) await expect(item).toContainText(d('activity.labels.confirmed'));
      await expectNoAxeViolations(page);

      const rows = await registrationsOf(program.id);
      expect(rows.map((r) => [r.participant_id, r.status, r.amount_paid]).sort()).toEqual(
        parent.kids.map((k) => [k.id, 'approved', 12000]).sort(),
      );
      expect(new Set(rows.map((r) => r.checkout_session_id))).toEqual(new Set([sessionId]));

      // One receipt for the payment arrives in the family's language (issue 19).
      const number = (await checkoutSessionsOf(parent.id)).find((s) => s.id === sessionId)?.receipt_number;
      expect(number).toMatch(/^R-\d{4}-\d{6}$/);
      const receipt = await mailTo(page, parent.email, (m) => m.subject.includes(number!));
      expect(receipt.language).toBe(lang);
      expect(receipt.subject).toBe(
        mailWord(lang, 'receipt.subject', {
          number: number!,
          // The organisation's name in the receipt's language (issue 36).
          organisation: lang === 'fr' ? 'Hockey canadien pour aveugles' : 'Canadian Blind Hockey',
        }),
      );
      for (const part of [receipt.text ?? '', receipt.html ?? '']) {
        for (const kid of parent.kids) expect(part).toContain(kid.first);
        expect(part).toContain(program.name);
        expect(part).toContain(lang === 'fr' ? '240,00' : '$240.00');
        expect(part).toContain('4242');
        // Issued by the organisation at the address set for it (tests/e2e/support/stack-process.ts).
        expect(part).toContain('100 Test Arena Road');
        expect(part).toContain('Toronto ON M5V 3L9');
      }
    });

    test('A forged or unpaid success link creates nothing and shows the Registration Issue banner', async ({
      page,
    }) => {
      const parent = await newParent(lang);
      const program = await newPaidProgram();
      await page.goto('/login');
      await setLanguage(page, lang);
      await loginWith(page, parent.email, PASSWORD, { to: '/dashboard?payment=success&session_id=fake' });
      const issue = page.getByRole('alert').filter({ hasText: p('return.errorTitle') });
      await expect(issue).toContainText(p('serverErrors.session_not_found'));
      await expect(page).toHaveURL(/\/dashboard$/);
      await expectNoAxeViolations(page);

      // A real checkout that was never paid: its success address creates nothing either.
      await proceedToCheckout(page, lang, parent, program);
      const sessionId = /\/_dev\/checkout\/([0-9a-f-]{36})/.exec(page.url())![1];
      await page.goto(`/dashboard?payment=success&session_id=${sessionId}`);
      await expect(page.getByRole('alert').filter({ hasText: p('return.errorTitle') })).toContainText(
        p('serverErrors.not_paid'),
      );
      expect(await registrationsOf(program.id)).toEqual([]);
      expect(await checkoutSessionsOf(parent.id)).toEqual([{ id: sessionId, status: 'open', receipt_number: null }]);
    });

    test('Cancelling at the test checkout returns to the registration screen and creates nothing', async ({ page }) => {
      const parent = await newParent(lang);
      const program = await newPaidProgram();
      await page.goto('/login');
      await setLanguage(page, lang);
      await loginWith(page, parent.email, PASSWORD);
      await proceedToCheckout(page, lang, parent, program);

      await page.getByRole('button', { name: p('testCheckout.cancel') }).click();
      await expect(page).toHaveURL(new RegExp(`/programs/${program.id}/register$`));
      await expect(page.getByRole('status').filter({ hasText: p('return.cancelledTitle') })).toContainText(
        p('return.cancelled'),
      );
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: text('registration', lang, 'title.register', { name: program.name }),
        }),
      ).toBeVisible();
      await expect(
        page.getByRole('checkbox', { name: new RegExp(`^${parent.kids[0].first} \\S+$`) }),
      ).not.toBeChecked();
      expect(await registrationsOf(program.id)).toEqual([]);
      expect((await checkoutSessionsOf(parent.id)).map((s) => s.status)).toEqual(['cancelled']);
    });
  });
}
