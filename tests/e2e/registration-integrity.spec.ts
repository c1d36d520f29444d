// Issue 17 in the browser, English and French: what the database now refuses
// reaches the family as words in their language, announced where they are.
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { expect, expectNoAxeViolations, loginWith, serviceClient, setLanguage, test, type Lang } from './support/test';
import { newAccount, newProgram, PASSWORD, registrationsOf, s, serverRegistration, strings } from './registration.data';
import { acceptAll, openRegister, texts } from './registration-helpers';

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`registration integrity (${lang})`, () => {
    test('After ten wrong assistance codes the code field announces: too many attempts, wait a few minutes', async ({
      page,
    }) => {
      const { r } = texts(lang);
      const parent = await newAccount('parent_guardian', 'Dana', ['Ines']);
      const program = await newProgram({
        label: 'Assisted camp',
        price: 12000,
        tiers: [{ name: 'Regular', price: 12000, is_default: true }],
        codes: [{ code: 'REALAID', price: 0, max_uses: null }],
      });
      await page.goto('/login');
      await setLanguage(page, lang);
      await loginWith(page, parent.email, PASSWORD);
      await openRegister(page, lang, program);
      await page.getByRole('checkbox', { name: /Ines/ }).check();

      const field = page.getByRole('textbox', { name: new RegExp(r('codes.label')) });
      const message = page.locator(`#code-${parent.participantIds[0]}-message`);
      await expect(message).toHaveAttribute('aria-live', 'polite');
      for (let i = 0; i < 10; i++) {
        await field.fill(`WRONG${i}`);
        await page.getByRole('button', { name: r('codes.apply') }).click();
        await expect(message).toHaveText(r('codes.invalid'));
        await field.fill('');
      }
      // The right code now: the database refuses every check for a while, and the field says why.
      await field.fill('REALAID');
      await page.getByRole('button', { name: r('codes.apply') }).click();
      await expect(message).toHaveText(r('codes.tooManyAttempts'));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
    });

    test('A price option that closes while the form is open is refused, and the options on screen are read again', async ({
      page,
    }) => {
      const { r, c } = texts(lang);
      const parent = await newAccount('parent_guardian', 'Remy', ['Lou']);
      const program = await newProgram({
        label: 'Closing tier camp',
        tiers: [{ name: 'Free early', price: 0, is_default: true }],
      });
      await page.goto('/login');
      await setLanguage(page, lang);
      await loginWith(page, parent.email, PASSWORD);
      await openRegister(page, lang, program);
      await page.getByRole('checkbox', { name: /Lou/ }).check();
      await acceptAll(page, lang);
      // The office closes the option (its last day was yesterday) before the family submits.
      const { error } = await serviceClient()
        .from('program_price_tiers')
        .update({ available_until: addDays(orgToday(new Date()), -1) })
        .eq('program_id', program.id);
      expect(error).toBeNull();
      await page.getByRole('button', { name: r('submit.complete') }).click();
      const summary = page.getByRole('alert').filter({ hasText: c('errorSummaryTitle') });
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(r('serverErrors.price_tier_unavailable'));
      await expectNoAxeViolations(page);
      // The options are read again: with none open today, a second submit says so instead of sending the closed one.
      await page.getByRole('button', { name: r('submit.complete') }).click();
      await expect(summary).toContainText(r('errors.noPriceOptionToday'));
      expect(await registrationsOf(program.id)).toEqual([]);
    });

    test('Deleting a child with a paid registration is refused with the reason and what to do instead', async ({
      page,
    }) => {
      const p = strings('participants', lang);
      const parent = await newAccount('parent_guardian', 'Alexis', ['Noor']);
      const program = await newProgram({
        label: 'Paid camp',
        price: 15000,
        tiers: [{ name: 'Regular', price: 15000, is_default: true }],
      });
      await serverRegistration(parent, parent.participantIds[0], program.id, 'approved', 15000);
      await page.goto('/login');
      await setLanguage(page, lang);
      await loginWith(page, parent.email, PASSWORD, { to: '/participants' });
      const kid = (
        await serviceClient()
          .from('participants')
          .select('first_name, last_name')
          .eq('id', parent.participantIds[0])
          .single()
      ).data!;
      const name = `${kid.first_name} ${kid.last_name}`;
      await page.getByRole('button', { name: s(p, 'list.deleteName', { name }) }).click();
      const dialog = page.getByRole('dialog', { name: s(p, 'delete.title', { name }) });
      await dialog.getByRole('button', { name: s(p, 'delete.confirm') }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        s(p, 'serverErrors.participant_has_paid_registration', { name }),
      );
      await expectNoAxeViolations(page);
      // Nothing was removed: the child and the paid registration are still there.
      expect(await registrationsOf(program.id)).toEqual([
        expect.objectContaining({ participant_id: parent.participantIds[0], status: 'approved', amount_paid: 15000 }),
      ]);
    });
  });
}
