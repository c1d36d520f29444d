// Provinces read in full (issue 21 point 8), EN and FR, keyboard only, axe on
// each page: a family's participant cards and the registration screen read
// 'Québec' / 'Quebec' (not 'QC'); an admin finds the family in the users
// search and the registration in the registrations search by the province's
// name, in either language, and the users table reads the name too.
import type { Locator, Page } from '@playwright/test';
import { openRegister } from './registration-helpers';
import { newAccount, newProgram, PASSWORD, serverRegistration, strings } from './registration.data';
import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  loginWith,
  selectTabWithArrows,
  serviceClient,
  signOut,
  type Lang,
  tabTo,
} from './support/test';

const expect = baseExpect.configure({ timeout: 20_000 });

// What a person reads, written out (and checked against provinces.json below).
const READS = {
  en: { QC: 'Quebec', BC: 'British Columbia', other: { BC: 'Colombie-Britannique' } },
  fr: { QC: 'Québec', BC: 'Colombie-Britannique', other: { BC: 'British Columbia' } },
} as const;

/** Replaces a search box's text by typing, as a person does. */
async function typeInto(page: Page, box: Locator, text: string) {
  await box.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const reads = READS[lang];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const t = (ns: string) => strings(ns, lang) as Record<string, any>;
  const [provinces, participants, registration, dashboard, adminRegs] = [
    t('provinces'),
    t('participants'),
    t('registration'),
    t('adminDashboard'),
    t('adminRegistrations'),
  ];

  test(`[${lang}] provinces read in full on cards and the registration screen, and both admin searches find them by name`, async ({
    page,
  }) => {
    expect([provinces.QC, provinces.BC]).toEqual([reads.QC, reads.BC]);
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const [quebecer, columbian] = [`Elodie${suffix}`, `Bruno${suffix}`];
    const family = await newAccount('parent_guardian', 'Pat', [quebecer, columbian]);
    const [qcId, bcId] = family.participantIds;
    const db = serviceClient();
    for (const [id, province] of [
      [qcId, 'QC'],
      [bcId, 'BC'],
    ]) {
      const { error } = await db.from('participants').update({ province }).eq('id', id);
      if (error) throw error;
    }
    const program = await newProgram({ label: `E2E Provinces ${lang}` });
    await serverRegistration(family, qcId, program.id, 'pending');

    // The family: participant cards read the names, never the codes.
    await loginWith(page, family.email, PASSWORD, { lang: lang, to: '/participants' });
    const list = page.getByRole('list', { name: participants.list.title });
    const card = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    await expect(card(quebecer)).toContainText(`Ottawa, ${reads.QC}`);
    await expect(card(columbian)).toContainText(`Ottawa, ${reads.BC}`);
    await expect(card(quebecer)).not.toContainText('QC');
    await expectNoAxeViolations(page);

    // The registration screen's participant cards.
    await openRegister(page, lang, program);
    const pick = (name: string) => page.getByRole('listitem').filter({ hasText: name });
    await expect(pick(quebecer)).toContainText(`${registration.participants.location}`);
    await expect(pick(quebecer)).toContainText(`Ottawa, ${reads.QC}`);
    await expect(pick(columbian)).toContainText(`Ottawa, ${reads.BC}`);
    await expectNoAxeViolations(page);
    await signOut(page);

    // The admin users tab: search by the name in this language, then in the other one.
    await loginAs(page, 'admin', { lang: lang, to: '/admin' });
    await selectTabWithArrows(
      page,
      page.getByRole('tab', { name: dashboard.tabs.overview }),
      page.getByRole('tab', { name: new RegExp(`^${dashboard.tabs.users}`) }),
      1,
    );
    const users = page.getByRole('table', { name: dashboard.users.caption });
    const search = page.getByRole('searchbox', { name: dashboard.users.searchLabel });
    await tabTo(page, search);
    await page.keyboard.type(reads.QC);
    const familyRow = users.locator('tbody tr').filter({ hasText: family.email });
    await expect(familyRow).toHaveCount(1);
    await expect(familyRow).toContainText(`Ottawa, ${reads.QC}`);
    await expect(familyRow).toContainText(`Ottawa, ${reads.BC}`);
    await typeInto(page, search, reads.other.BC);
    await expect(familyRow).toHaveCount(1);
    // The seeded player lives in Montréal (QC): not a British Columbia match.
    await expect(users.locator('tbody tr').filter({ hasText: 'player@example.org' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The admin registrations search (on the server) of the program: by the name, with or without accents.
    await page.goto(`/admin/programs/${program.id}/registrations`);
    const regs = page.getByRole('table');
    await expect(regs.getByRole('rowheader', { name: new RegExp(quebecer) })).toBeVisible();
    const regSearch = page.getByLabel(adminRegs.filters.search, { exact: true });
    await typeInto(page, regSearch, reads.BC);
    await expect(page.getByText(adminRegs.empty)).toBeVisible();
    for (const typed of [reads.QC, 'Quebec', 'Québec']) {
      await typeInto(page, regSearch, typed);
      await expect(regs.getByRole('rowheader', { name: new RegExp(quebecer) })).toBeVisible();
      await expect(page.getByText(adminRegs.empty)).toHaveCount(0);
    }
  });
}
