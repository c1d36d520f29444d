// Issue 6 stories: the registration screen, in English and French, with axe on every page.
import { expectNoAxeViolations, expect, loginWith, setLanguage, test, type Lang } from './support/test';
import { PASSWORD, newAccount, newProgram, registrationsOf } from './registration.data';
import { acceptAll, openRegister, texts } from './registration-helpers';

// Generous time: the shared machine is often busy; the stories themselves wait on roles and labels.

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`registration (${lang})`, () => {
    test('A player registers for a free program and sees it under Recent Activity as Awaiting Approval', async ({
      page,
    }) => {
      const { r, d } = texts(lang);
      const player = await newAccount('participant', lang === 'fr' ? 'Élodie' : 'Jordan');
      const program = await newProgram({ label: 'Free skate', price: 0 });
      await page.goto('/login');
      await setLanguage(page, lang);
      await loginWith(page, player.email, PASSWORD);
      await openRegister(page, lang, program);
      // One tier and no assistance: no price picker; the total is free, so the button completes.
      await page.getByRole('checkbox', { name: new RegExp(`^${player.firstName} \\S+$`) }).check();
      await expect(
        page.getByRole('group', { name: r('pricing.legend', { name: `${player.firstName}.*` }) }),
      ).toHaveCount(0);
      await acceptAll(page, lang);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: r('submit.complete') }).click();

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(d('submitted.text'))).toBeVisible();
      const activity = page
        .getByRole('region', { name: d('activity.title') })
        .or(page.locator('section[aria-labelledby="activity-title"]'));
      const item = activity.getByRole('listitem').filter({ hasText: program.name });
      await expect(item).toContainText(d('activity.labels.awaiting'));
      const rows = await registrationsOf(program.id);
      expect(rows).toEqual([
        expect.objectContaining({
          participant_id: player.participantIds[0],
          status: 'pending',
          amount_paid: 0,
          language: lang,
          // The standard waiver in force in the page's language, stamped by the database (decision 0045).
          waiver_version: expect.stringMatching(new RegExp(`^waiver-v\\d+-${lang}$`)),
        }),
      ]);
    });

    test('A volunteer registers free of charge', async ({ page }) => {
      const { r, d } = texts(lang);
      const volunteer = await newAccount('volunteer', lang === 'fr' ? 'Gabrielle' : 'Morgan');
      const program = await newProgram({ label: 'Volunteer day', price: 4500 });
      await page.goto('/login');
      await setLanguage(page, lang);
      await loginWith(page, volunteer.email, PASSWORD);
      await openRegister(page, lang, program);
      await expect(page.getByRole('heading', { level: 2, name: `1. ${r('sections.volunteer')}` })).toBeVisible();
      await expect(page.getByText(r('volunteer.free')).first()).toBeVisible();
      await acceptAll(page, lang);
      await page.getByRole('button', { name: r('submit.volunteer') }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(d('submitted.text'))).toBeVisible();
      const rows = await registrationsOf(program.id);
      expect(rows).toEqual([expect.objectContaining({ participant_id: null, status: 'pending', amount_paid: 0 })]);
    });

    test('A blank required question and unticked agreements give the spec messages', async ({ page }) => {
      const { r, c } = texts(lang);
      const parent = await newAccount('parent_guardian', 'Robin', ['Zoé']);
      const question = lang === 'fr' ? 'Taille du chandail?' : 'Jersey size?';
      const program = await newProgram({
        label: 'Questions camp',
        questions: [{ text: question, type: 'select', required: true, options: ['S', 'M', 'L'] }],
      });
      await page.goto('/login');
      await setLanguage(page, lang);
      await loginWith(page, parent.email, PASSWORD);
      await openRegister(page, lang, program);
      await expect(page.getByRole('heading', { level: 2, name: `3. ${r('sections.agreements')}` })).toBeVisible();
      await page.getByRole('button', { name: r('submit.complete') }).click();
      const summary = page.getByRole('alert').filter({ hasText: c('errorSummaryTitle') });
      await expect(summary).toBeFocused();
      for (const message of [
        r('validation.noParticipants'),
        r('validation.question', { question }),
        r('validation.waiver'),
        r('validation.media'),
      ]) {
        await expect(summary.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(page).toHaveTitle(new RegExp(`^${c('errorPrefix').trim()}`));
      // The summary links to the field, and the inline error repeats its words.
      await summary.getByRole('link', { name: r('validation.question', { question }) }).click();
      await expect(page.getByRole('combobox', { name: question })).toBeFocused();
      await expectNoAxeViolations(page);
      expect(await registrationsOf(program.id)).toEqual([]);
    });

    test('The waiver checkbox is reached and enabled by keyboard alone', async ({ page }) => {
      const { r } = texts(lang);
      const player = await newAccount('participant', 'Kai');
      const program = await newProgram({ label: 'Keyboard camp' });
      await page.goto('/login');
      await setLanguage(page, lang);
      await loginWith(page, player.email, PASSWORD);
      await openRegister(page, lang, program);
      const waiver = page.getByRole('checkbox', { name: r('agreements.waiverCheckbox') });
      const region = page.locator('#consent-waiver-text');
      // Tab through the page until the waiver text (a focusable, labelled region) has focus.
      for (let i = 0; i < 40 && !(await region.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(region).toBeFocused();
      // Before the end: focusable but aria-disabled; Space explains and returns to the text.
      await page.keyboard.press('Tab');
      await expect(waiver).toBeFocused();
      await expect(waiver).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Space');
      await expect(waiver).not.toBeChecked();
      await expect(region).toBeFocused();
      // Said in the checkbox's description (and once in the live region that announces it).
      await expect(waiver).toHaveAccessibleDescription(r('agreements.readFirst'));
      // End scrolls the text to its end; the checkbox becomes usable. The text is read from the database: End
      // reaches its end once it has loaded (pressed on the loading line, it scrolled nothing and the check waited).
      await expect(region).not.toContainText(r('agreements.loadingText'));
      await page.keyboard.press('End');
      await expect(waiver).toHaveAccessibleDescription(r('agreements.readDone'));
      await page.keyboard.press('Tab');
      await expect(waiver).toBeFocused();
      await page.keyboard.press('Space');
      await expect(waiver).toBeChecked();
      await expect(waiver).not.toHaveAttribute('aria-disabled', 'true');
    });
  });
}
