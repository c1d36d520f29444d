import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  serviceClient,
  type Lang,
  tabTo,
} from './support/test';
import { fill, statValue, texts, uniqueName } from './admin-dashboard.data';

// Stories here change the Scheduled Events count: one at a time (no other file writes events).
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 20_000 });

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = texts(lang, 'adminEvents');
  const d = texts(lang, 'adminDashboard');

  test(`[${lang}] An admin schedules an event with the keyboard, sees Scheduled Events go up, edits it and deletes it`, async ({
    page,
  }) => {
    const name = uniqueName(`E2E ${lang} practice`);
    const day = addDays(orgToday(new Date()), 12);
    await loginAs(page, 'admin', { lang: lang, to: '/admin' });
    await expect(page.locator('[data-stat="scheduledEvents"]')).toBeVisible();
    const scheduledBefore = await statValue(page, 'scheduledEvents');

    const link = page.getByRole('link', { name: d.links.manageEvents });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(page.getByRole('table', { name: s.list.caption }).getByText('National tournament')).toBeVisible();
    await expectNoAxeViolations(page);

    // Empty form: the error summary takes focus and links to the fields.
    const submit = page.getByRole('button', { name: s.form.create });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: s.validation.nameRequired });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: s.validation.startRequired })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('#name').focus();
    await page.keyboard.type(name);
    // The name and description in both languages (issue 22 point 1): French missing is said beside the field.
    await expect(page.locator('#name')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#nameFr')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('#nameFr')).toHaveAccessibleDescription(new RegExp(s.lang.frenchMissing));
    await page.keyboard.press('Tab');
    await expect(page.locator('#nameFr')).toBeFocused();
    await page.keyboard.type(`Match ${name}`);
    await expect(page.locator('#nameFr')).not.toHaveAccessibleDescription(new RegExp(s.lang.frenchMissing));
    await page.locator('#eventType').selectOption('game');
    await page.locator('#startsAt').fill(`${day}T19:00`);
    await page.locator('#endsAt').fill(`${day}T18:00`);
    await page.locator('#location').fill('Scotiabank Pond');
    await page.locator('#capacity').fill('30');
    await page.locator('#name').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: s.validation.endBeforeStart })).toBeFocused();
    await page.locator('#endsAt').fill(`${day}T21:00`);
    await page.locator('#name').press('Enter');
    await expect(page.getByText(fill(s.form.created, { name }))).toBeVisible();

    const { data: saved } = await serviceClient()
      .from('events')
      .select('starts_at, ends_at, event_type, capacity')
      .eq('name', name)
      .single();
    expect(saved).toMatchObject({ event_type: 'game', capacity: 30 });
    // Entered as Toronto wall time.
    const hour = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(saved!.starts_at));
    expect(hour).toBe('19');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(s.types.game);
    await expect(row).toContainText(s.list.upcoming);

    await page.goto('/admin');
    await expect(page.locator('[data-stat="scheduledEvents"]')).toHaveText(String(scheduledBefore + 1));

    await page.goto('/admin/events');
    await page.getByRole('button', { name: fill(s.list.editNamed, { name }) }).click();
    await expect(page.getByRole('heading', { level: 2, name: s.form.editHeading })).toBeFocused();
    await expect(page.locator('#startsAt')).toHaveValue(`${day}T19:00`);
    await page.locator('#location').fill('Canlan Ice Sports');
    await page.getByRole('button', { name: s.form.saveChanges }).click();
    await expect(page.getByText(fill(s.form.updated, { name }))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Canlan Ice Sports');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: fill(s.list.deleteNamed, { name }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(s.list.deleteTitle, { name }) });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: s.list.deleteConfirm }).click();
    await expect(page.getByText(fill(s.list.deleted, { name }))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    const { count } = await serviceClient().from('events').select('*', { count: 'exact', head: true }).eq('name', name);
    expect(count).toBe(0);

    await page.goto('/admin');
    await expect(page.locator('[data-stat="scheduledEvents"]')).toHaveText(String(scheduledBefore));
  });
}

test('A coach who opens /admin/events and /admin/equipment is turned away', async ({ page }) => {
  const c = texts('en', 'common');
  await loginAs(page, 'coach');
  for (const path of ['/admin/events', '/admin/equipment']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: c.accessRestricted.title })).toBeVisible();
  }
});
