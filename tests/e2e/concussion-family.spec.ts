// Concussion safety for families (issue 24 points 5 and 6), in English and French, keyboard only, axe on each
// page: the dashboard reminds of a confirmation that ends within 30 days; confirming on /concussion-safety clears
// the reminder; /participants shows each child's confirmation, a removal from sport with the return-to-sport
// steps, and a clearance. Nothing horizontal to scroll at 320 px.
import type { Page } from '@playwright/test';
import { addDays, addYears } from '../../supabase/functions/_shared/domain/dates.ts';
import { expect, expectNoAxeViolations, loginWith, setLanguage, test, type Lang, tabTo } from './support/test';
import {
  PASSWORD,
  longDate,
  newFamily,
  newProgram,
  storedConfirmation,
  storedRemoval,
  text,
  today,
} from './family-pages.data';

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const c = text('concussion', lang);

  test(`[${lang}] A parent is reminded of a confirmation ending within 30 days, confirms on /concussion-safety, and sees a child removed from sport with the steps back`, async ({
    page,
  }) => {
    const family = await newFamily(lang === 'fr' ? 'Josée' : 'Dana', ['Ava', 'Ben', 'Cal'], lang);
    const program = await newProgram(lang === 'fr' ? 'Ligue d’hiver' : 'Winter league', 20);
    const ava = `Ava ${family.lastName}`;
    const ben = `Ben ${family.lastName}`;
    const cal = `Cal ${family.lastName}`;
    // Ava's yearly confirmation ends in 10 days; Ben's and Cal's run for months.
    const avaUntil = addDays(today(), 10);
    await storedConfirmation(family, 'Ava', avaUntil, lang);
    await storedConfirmation(family, 'Ben', addDays(today(), 200), lang);
    await storedConfirmation(family, 'Cal', addDays(today(), 200), lang);
    // Ben was removed from sport 3 days ago; Cal was removed earlier and has been cleared.
    const benSince = addDays(today(), -3);
    await storedRemoval(family, 'Ben', program.id, benSince);
    const calCleared = addDays(today(), -20);
    await storedRemoval(family, 'Cal', program.id, addDays(today(), -40), calCleared);

    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, family.email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The reminder names Ava only, with the day her confirmation ends.
    const reminder = page.getByRole('region', { name: c('reminder.title') });
    await expect(reminder).toBeVisible();
    await expect(reminder.getByRole('listitem')).toHaveText([
      c('reminder.participant.due', { name: ava, date: longDate(avaUntil, lang) }),
    ]);
    await expectNoAxeViolations(page);
    const link = reminder.getByRole('link', { name: c('reminder.link') });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/concussion-safety$/);

    // The page: where things stand, the resources and the two documents, then the form.
    await expect(page.getByRole('heading', { level: 1, name: c('page.title') })).toBeVisible();
    await expect(page.getByText(c('page.line.due', { name: ava, date: longDate(avaUntil, lang) }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: c('page.resourcesTitle') })).toBeVisible();
    const form = page.getByRole('form', { name: c('participantsForm.title') });
    await expect(form).toBeVisible();
    // Two documents in force, each a level-2 heading before the form (their titles come from the database).
    const documentHeadings = page.locator('section[aria-labelledby^="cs-doc-"] h2');
    await expect(documentHeadings).toHaveCount(2);
    await expect(page.locator('section[aria-labelledby^="cs-doc-"] p').first()).not.toBeEmpty();
    await expectNoAxeViolations(page);

    const avaBox = form.getByRole('checkbox', { name: `${ava} (${c('participantsForm.under18')})` });
    await expect(avaBox).toBeChecked();
    await expect(form.getByRole('checkbox', { name: `${ben} (${c('participantsForm.under18')})` })).not.toBeChecked();
    // Submitting without the ticks says what is missing and confirms nothing.
    const submit = form.getByRole('button', { name: c('participantsForm.submit') });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert');
    await expect(summary).toContainText(c('errors.reviewedRequired'));
    await expect(summary).toContainText(c('errors.guardianRequired'));
    await expect(summary).toBeFocused();
    await expectNoAxeViolations(page);

    await tabTo(page, form.getByRole('checkbox', { name: c('participantsForm.reviewed') }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('checkbox', { name: c('participantsForm.guardian', { names: ava }) }));
    await page.keyboard.press('Space');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const newUntil = addYears(today(), 1);
    const done = page.getByRole('status').filter({
      hasText: c('participantsForm.success', { names: ava, date: longDate(newUntil, lang) }),
    });
    await expect(done).toBeVisible();
    // The outcome takes focus (its region), and the status above follows.
    await expect(page.locator('div:focus')).toContainText(
      c('participantsForm.success', { names: ava, date: longDate(newUntil, lang) }),
    );
    await expect(page.getByText(c('page.line.valid', { name: ava, date: longDate(newUntil, lang) }))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/concussion-safety-1280-${lang}.png`, fullPage: true });
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/concussion-safety-320-${lang}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The dashboard no longer reminds.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: c('reminder.title') })).toHaveCount(0);

    // /participants: each card says where its child stands, as text.
    await page.goto('/participants');
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
    await expect(card(ava).getByText(c('status.valid', { date: longDate(newUntil, lang) }))).toBeVisible();
    const benCard = card(ben);
    await expect(benCard.getByText(c('status.removed', { date: longDate(benSince, lang) }))).toBeVisible();
    await expect(benCard.getByRole('heading', { level: 4, name: c('status.stepsTitle') })).toBeVisible();
    await expect(benCard.getByRole('listitem')).toHaveText([
      c('status.steps.doctor'),
      c('status.steps.clearance'),
      c('status.steps.record'),
      c('status.steps.gradual'),
    ]);
    const calCard = card(cal);
    await expect(calCard.getByText(c('status.cleared', { date: longDate(calCleared, lang) }))).toBeVisible();
    await expect(calCard.getByText(c('status.removed', { date: longDate(addDays(today(), -40), lang) }))).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/concussion-participants-320-${lang}.png`, fullPage: true });
  });
}
