// Access log of medical and emergency information (issue 25 point 2), EN and FR, keyboard only, axe on each page:
// a program coordinator opens the roster of their program; the child's parent sees on /participants that this
// coordinator (name and role) viewed the child's medical information; an administrator filters /admin/access-log by
// the participant and by the coordinator, and downloads the CSV, whose rows are the database's records.
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  loginWith,
  signOut,
  type Lang,
} from './support/test';
import { PASSWORD } from './concussion-staff.data';
import { logRecords, press, seedAccessStory, shoot, strings, typeInto } from './access-log.data';

const expect = baseExpect.configure({ timeout: 20_000 });

for (const lang of ['en', 'fr'] as Lang[]) {
  const a = strings(lang, 'accessLog');
  const c = strings(lang, 'coordinator');
  const common = strings(lang, 'common');
  const nf = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA');

  test(`[${lang}] A coordinator opens the roster; the parent sees who viewed the child's medical information; the admin filters the log and downloads it`, async ({
    page,
  }) => {
    const { program, coach, parent, child } = await seedAccessStory(lang);

    // The coordinator opens the roster of the program: the child's allergies are on it.
    await loginWith(page, coach.email, PASSWORD, { lang: lang, to: '/coordinator' });
    const roster = page.getByRole('table', { name: c('rosterCaption', { program: program.name }) });
    await expect(roster.getByRole('rowheader', { name: new RegExp(child.name) })).toBeVisible();
    await expect(roster.getByText('Peanuts')).toBeVisible();
    await expectNoAxeViolations(page);
    // The read is recorded, as the coordinator's, for this program.
    await expect.poll(async () => (await logRecords(child.id, coach.id)).length).toBeGreaterThanOrEqual(1);

    // The parent: the section is closed until opened, then names the coordinator, the role, what and where.
    await signOut(page);
    const records = await logRecords(child.id, coach.id);
    expect(records.every((r) => r.what === 'medical_and_emergency' && r.reason === 'coordinator_roster')).toBe(true);
    expect(records.every((r) => r.program_id === program.id)).toBe(true);
    await loginWith(page, parent.email, PASSWORD, { lang: lang, to: '/participants' });
    const toggle = page.getByRole('button', { name: a('participant.toggle', { name: child.name }) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await press(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const lines = region.getByRole('listitem');
    await expect(lines).toHaveCount(records.length);
    const line = lines.first();
    await expect(line).toContainText(`${coach.name} (${common('roles.coach')})`);
    await expect(line).toContainText(`${a('what.medical_and_emergency')}, ${a('reason.coordinator_roster')}`);
    await expect(line).toContainText(program.name);
    await expect(page.getByText(a('participant.none', { name: child.name }))).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, `access-log-participants-${lang}`);

    // The administrator: the log filtered by the participant's name, then also by the coordinator's e-mail.
    await signOut(page);
    await loginAs(page, 'admin', { lang: lang, to: '/admin/access-log' });
    await expect(page.getByRole('heading', { level: 1, name: a('title') })).toBeVisible();
    const form = page.getByRole('search', { name: a('filters.label') });
    await typeInto(page, form.getByRole('searchbox', { name: new RegExp(`^${a('filters.participant')}`) }), child.name);
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: a('table.caption') });
    const coachRows = table.getByRole('row').filter({ hasText: coach.email });
    await expect(coachRows).toHaveCount(records.length);
    await expect(coachRows.first()).toContainText(common('roles.coach'));
    await expect(coachRows.first()).toContainText(a('what.medical_and_emergency'));
    await expect(coachRows.first()).toContainText(a('reason.coordinator_roster'));
    await expect(coachRows.first()).toContainText(child.name);
    await expect(page).toHaveURL(/participant=/);
    await expectNoAxeViolations(page);

    await typeInto(page, form.getByRole('searchbox', { name: new RegExp(`^${a('filters.actor')}`) }), coach.email);
    const today = orgToday(new Date());
    await form.getByLabel(new RegExp(`^${a('filters.from')}`)).fill(today);
    await form.getByLabel(new RegExp(`^${a('filters.to')}`)).fill(today);
    await press(form.getByRole('button', { name: a('filters.submit') }));
    await expect(page).toHaveURL(/actor=/);
    await expect(
      page.getByText(a('results.count', { count: records.length, formattedCount: nf.format(records.length) })),
    ).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(records.length + 1);
    await expectNoAxeViolations(page);

    // A last day before the first is refused in the summary, which takes the focus.
    await form.getByLabel(new RegExp(`^${a('filters.from')}`)).fill('2026-11-20');
    await form.getByLabel(new RegExp(`^${a('filters.to')}`)).fill('2026-11-10');
    await press(form.getByRole('button', { name: a('filters.submit') }));
    const summary = page.getByRole('alert').filter({ hasText: a('filters.errors.toBeforeFrom') });
    await expect(summary).toBeFocused();
    await expectNoAxeViolations(page);
    await form.getByLabel(new RegExp(`^${a('filters.from')}`)).fill(today);
    await form.getByLabel(new RegExp(`^${a('filters.to')}`)).fill(today);
    await press(form.getByRole('button', { name: a('filters.submit') }));
    await expect(summary).toHaveCount(0);

    // Download CSV: one row per record of this coordinator about this child, newest first.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      press(page.getByRole('button', { name: a('download.button') })),
    ]);
    expect(download.suggestedFilename()).toBe(`access-log-${today}.csv`);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(header[0]).toBe(a('csv.at'));
    expect(header).toContain(a('csv.actorEmail'));
    const col = (key: string) => header.indexOf(a(`csv.${key}`));
    expect(rows.map((r) => r[col('id')])).toEqual(records.map((r) => String(r.id)));
    for (const r of rows) {
      expect(r[col('actorName')]).toBe(coach.name);
      expect(r[col('actorEmail')]).toBe(coach.email);
      expect(r[col('actorRole')]).toBe(common('roles.coach'));
      expect(r[col('action')]).toBe(a('actions.read'));
      expect(r[col('what')]).toBe(a('what.medical_and_emergency'));
      expect(r[col('reason')]).toBe(a('reason.coordinator_roster'));
      expect(r[col('program')]).toBe(program.name);
      expect(r[col('participants')]).toContain(child.name);
      expect(r[col('atToronto')]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2}$`));
    }
    await expect(
      page.getByText(a('download.done', { count: rows.length, formattedCount: nf.format(rows.length) })),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, `access-log-admin-${lang}`);
  });
}
