// The yearly concussion confirmation at registration (issue 24 point 5, Ontario's Rowan's Law), in English and
// French, keyboard only, axe on each page, 320 px: a child whose confirmation lapsed is asked again (the ticks
// are required, in the error summary and inline), the parent confirms and registers; the database holds a new
// confirmation valid 12 months and the registration points at it. A child with a valid confirmation is not asked:
// one line says when it was confirmed and until when it is valid.
import type { Page } from '@playwright/test';
import { addDays, addYears } from '../../supabase/functions/_shared/domain/dates.ts';
import { expect, expectNoAxeViolations, loginWith, setLanguage, test, type Lang, tabTo } from './support/test';
import {
  PASSWORD,
  confirmConcussion,
  longDate,
  must,
  newFamily,
  newProgram,
  service,
  storedConfirmation,
  text,
  today,
} from './family-pages.data';

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

/** Reads both agreements to their end and ticks them, by keyboard. */
async function acceptAgreements(page: Page, r: (p: string) => string) {
  for (const key of ['waiver', 'media'] as const) {
    const region = page.locator(`#consent-${key}-text`);
    // The text is read from the database: End reaches its end once it has loaded.
    await expect(region).not.toContainText(r('agreements.loadingText'));
    await tabTo(page, region);
    await page.keyboard.press('End');
    const box = page.getByRole('checkbox', { name: r(`agreements.${key}Checkbox`) });
    await expect(box).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
}

type Confirmation = { id: string; valid_until: string; guardian_id: string | null; confirmed_by: string };

for (const lang of ['en', 'fr'] as Lang[]) {
  const r = text('registration', lang);
  const c = text('common', lang);
  const k = text('concussion', lang);

  test(`[${lang}] A child whose confirmation lapsed is asked again, confirms and registers; a confirmed child is not asked`, async ({
    page,
  }) => {
    const family = await newFamily(lang === 'fr' ? 'Josée' : 'Dana', ['Noa', 'Oli'], lang);
    // Noa's confirmation of last year ended yesterday; Oli confirmed this year.
    await storedConfirmation(family, 'Noa', addDays(today(), -1), lang);
    await confirmConcussion(family, ['Oli'], lang);
    const program = await newProgram(lang === 'fr' ? 'Camp d’hiver' : 'Winter camp', 20);
    const other = await newProgram(lang === 'fr' ? 'Camp de printemps' : 'Spring camp', 20);
    const noa = `Noa ${family.lastName}`;
    const oli = `Oli ${family.lastName}`;

    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, family.email, PASSWORD);
    // The dashboard reminds the family of Noa's expired confirmation.
    const reminder = page.getByRole('region', { name: k('reminder.title') });
    await expect(reminder).toContainText(noa, { timeout: 20_000 });
    // The register screen opened without reloading, as from a link: what the dashboard read stays in memory.
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/programs/${program.id}/register`);
    await expect(
      page.getByRole('heading', { level: 1, name: r('title.register', { name: program.name }) }),
    ).toBeVisible({
      timeout: 20_000,
    });
    const noaBox = page.getByRole('checkbox', { name: noa, exact: true });
    await tabTo(page, noaBox);
    await page.keyboard.press('Space');
    await expect(noaBox).toBeChecked();

    // Asked: the two texts, then Noa's three ticks (Noa is 11: the parent reviews too).
    const section = page.getByRole('region', { name: r('concussion.title') });
    const ticks = section.getByRole('group', { name: r('concussion.legend', { name: noa }) });
    await expect(ticks.getByRole('checkbox')).toHaveCount(3);
    await expect(section.getByRole('region', { name: /./ }).first()).toBeVisible();
    await acceptAgreements(page, r);

    // Submitting without the ticks: each one in the error summary, linked, and inline.
    const submit = page.getByRole('button', { name: r('submit.complete') });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: c('errorSummaryTitle') });
    await expect(summary).toBeFocused();
    const messages = (['reviewed', 'guardian', 'code'] as const).map((tick) =>
      r(`concussion.errors.${tick}`, { name: noa }),
    );
    await expect(summary.getByRole('listitem')).toHaveText(messages);
    const reviewed = ticks.getByRole('checkbox', { name: r('concussion.reviewed', { name: noa }) });
    await expect(reviewed).toHaveAttribute('aria-invalid', 'true');
    await expect(reviewed).toHaveAccessibleDescription(messages[0]);
    await expectNoAxeViolations(page);
    // The summary's first link moves focus to the first tick.
    await tabTo(page, summary.getByRole('link', { name: messages[0] }));
    await page.keyboard.press('Enter');
    await expect(reviewed).toBeFocused();
    await at320(page, `concussion-asked-${lang}`);

    // Tick the three by keyboard and register.
    for (const label of [
      r('concussion.reviewed', { name: noa }),
      r('concussion.guardian', { name: noa }),
      r('concussion.code', { name: noa }),
    ]) {
      const box = ticks.getByRole('checkbox', { name: label });
      if (!(await box.evaluate((el) => el === document.activeElement))) await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    // The dashboard knows at once (issue 38: its reminder read the status under a key of its own and kept the
    // expired confirmation for up to 30 s).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reminder).toHaveCount(0);

    // A new confirmation for Noa, valid 12 months from Toronto today, made by the parent as guardian;
    // the registration points at it.
    const confirmations = must(
      await service()
        .from('concussion_confirmations')
        .select('id, valid_until, guardian_id, confirmed_by')
        .eq('participant_id', family.children.Noa)
        .order('confirmed_at', { ascending: false }),
    ) as Confirmation[];
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0]).toMatchObject({
      valid_until: addYears(today(), 1),
      guardian_id: family.id,
      confirmed_by: family.id,
    });
    const registration = must(
      await service()
        .from('registrations')
        .select('status, concussion_confirmation_id, concussion_awareness_agreed')
        .eq('program_id', program.id)
        .eq('participant_id', family.children.Noa)
        .single(),
    );
    expect(registration).toEqual({
      status: 'pending',
      concussion_confirmation_id: confirmations[0].id,
      concussion_awareness_agreed: true,
    });

    // Oli, confirmed this year: not asked, one line instead; registers without any concussion tick.
    await page.goto(`/programs/${other.id}/register`);
    const oliBox = page.getByRole('checkbox', { name: oli, exact: true });
    await expect(oliBox).toBeVisible({ timeout: 20_000 });
    await tabTo(page, oliBox);
    await page.keyboard.press('Space');
    await expect(oliBox).toBeChecked();
    const line = r('concussion.valid', {
      confirmed: longDate(today(), lang),
      until: longDate(addYears(today(), 1), lang),
    });
    await expect(section).toContainText(line);
    await expect(section.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await at320(page, `concussion-valid-${lang}`);
    await acceptAgreements(page, r);
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    const oliConfirmation = must(
      await service().from('concussion_confirmations').select('id').eq('participant_id', family.children.Oli),
    ) as { id: string }[];
    expect(oliConfirmation).toHaveLength(1);
    expect(
      must(
        await service()
          .from('registrations')
          .select('concussion_confirmation_id')
          .eq('program_id', other.id)
          .eq('participant_id', family.children.Oli)
          .single(),
      ),
    ).toEqual({ concussion_confirmation_id: oliConfirmation[0].id });
  });
}
