// The concussion safety report (issue 24 point 7), EN and FR, keyboard only, axe on the page: per program, a
// participant with no valid confirmation reads 'missing' as text, the filters keep the right people, and the CSV
// of the filter downloads with exactly those rows and the language's headers.
import { serviceClient, test, expect as baseExpect, expectNoAxeViolations, loginAs, type Lang } from './support/test';
import { parseDownload } from './admin-dashboard.data';
import {
  assignCoordinator,
  confirmAthlete,
  createProgram,
  createRegisteredChild,
  createUser,
  expectNoSidewaysScroll,
  fill,
  longDate,
  must,
  strings,
  today,
} from './concussion-staff.data';
import { addDays } from '../../supabase/functions/_shared/domain/dates.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

for (const lang of ['en', 'fr'] as Lang[]) {
  const a = strings(lang, 'adminConcussion');

  test(`[${lang}] The report lists who is missing a confirmation, filters, and exports the filter as CSV`, async ({
    page,
  }) => {
    const program = await createProgram(`Report ${lang}`);
    const coach = await createUser('coach', 'Morgan', `Coord${lang}${Date.now().toString(36)}`);
    await assignCoordinator(program.id, coach.id);
    const parent = await createUser('parent_guardian', 'Pat', `Parent${lang}`);
    const tag = Date.now().toString(36);
    const missing = await createRegisteredChild(parent.id, `Missing${lang}${tag}`, [program.id]);
    const confirmed = await createRegisteredChild(parent.id, `Confirmed${lang}${tag}`, [program.id]);
    const removed = await createRegisteredChild(parent.id, `Removed${lang}${tag}`, [program.id]);
    const validUntil = await confirmAthlete(confirmed.id, parent.id);
    await confirmAthlete(removed.id, parent.id);
    const since = addDays(today(), -5);
    await must(
      serviceClient()
        .from('concussion_removals')
        .insert({ participant_id: removed.id, program_id: program.id, suspected_on: since, notes: null }),
    );

    await loginAs(page, 'admin', { lang: lang, to: '/admin/concussion' });
    await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
    // Only this story's program.
    const programSelect = page.getByLabel(a.programLabel);
    await programSelect.focus();
    await programSelect.selectOption({ label: program.name });
    const table = page.getByRole('table', { name: fill(a.report.caption, { program: program.name }) });
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    await expect(row(missing.name)).toContainText(a.status.awareness.missing);
    await expect(row(missing.name)).toContainText(a.status.code.missing);
    await expect(row(confirmed.name)).toContainText(
      fill(a.status.awareness.valid, { date: longDate(validUntil, lang) }),
    );
    await expect(row(confirmed.name)).toContainText(a.status.code.acknowledged);
    await expect(row(removed.name)).toContainText(fill(a.status.removedSince, { date: longDate(since, lang) }));
    await expect(row(coach.name)).toContainText(a.kinds.coordinator);
    await expect(page.getByRole('status').filter({ hasText: fill(a.showing_other, { count: 4 }) })).toBeVisible();
    await expectNoAxeViolations(page);

    // 'Missing confirmation or Code of Conduct': the athlete never confirmed and the coordinator.
    const filter = page.getByLabel(a.filterLabel, { exact: true });
    await filter.focus();
    await filter.selectOption('missing');
    await expect(row(missing.name)).toBeVisible();
    await expect(row(coach.name)).toBeVisible();
    await expect(row(confirmed.name)).toHaveCount(0);
    await expect(row(removed.name)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const exportButton = page.getByRole('button', { name: a.exportCsv });
    const csv = await parseDownload(page, async () => {
      await exportButton.focus();
      await page.keyboard.press('Enter');
    });
    expect(csv.name).toBe(`concussion-report-missing-${today()}.csv`);
    expect(csv.header).toEqual(
      [
        'program',
        'programOtherLanguage',
        'kind',
        'person',
        'email',
        'minor',
        'awareness',
        'validUntil',
        'codeOfConduct',
        'guardianConfirmed',
        'removedSince',
      ].map((k) => a.csv[k]),
    );
    expect(csv.rows.map((r) => [r[0], r[2], r[3], r[4], r[6], r[8]]).sort()).toEqual(
      [
        [program.name, a.kinds.athlete, missing.name, parent.email, a.awareness.missing, a.code.missing],
        [program.name, a.kinds.coordinator, coach.name, coach.email, a.awareness.missing, a.code.missing],
      ].sort(),
    );
    await expect(page.getByText(fill(a.exported_other, { count: 2 }))).toBeVisible();

    // 'Removed from sport': only the removed participant.
    await filter.focus();
    await filter.selectOption('removed');
    await expect(row(removed.name)).toBeVisible();
    await expect(row(missing.name)).toHaveCount(0);
    await expect(row(coach.name)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, `admin-concussion-report-${lang}`);
  });
}
