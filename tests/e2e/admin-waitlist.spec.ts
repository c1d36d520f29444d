// Issue 24 point 3: an admin manages a program's waiting list, in English and French, keyboard only, axe on each
// page. A full program with three families waiting: the admin opens the list from the programs table, moves the
// third to the front, offers a place by hand (the entry says 'Offered until'), removes one, downloads the CSV; then
// the program form saves an offer period of 24 hours and the next automatic offer holds the place for 24 hours.
import type { Locator, Page } from '@playwright/test';
import { csvTime } from '../../src/lib/csv';
import { parseDownload } from './admin-dashboard.data';
import { entriesOf, fullProgramWithWaitlist, service } from './admin-waitlist.data';
import { s, strings } from './registration.data';
import { expect, expectNoAxeViolations, loginAs, test, type Lang } from './support/test';

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
const HOUR = 3_600_000;

/** Keyboard only: focus the control as Tab would reach it, then press Enter. */
async function press(target: Locator) {
  await target.focus();
  await expect(target).toBeFocused();
  await target.press('Enter');
}

/** The page never scrolls sideways (a wide table scrolls inside its own region). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = (path: string, v: Record<string, string | number> = {}) => s(strings('adminWaitlist', lang), path, v);
  const ap = (path: string, v: Record<string, string | number> = {}) => s(strings('adminPrograms', lang), path, v);

  test(`An admin reorders, offers by hand, removes and exports a waiting list; the offer period is the program's (${lang})`, async ({
    page,
  }, testInfo) => {
    const program = await fullProgramWithWaitlist(`Waitlist ${lang}`, ['Ana', 'Ben', 'Chloe']);
    const [ana, ben, chloe] = program.families;

    await loginAs(page, 'admin', { lang: lang, to: '/admin/programs' });
    const programRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: program.name, exact: true }) });
    await press(programRow.getByRole('link', { name: `${ap('list.waitlist', { n: 3 })} ${program.name}` }));

    await expect(page).toHaveURL(new RegExp(`/admin/programs/${program.id}/waitlist$`));
    await expect(page.getByRole('heading', { level: 1, name: w('title', { program: program.name }) })).toBeVisible();
    const table = page.getByRole('table', { name: w('active.caption') });
    const names = () => table.locator('tbody th[scope=row]');
    await expect(names()).toHaveText([ana.childName, ben.childName, chloe.childName]);
    await expect(table.getByText(w('statuses.waiting'), { exact: true })).toHaveCount(3);
    await expect(page.getByText(w('summary.hours_other', { count: 48 }))).toBeVisible();
    await expect(table.getByRole('link', { name: ana.email })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`waitlist-1280-${lang}.png`), fullPage: true });

    const status = page.getByRole('status').filter({ hasText: /./ });
    const named = (action: string, who: { childName: string }) =>
      page.getByRole('button', { name: w(`actions.named.${action}`, { name: who.childName }), exact: true });

    // The third moves up one place: focus stays on its Move up button, and the move is announced.
    await press(named('moveUp', chloe));
    await expect(names()).toHaveText([ana.childName, chloe.childName, ben.childName]);
    await expect(page.getByText(w('announce.moved', { name: chloe.childName, position: 2, total: 3 }))).toBeVisible();
    await expect(named('moveUp', chloe)).toBeFocused();

    // Then to the front through 'Move to position'.
    await press(named('moveTo', chloe));
    const moveDialog = page.getByRole('dialog', { name: w('move.title', { name: chloe.childName }) });
    await expect(moveDialog).toBeVisible();
    const positionField = moveDialog.getByLabel(w('move.position'));
    await expect(positionField).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.type('9');
    await page.keyboard.press('Enter');
    await expect(moveDialog.getByText(w('move.invalid', { max: 3 }))).toBeVisible();
    await expect(positionField).toBeFocused();
    await positionField.press('ControlOrMeta+a');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect(moveDialog).toHaveCount(0);
    await expect(names()).toHaveText([chloe.childName, ana.childName, ben.childName]);
    await expect(page.getByText(w('announce.moved', { name: chloe.childName, position: 1, total: 3 }))).toBeVisible();
    await expect(named('moveTo', chloe)).toBeFocused();
    await expect(named('moveUp', chloe)).toBeDisabled();
    expect((await entriesOf(program.id)).map((e) => e.participant_id)).toEqual([
      chloe.childId,
      ana.childId,
      ben.childId,
    ]);

    // A place offered by hand to the second in line, after a dialog that says it may exceed capacity.
    await press(named('offer', ana));
    const offerDialog = page.getByRole('dialog', { name: w('offer.title', { name: ana.childName }) });
    await expect(offerDialog.getByText(w('offer.placesLeft', { places: 0 }))).toBeVisible();
    await expectNoAxeViolations(page);
    await press(offerDialog.getByRole('button', { name: w('offer.confirm'), exact: true }));
    await expect(offerDialog).toHaveCount(0);
    const anaRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ana.childName }) });
    await expect(anaRow.getByText(w('offeredUntil', { deadline: '' }).trim())).toBeVisible();
    await expect(anaRow.getByText(w('offeredBy', { name: 'Ada Admin' }))).toBeVisible();
    await expect(status).toContainText(ana.childName);
    await expect(named('remove', ana)).toBeFocused();
    const afterOffer = (await entriesOf(program.id)).find((e) => e.participant_id === ana.childId)!;
    expect(afterOffer).toMatchObject({ status: 'offered', offered_by: ADMIN_ID });
    expect(Date.parse(afterOffer.offer_expires_at!) - Date.parse(afterOffer.offered_at!)).toBe(48 * HOUR);

    // Remove the third in line: it leaves the table and shows among the closed entries.
    await press(named('remove', ben));
    const removeDialog = page.getByRole('dialog', { name: w('remove.title', { name: ben.childName }) });
    await expect(removeDialog.getByText(w('remove.body'))).toBeVisible();
    await press(removeDialog.getByRole('button', { name: w('remove.confirm'), exact: true }));
    await expect(removeDialog).toHaveCount(0);
    await expect(names()).toHaveText([chloe.childName, ana.childName]);
    await expect(page.getByText(w('announce.removed', { name: ben.childName }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: w('active.heading') })).toBeFocused();
    const closed = page.getByRole('table', { name: w('closed.caption') });
    await expect(closed.getByRole('row').filter({ hasText: ben.childName })).toContainText(w('statuses.removed'));
    expect((await entriesOf(program.id)).find((e) => e.participant_id === ben.childId)!.status).toBe('removed');
    await expectNoAxeViolations(page);

    // The CSV of this waiting list: the two active entries in line order.
    const csv = await parseDownload(page, () => press(page.getByRole('button', { name: w('download.program') })));
    expect(csv.name).toMatch(/^waiting-list-.+\.csv$/);
    expect(csv.header).toEqual(
      ['program', 'position', 'participant', 'family', 'email', 'tier', 'status', 'joinedAt', 'offerExpiresAt'].map(
        (k) => w(`csv.${k}`),
      ),
    );
    expect(csv.rows.map((r) => [r[0], r[1], r[2], r[4], r[5], r[6]])).toEqual([
      [program.name, '1', chloe.childName, chloe.email, w('anyTier'), w('statuses.waiting')],
      [program.name, '', ana.childName, ana.email, w('anyTier'), w('statuses.offered')],
    ]);
    // Times on Toronto's clock, as every CSV writes them (the header says so).
    expect(csv.rows[1][8]).toBe(csvTime(afterOffer.offer_expires_at));
    await expect(page.getByText(w('download.done_other', { count: 2 }))).toBeVisible();

    // 320 px: the page does not scroll sideways (the table scrolls in its own region).
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`waitlist-320-${lang}.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The program form: an offer period of 24 hours, and a third place, which frees one for the first in line.
    await press(page.getByRole('link', { name: w('summary.changeOfferPeriod') }));
    await expect(page.getByRole('heading', { level: 1, name: ap('form.editTitle') })).toBeVisible();
    const hours = page.getByLabel(ap('form.basic.offerHours'));
    await expect(hours).toHaveValue('48');
    await expect(hours).toHaveAccessibleDescription(ap('form.basic.offerHoursHint'));
    await hours.fill('400');
    await press(page.getByRole('button', { name: ap('form.update'), exact: true }));
    await expect(page.getByRole('link', { name: ap('validation.offerHoursRange') })).toBeVisible();
    await expect(hours).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await hours.fill('24');
    await page.getByLabel(ap('form.basic.capacity')).fill('3');
    await press(page.getByRole('button', { name: ap('form.update'), exact: true }));
    await expect(page).toHaveURL(/\/admin\/programs$/);
    await expect(page.getByText(ap('list.updated', { name: program.name }))).toBeVisible();

    const { data: saved } = await service()
      .from('programs')
      .select('waitlist_offer_hours')
      .eq('id', program.id)
      .single();
    expect(saved).toEqual({ waitlist_offer_hours: 24 });
    const auto = (await entriesOf(program.id)).find((e) => e.participant_id === chloe.childId)!;
    expect(auto).toMatchObject({ status: 'offered', offered_by: null });
    expect(Date.parse(auto.offer_expires_at!) - Date.parse(auto.offered_at!)).toBe(24 * HOUR);

    // Back on the list: both offers out, the automatic one said so, and the 24-hour period shown.
    await press(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: program.name, exact: true }) })
        .getByRole('link', { name: `${ap('list.waitlist', { n: 2 })} ${program.name}` }),
    );
    await expect(page.getByText(w('summary.hours_other', { count: 24 }))).toBeVisible();
    const chloeRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: chloe.childName }) });
    await expect(chloeRow.getByText(w('offeredAutomatically'))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
