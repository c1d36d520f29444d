// A volunteer's yearly concussion confirmation at registration (issue 24 point 5; issue 36 asks for the story), in
// English and French, keyboard for the ticks and the submit, axe on each page, 320 px: a volunteer without a
// confirmation is asked for their own ("Your confirmation"); reviewing the resources is required (the error summary
// and inline), the Code of Conduct is optional for a volunteer. Confirmed, the registration points at a new
// confirmation of role 'volunteer', valid 12 months; the next registration is not asked, one line instead.
import type { Page } from '@playwright/test';
import { addYears, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { expect, expectNoAxeViolations, loginWith, setLanguage, tabTo, test, type Lang } from './support/test';
import { serviceClient } from './support/service';
import { PASSWORD, newAccount, newProgram } from './registration.data';
import { concussionSection, openRegister, readAndAccept, texts } from './registration-helpers';
import { longDate, must } from './family-pages.data';

type Confirmation = {
  id: string;
  role: string;
  participant_id: string | null;
  valid_until: string;
  code_of_conduct_document_id: string | null;
  language: string;
};

const confirmationsOf = async (userId: string) =>
  must(
    await serviceClient()
      .from('concussion_confirmations')
      .select('id, role, participant_id, valid_until, code_of_conduct_document_id, language')
      .eq('user_id', userId),
  ) as Confirmation[];

const registrationOf = async (programId: string) =>
  must(
    await serviceClient()
      .from('registrations')
      .select('volunteer_id, status, concussion_confirmation_id, concussion_awareness_agreed')
      .eq('program_id', programId)
      .single(),
  );

/** No sideways scrolling at 320 px (a screenshot to look at), then back to 1280 px. */
async function at320(page: Page, name: string) {
  await page.setViewportSize({ width: 320, height: 900 });
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
  await page.screenshot({ path: `test-results/${name}-320.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/${name}-1280.png`, fullPage: true });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`[${lang}] A volunteer confirms the concussion documents at registration; the next registration is not asked`, async ({
    page,
  }) => {
    const { r, c } = texts(lang);
    const volunteer = await newAccount('volunteer', lang === 'fr' ? 'Gabrielle' : 'Morgan');
    const program = await newProgram({ label: 'Volunteer concussion day', price: 0 });
    const other = await newProgram({ label: 'Volunteer second day', price: 0 });
    expect(await confirmationsOf(volunteer.id)).toEqual([]);

    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, volunteer.email, PASSWORD);
    await openRegister(page, lang, program);

    // Asked for their own confirmation: the review (required) and the Code of Conduct (optional for volunteers).
    const section = concussionSection(page);
    const ticks = section.getByRole('group', { name: r('concussion.legendSelf') });
    await expect(ticks.getByRole('checkbox')).toHaveCount(2, { timeout: 20_000 });
    const reviewed = ticks.getByRole('checkbox', { name: r('concussion.reviewedSelf') });
    const code = ticks.getByRole('checkbox', { name: r('concussion.codeSelfOptional') });
    await expect(code).toBeVisible();
    await readAndAccept(page, r('agreements.waiverCheckbox'));
    await readAndAccept(page, r('agreements.mediaCheckbox'));

    // Submitting without the review: one message, in the summary (which takes the focus) and inline.
    const submit = page.getByRole('button', { name: r('submit.volunteer') });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: c('errorSummaryTitle') });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('listitem')).toHaveText([r('concussion.errors.reviewedSelf')]);
    await expect(reviewed).toHaveAttribute('aria-invalid', 'true');
    await expect(reviewed).toHaveAccessibleDescription(r('concussion.errors.reviewedSelf'));
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await tabTo(page, summary.getByRole('link', { name: r('concussion.errors.reviewedSelf') }));
    await page.keyboard.press('Enter');
    await expect(reviewed).toBeFocused();
    await at320(page, `concussion-volunteer-asked-${lang}`);

    // Both ticks by keyboard, then register.
    await page.keyboard.press('Space');
    await expect(reviewed).toBeChecked();
    await tabTo(page, code);
    await page.keyboard.press('Space');
    await expect(code).toBeChecked();
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    // One confirmation, the volunteer's own, valid 12 months, with the Code of Conduct; the registration uses it.
    const today = orgToday(new Date());
    const [confirmation, ...more] = await confirmationsOf(volunteer.id);
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({
      role: 'volunteer',
      participant_id: null,
      valid_until: addYears(today, 1),
      code_of_conduct_document_id: expect.any(String),
      language: lang,
    });
    expect(await registrationOf(program.id)).toMatchObject({
      status: 'pending',
      concussion_confirmation_id: confirmation.id,
      concussion_awareness_agreed: true,
    });

    // The next registration: not asked, one line says when and until when.
    await openRegister(page, lang, other);
    await expect(section).toContainText(
      r('concussion.valid', { confirmed: longDate(today, lang), until: longDate(addYears(today, 1), lang) }),
      { timeout: 20_000 },
    );
    await expect(section.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await readAndAccept(page, r('agreements.waiverCheckbox'));
    await readAndAccept(page, r('agreements.mediaCheckbox'));
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    expect(await confirmationsOf(volunteer.id)).toHaveLength(1);
    expect(await registrationOf(other.id)).toMatchObject({ concussion_confirmation_id: confirmation.id });
  });
}
