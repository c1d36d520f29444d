// Removal from sport and return to sport (issue 24 point 6), EN and FR, keyboard only, axe on each page: a
// coordinator records a suspected concussion from the roster of their program; the roster says 'Removed from
// sport since <date>' as text; another program's coordinator sees it on their roster too; an administrator
// records the medical clearance on /admin/concussion, and the rosters no longer show it.
import { addDays } from '../../supabase/functions/_shared/domain/dates.ts';
import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  loginWith,
  signOut,
  type Lang,
} from './support/test';
import {
  assignCoordinator,
  confirmAthlete,
  createProgram,
  createRegisteredChild,
  createUser,
  expectNoSidewaysScroll,
  fill,
  longDate,
  PASSWORD,
  strings,
  today,
} from './concussion-staff.data';

const expect = baseExpect.configure({ timeout: 20_000 });

for (const lang of ['en', 'fr'] as Lang[]) {
  const c = strings(lang, 'coordinator');
  const a = strings(lang, 'adminConcussion');
  const d = strings(lang, 'adminDashboard');

  test(`[${lang}] A coordinator records a suspected concussion, every roster shows the removal until an admin records the clearance`, async ({
    page,
  }) => {
    const programA = await createProgram(`Concussion A ${lang}`);
    const programB = await createProgram(`Concussion B ${lang}`);
    const coachA = await createUser('coach', 'Casey', `CoachA${lang}`);
    const coachB = await createUser('coach', 'Robin', `CoachB${lang}`);
    await assignCoordinator(programA.id, coachA.id);
    await assignCoordinator(programB.id, coachB.id);
    const parent = await createUser('parent_guardian', 'Pat', `Parent${lang}`);
    const tag = Date.now().toString(36);
    const hurt = await createRegisteredChild(parent.id, `Hurt${lang}${tag}`, [programA.id, programB.id]);
    const fine = await createRegisteredChild(parent.id, `Fine${lang}${tag}`, [programA.id]);
    const validUntil = await confirmAthlete(fine.id, parent.id);
    const suspectedOn = addDays(today(), -2);
    const removedText = fill(c.concussion.removedSince, { date: longDate(suspectedOn, lang) });

    // Coordinator of program A: the roster says each status as text.
    await loginWith(page, coachA.email, PASSWORD, { lang: lang, to: '/coordinator' });
    const roster = page.getByRole('table', { name: fill(c.rosterCaption, { program: programA.name }) });
    const hurtRow = roster
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(hurt.name) }) });
    const fineRow = roster
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(fine.name) }) });
    await expect(hurtRow).toContainText(c.concussion.awarenessMissing);
    await expect(hurtRow).toContainText(c.concussion.codeMissing);
    await expect(fineRow).toContainText(fill(c.concussion.awarenessValid, { date: longDate(validUntil, lang) }));
    await expect(fineRow).toContainText(c.concussion.codeAcknowledged);
    await expectNoAxeViolations(page);

    // 'Record a suspected concussion' names the participant; a day in the future is refused (summary + inline).
    const record = page.getByRole('button', {
      name: fill(c.concussion.recordLabel, { name: hurt.name }),
    });
    await record.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: fill(c.concussion.dialog.title, { name: hurt.name }) });
    await expect(dialog.getByLabel(c.concussion.dialog.dateLabel)).toHaveValue(today());
    await expect(dialog.getByLabel(new RegExp(c.concussion.dialog.notesLabel))).toHaveAccessibleDescription(
      fill(c.concussion.dialog.notesHint, { max: 500 }),
    );
    await dialog.getByLabel(c.concussion.dialog.dateLabel).fill(addDays(today(), 1));
    await dialog.getByRole('button', { name: c.concussion.dialog.submit }).focus();
    await page.keyboard.press('Enter');
    const summary = dialog.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(c.concussion.errors.dateFuture);
    await expect(dialog.locator('#concussion-suspectedOn-error')).toContainText(c.concussion.errors.dateFuture);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, `concussion-dialog-${lang}`);

    await dialog.getByLabel(c.concussion.dialog.dateLabel).fill(suspectedOn);
    await dialog.getByLabel(new RegExp(c.concussion.dialog.notesLabel)).fill('Fell against the boards');
    await dialog.getByRole('button', { name: c.concussion.dialog.submit }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByText(fill(c.concussion.recorded, { name: hurt.name, date: longDate(suspectedOn, lang) })),
    ).toBeVisible();
    await expect(hurtRow).toContainText(removedText);
    await expect(record).toHaveCount(0);
    await expect(fineRow).not.toContainText(c.concussion.removedSince.split('{{')[0].trim());
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, `coordinator-roster-${lang}`);

    // Program B's coordinator sees the removal on their roster too.
    await signOut(page);
    await loginWith(page, coachB.email, PASSWORD, { lang: lang, to: '/coordinator' });
    const rosterB = page.getByRole('table', { name: fill(c.rosterCaption, { program: programB.name }) });
    const hurtRowB = rosterB
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(hurt.name) }) });
    await expect(hurtRowB).toContainText(removedText);
    await expectNoAxeViolations(page);

    // The admin reaches /admin/concussion from the dashboard and records the medical clearance.
    await signOut(page);
    await loginAs(page, 'admin', { lang: lang, to: '/admin' });
    const link = page.getByRole('link', { name: d.links.concussion });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/concussion$/);
    await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
    const openTable = page.getByRole('table', { name: a.removals.openCaption });
    const openRow = openTable.getByRole('row').filter({ hasText: hurt.name });
    await expect(openRow).toContainText(longDate(suspectedOn, lang));
    await expect(openRow).toContainText('Fell against the boards');
    await expect(openRow).toContainText(programA.name);
    await expectNoAxeViolations(page);

    const clear = page.getByRole('button', {
      name: fill(a.removals.clearLabel, { name: hurt.name }),
    });
    await clear.focus();
    await page.keyboard.press('Enter');
    const clearDialog = page.getByRole('dialog', { name: fill(a.clearance.title, { name: hurt.name }) });
    await clearDialog.getByLabel(a.clearance.dateLabel).fill(addDays(suspectedOn, -1));
    await clearDialog.getByRole('button', { name: a.clearance.submit }).focus();
    await page.keyboard.press('Enter');
    await expect(clearDialog.getByRole('alert')).toBeFocused();
    await expect(clearDialog.getByRole('alert')).toContainText(a.clearance.errors.dateBeforeSuspected);
    await expectNoAxeViolations(page);
    await clearDialog.getByLabel(a.clearance.dateLabel).fill(today());
    await clearDialog.getByLabel(new RegExp(a.clearance.noteLabel)).fill('Cleared by a physician');
    await clearDialog.getByRole('button', { name: a.clearance.submit }).focus();
    await page.keyboard.press('Enter');
    await expect(clearDialog).toHaveCount(0);
    await expect(
      page.getByText(fill(a.clearance.done, { name: hurt.name, date: longDate(today(), lang) })),
    ).toBeVisible();
    await expect(openTable.getByRole('row').filter({ hasText: hurt.name })).toHaveCount(0);
    const history = page.getByRole('table', { name: a.removals.historyCaption });
    await expect(history.getByRole('row').filter({ hasText: hurt.name })).toContainText('Cleared by a physician');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, `admin-concussion-cleared-${lang}`);

    // Back on program A's roster: no removal any more, the action is offered again.
    await signOut(page);
    await loginWith(page, coachA.email, PASSWORD, { lang: lang, to: '/coordinator' });
    await expect(hurtRow).toContainText(c.concussion.awarenessMissing);
    await expect(hurtRow).not.toContainText(removedText);
    await expect(record).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
