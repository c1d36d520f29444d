// My Registrations (issue 8; spec 2 sections 2, 4, 5, 8, 9), in English and French.
import type { Locator } from '@playwright/test';
import { formatCents } from '../../supabase/functions/_shared/domain/money.ts';
import { mailTo, mailWord } from './support/mail';
import { test, expect, expectNoAxeViolations, loginAs, loginWith, setLanguage, type Lang, tabTo } from './support/test';
import {
  PASSWORD,
  freeRegistration,
  newAccount,
  newParticipant,
  newProgram,
  paidRegistration,
  registrationRow,
  strings,
} from './my-registrations.data';

/** Fills {{placeholders}} the way i18next does. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

/** The card's status badge text, as a screen reader reads it ('Status: Approved'). */
const expectStatus = (card: Locator, s: ReturnType<typeof strings>, status: string) =>
  expect(card.locator('span', { hasText: s.card.statusLabel }).first()).toHaveText(
    `${s.card.statusLabel} ${s.status[status]}`,
  );

/** The value of a card's field (a <dt> label and its <dd>). */
const field = (card: Locator, label: string) =>
  card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

// Each story creates its users and data, signs in and runs axe several times: generous on a shared 2-core machine.

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = strings(lang);

  test(`A parent cancels a paid child registration with a refund and finds it under Refunded with the amount (${lang})`, async ({
    page,
  }) => {
    const parent = await newAccount('parent_guardian', 'Paula', lang);
    const child = await newParticipant(parent, 'Charlie', true);
    const program = await newProgram(lang === 'fr' ? 'Camp d’hiver' : 'Winter camp', 20, 15000);
    const registrationId = await paidRegistration(parent, child, program.id, 15000);
    const amount = formatCents(15000, lang);

    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD, { to: '/registrations' });
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(page.getByRole('link', { name: s.browsePrograms })).toHaveAttribute('href', '/programs');
    await expect(page.getByRole('tab', { name: fill(s.tabs.all, { n: 1 }), selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: fill(s.tabs.approved, { n: 1 }) })).toBeVisible();
    await expect(page.getByRole('tab', { name: fill(s.tabs.refunded, { n: 0 }) })).toBeVisible();

    const card = page.getByRole('article', { name: program.name });
    await expectStatus(card, s, 'approved');
    await expect(card.getByText(fill(s.card.startsIn_other, { count: 20 }))).toBeVisible();
    await expect(field(card, s.card.participant)).toHaveText('Charlie Tester');
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: new RegExp(`^${s.card.cancel}`) }).click();
    const dialog = page.getByRole('dialog', { name: s.cancel.title });
    const confirm = dialog.getByRole('button', { name: s.cancel.confirmRefund });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps it focusable: pressing it explains what is missing instead of doing nothing.
    await confirm.click({ force: true });
    await expect(dialog.getByRole('alert')).toContainText(s.cancel.errors.reasonRequired);
    await dialog.getByRole('combobox', { name: s.cancel.reasonLabel }).selectOption('schedule_conflict');
    await expect(dialog.getByRole('radio', { name: fill(s.cancel.refundFull, { amount }) })).toBeChecked();
    await expect(dialog.getByText(s.cancel.refundMessage)).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(fill(s.success.refunded, { program: program.name, amount }))).toBeVisible();
    await expect(page.getByRole('tab', { name: fill(s.tabs.refunded, { n: 1 }) })).toBeVisible();
    await expect(page.getByRole('tab', { name: fill(s.tabs.approved, { n: 0 }) })).toBeVisible();
    await page.getByRole('tab', { name: fill(s.tabs.refunded, { n: 1 }) }).click();
    const refunded = page.getByRole('tabpanel').getByRole('article', { name: program.name });
    await expectStatus(refunded, s, 'refunded');
    await expect(field(refunded, s.card.refundAmount)).toHaveText(amount);
    await expect(field(refunded, s.card.reason)).toHaveText(s.reasons.schedule_conflict);
    await expect(refunded.getByRole('button', { name: new RegExp(`^${s.card.cancel}`) })).toHaveCount(0);

    expect(await registrationRow(registrationId)).toEqual({
      status: 'refunded',
      refund_amount: 15000,
      refund_reason: 'schedule_conflict',
    });

    // The confirmation e-mail says the amount asked and when to expect it (issue 19).
    const mail = await mailTo(page, parent.email);
    expect(mail.language).toBe(lang);
    expect(mail.subject).toBe(mailWord(lang, 'cancelled.subject', { program: program.name }));
    expect(mail.text).toContain('Charlie Tester');
    expect(mail.text).toContain(mailWord(lang, 'cancelled.refundRequested', { amount }));
  });

  test(`A player cancels a free pending registration with the keyboard only and finds it under Cancelled; a started program offers no cancel (${lang})`, async ({
    page,
  }) => {
    const player = await newAccount('participant', 'Alex');
    const self = await newParticipant(player, 'Alex', false);
    const upcoming = await newProgram(lang === 'fr' ? 'Ligue du printemps' : 'Spring league', 9);
    const started = await newProgram(lang === 'fr' ? 'Ligue en cours' : 'Running league', -2);
    const upcomingId = await freeRegistration(player, self, upcoming.id);
    await freeRegistration(player, self, started.id);
    const reasonText = lang === 'fr' ? 'Déménagement à l’étranger' : 'Moving abroad for work';

    await setLanguage(page, lang);
    await loginWith(page, player.email, PASSWORD, { to: '/registrations' });
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();

    // Tabs: Tab reaches the selected one, arrows move and select.
    await tabTo(page, page.getByRole('tab', { name: fill(s.tabs.all, { n: 2 }) }));
    await page.keyboard.press('ArrowRight');
    const pendingTab = page.getByRole('tab', { name: fill(s.tabs.pending, { n: 2 }) });
    await expect(pendingTab).toBeFocused();
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');

    const panel = page.getByRole('tabpanel');
    const startedCard = panel.getByRole('article', { name: started.name });
    await expect(startedCard.getByText(s.card.awaitingApproval)).toBeVisible();
    await expect(startedCard.getByRole('button', { name: new RegExp(`^${s.card.cancel}`) })).toHaveCount(0);
    const card = panel.getByRole('article', { name: upcoming.name });
    await expectStatus(card, s, 'pending');
    await expect(field(card, s.card.price)).toHaveText(s.card.free);

    await tabTo(page, card.getByRole('button', { name: new RegExp(`^${s.card.cancel}`) }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: s.cancel.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expect(dialog.getByText(s.cancel.nothingToRefund)).toBeVisible();
    const select = dialog.getByRole('combobox', { name: s.cancel.reasonLabel });
    await tabTo(page, select);
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('other');
    const specify = dialog.getByRole('textbox', { name: s.cancel.specifyLabel });
    await tabTo(page, specify);
    await page.keyboard.type(reasonText);
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole('button', { name: s.cancel.confirm }));
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    const done = page.getByText(fill(s.success.cancelled, { program: upcoming.name }));
    await expect(done).toBeVisible();
    // The card's button is gone: focus lands on the confirmation, not on the page's start.
    await expect(page.locator('div:focus').getByText(s.success.title)).toBeVisible();

    await tabTo(page, page.getByRole('tab', { name: fill(s.tabs.pending, { n: 1 }) }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const cancelledTab = page.getByRole('tab', { name: fill(s.tabs.cancelled, { n: 1 }) });
    await expect(cancelledTab).toBeFocused();
    const cancelled = page.getByRole('tabpanel').getByRole('article', { name: upcoming.name });
    await expectStatus(cancelled, s, 'cancelled');
    await expect(field(cancelled, s.card.reason)).toHaveText(reasonText);
    await expect(field(cancelled, s.card.refundAmount)).toHaveCount(0);

    expect(await registrationRow(upcomingId)).toEqual({
      status: 'cancelled',
      refund_amount: null,
      refund_reason: reasonText,
    });
  });

  test(`A coach with no registrations sees the heading for their participants and empty states that lead to the programs (${lang})`, async ({
    page,
  }) => {
    const coach = await newAccount('coach', 'Chris');
    await setLanguage(page, lang);
    await loginWith(page, coach.email, PASSWORD, { to: '/registrations' });
    await expect(page.getByRole('heading', { level: 1, name: s.titleCoachVolunteer })).toBeVisible();
    await expect(page.getByRole('tab', { name: fill(s.tabs.all, { n: 0 }), selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(s.empty.all)).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: s.empty.browseHint })).toHaveAttribute(
      'href',
      '/programs',
    );
    await page.getByRole('tab', { name: fill(s.tabs.refunded, { n: 0 }) }).click();
    await expect(page.getByRole('tabpanel').getByText(s.empty.refunded)).toBeVisible();
    await expect(page.getByRole('link', { name: s.browsePrograms })).toHaveAttribute('href', '/programs');
  });

  test(`An administrator cancels another family's registration, even once the program has started (${lang})`, async ({
    page,
  }) => {
    const parent = await newAccount('parent_guardian', 'Paula', lang);
    const child = await newParticipant(parent, 'Robin', true);
    const started = await newProgram(lang === 'fr' ? 'Clinique commencée' : 'Started clinic', -1);
    const registrationId = await freeRegistration(parent, child, started.id);

    await setLanguage(page, lang);
    await loginAs(page, 'admin', { to: '/registrations' });
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(page.getByText(s.lead.admin)).toBeVisible();
    const card = page.getByRole('article', { name: started.name });
    await expect(field(card, s.card.participant)).toHaveText('Robin Tester');
    await card.getByRole('button', { name: new RegExp(`^${s.card.cancel}`) }).click();
    const dialog = page.getByRole('dialog', { name: s.cancel.title });
    await dialog.getByRole('combobox', { name: s.cancel.reasonLabel }).selectOption('equipment_issues');
    await dialog.getByRole('button', { name: s.cancel.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(fill(s.success.cancelled, { program: started.name }))).toBeVisible();
    await expectStatus(page.getByRole('article', { name: started.name }), s, 'cancelled');
    expect(await registrationRow(registrationId)).toEqual({
      status: 'cancelled',
      refund_amount: null,
      refund_reason: 'equipment_issues',
    });
  });
}
