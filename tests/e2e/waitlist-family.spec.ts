// The waiting-list story of issue 24 (points 1 and 2), in English and French, keyboard only, axe on each page:
// family A waits for a full program (two children in line), leaves the list for one child and the other moves
// up; family B cancels its registration on My Registrations; A receives the offer e-mail in its language through
// the stack's SMTP server and the dashboard banner, accepts, registers (free program), and the banner is gone.
// A joins through join_waitlist on its own signed-in client (the RPC the registration screen's 'Join the
// waiting list' calls): this story is about what follows on the family pages.
import type { Page } from '@playwright/test';
import { readAgreement } from './registration-helpers';
import { mailTo, mailWord } from './support/mail';
import { expect, expectNoAxeViolations, loginWith, setLanguage, test, type Lang, tabTo } from './support/test';
import {
  PASSWORD,
  confirmConcussion,
  entriesOf,
  joinWaitlist,
  newFamily,
  newProgram,
  serverRegistration,
  text,
} from './family-pages.data';

async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Looks at a page at 320 px (no sideways scrolling, a screenshot to look at), then back to 1280 px. */
async function at320(page: Page, name: string) {
  await page.setViewportSize({ width: 320, height: 900 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `test-results/${name}-320.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/${name}-1280.png`, fullPage: true });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = text('waitlist', lang);
  const m = text('myRegistrations', lang);
  const r = text('registration', lang);

  test(`[${lang}] A family waits for a full program, another cancels, the first gets the e-mail and the banner and registers`, async ({
    page,
    browser,
  }) => {
    const a = await newFamily(lang === 'fr' ? 'Josée' : 'Dana', ['Theo', 'Ines'], lang);
    const b = await newFamily('Robin', ['Kim'], lang);
    const program = await newProgram(lang === 'fr' ? 'Camp complet' : 'Full camp', 1);
    await serverRegistration(b, 'Kim', program);
    // Registering needs this year's concussion confirmation (issue 24 point 5): A has made it for Ines.
    await confirmConcussion(a, ['Ines'], lang);
    expect(await joinWaitlist(a, 'Theo', program.id)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await joinWaitlist(a, 'Ines', program.id)).toMatchObject({ status: 'waiting', position: 2 });
    const theo = `Theo ${a.lastName}`;
    const ines = `Ines ${a.lastName}`;

    // My Registrations: both children in line, with their numbers.
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, a.email, PASSWORD, { to: '/registrations' });
    await expect(page.getByRole('heading', { level: 1, name: m('title') })).toBeVisible();
    const section = page.getByRole('region', { name: w('section.title') });
    const entryOf = (name: string) =>
      section.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    await expect(entryOf(theo).getByText(w('section.position', { position: 1 }))).toBeVisible();
    await expect(entryOf(ines).getByText(w('section.position', { position: 2 }))).toBeVisible();
    await expect(entryOf(ines).getByRole('heading', { level: 3, name: program.name })).toBeVisible();
    await expectNoAxeViolations(page);

    // Theo leaves the list (asked once more); the outcome is said where focus lands, and Ines moves up.
    await tabTo(
      page,
      entryOf(theo).getByRole('button', {
        name: w('section.leaveFor', { program: program.name, participant: theo }),
      }),
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: w('section.confirmTitle') });
    await expect(dialog).toContainText(w('section.confirmText', { program: program.name, participant: theo }));
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole('button', { name: w('section.confirmButton') }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const left = w('section.left', { program: program.name, participant: theo });
    await expect(page.getByRole('status').filter({ hasText: left })).toBeVisible();
    await expect(page.locator('div:focus')).toContainText(left);
    await expect(entryOf(theo)).toHaveCount(0);
    await expect(entryOf(ines).getByText(w('section.position', { position: 1 }))).toBeVisible();
    await expectNoAxeViolations(page);
    await at320(page, `waitlist-my-registrations-${lang}`);

    // Family B cancels its registration on My Registrations, in another browser.
    const bContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const bPage = await bContext.newPage();
    await bPage.goto('/login');
    await setLanguage(bPage, lang);
    await loginWith(bPage, b.email, PASSWORD);
    await bPage.goto('/registrations');
    const bCard = bPage.getByRole('tabpanel').getByRole('article', { name: program.name });
    await tabTo(bPage, bCard.getByRole('button', { name: new RegExp(`^${m('card.cancel')}`) }));
    await bPage.keyboard.press('Enter');
    const cancel = bPage.getByRole('dialog', { name: m('cancel.title') });
    const reason = cancel.getByRole('combobox', { name: m('cancel.reasonLabel') });
    await tabTo(bPage, reason);
    await bPage.keyboard.press('ArrowDown');
    await bPage.keyboard.press('ArrowDown');
    await expect(reason).not.toHaveValue('');
    await tabTo(bPage, cancel.getByRole('button', { name: m('cancel.confirm') }));
    await bPage.keyboard.press('Enter');
    await expect(bPage.getByText(m('success.cancelled', { program: program.name }))).toBeVisible();
    await bContext.close();

    // The place is offered to Ines, first in line: the e-mail arrives in A's language.
    const mail = await mailTo(
      page,
      a.email,
      (x) => x.subject === mailWord(lang, 'waitlist.subject', { program: program.name }),
    );
    expect(mail.language).toBe(lang);
    for (const part of [mail.text ?? '', mail.html ?? '']) {
      expect(part).toContain(ines);
      expect(part).toContain(program.name);
      expect(part).toContain('/dashboard');
    }
    const offer = (await entriesOf(a)).find((e) => e.participant_id === a.children.Ines)!;
    expect(offer.status).toBe('offered');

    // The dashboard banner: who, what, until when, with Accept and Decline.
    await page.goto('/dashboard');
    const banner = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: w('offers.heading', { program: program.name }) }) });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      new RegExp(
        w('offers.text', { program: program.name, participant: ines, deadline: '@@' })
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('@@', '.+'),
      ),
    );
    await expect(
      banner.getByRole('button', { name: w('offers.declineFor', { program: program.name, participant: ines }) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await at320(page, `waitlist-dashboard-${lang}`);

    // Accept: the registration screen, for Ines, with the place held.
    const accept = banner.getByRole('link', {
      name: w('offers.acceptFor', { program: program.name, participant: ines }),
    });
    await tabTo(page, accept);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/programs/${program.id}/register\\?offer=${offer.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: r('title.register', { name: program.name }) }),
    ).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    const inesBox = page.getByRole('checkbox', { name: new RegExp(`^${ines}`) });
    if (!(await inesBox.isChecked())) {
      await inesBox.focus();
      await page.keyboard.press('Space');
    }
    await expect(inesBox).toBeChecked();
    for (const label of [r('agreements.waiverCheckbox'), r('agreements.mediaCheckbox')]) {
      const box = page.getByRole('checkbox', { name: label });
      await readAgreement(page, box, { byKeyboard: true });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    // The registration screen asks for concussion awareness only when this year's confirmation is missing:
    // Ines has one, so nothing is asked.
    await expect(page.getByRole('checkbox', { name: /concussion|commotion/i })).toHaveCount(0);
    const submit = page.getByRole('button', { name: r('submit.complete') });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Registered: the offer is accepted in the database and the banner is gone.
    await expect.poll(async () => (await entriesOf(a)).find((e) => e.id === offer.id)?.status).toBe('accepted');
    await expect(
      page.getByRole('heading', { level: 2, name: w('offers.heading', { program: program.name }) }),
    ).toHaveCount(0);
    await page.goto('/registrations');
    await expect(page.getByRole('tabpanel').getByRole('article', { name: program.name })).toBeVisible();
    await expect(page.getByRole('region', { name: w('section.title') })).toHaveCount(0);
  });
}
