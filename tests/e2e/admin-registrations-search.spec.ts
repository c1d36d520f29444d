// Admin registrations search and Export All (issue 23 points 3 and 5), EN and FR, keyboard only:
// the search finds a name with or without its accents, in any case, and a province by its name;
// Export All shows a labelled progress bar and a polite status at start and end, can be cancelled
// (nothing downloaded), and then downloads every match.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  serviceClient,
  uniqueEmail,
  type Lang,
} from './support/test';
import { fill, must, strings } from './admin-registrations.data';

const expect = baseExpect.configure({ timeout: 20_000 });

/** A program with three registrations: Hélène Côté and Noël Bélanger (accents) and Plain Person, in Quebec. */
async function seed(tag: string) {
  const db = serviceClient();
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const start = addDays(orgToday(new Date()), 30);
  const program = await must<{ id: string; name: string }>(
    db
      .from('programs')
      .insert({ name: `E2E Search ${tag} ${suffix}`, start_date: start, end_date: addDays(start, 10), price: 0 })
      .select('id, name')
      .single(),
  );
  const { data: user, error } = await db.auth.admin.createUser({
    email: uniqueEmail(`adminsearch-${tag}`),
    password: 'e2e-password-1',
    email_confirm: true,
    user_metadata: { role: 'parent_guardian', first_name: 'Gaby', last_name: `Guardian${suffix}` },
  });
  if (error || !user.user) throw error ?? new Error('no user');
  const parentId = user.user.id;
  const people = [
    [`Hélène${suffix}`, 'Côté'],
    [`Noël${suffix}`, 'Bélanger'],
    [`Plain${suffix}`, 'Person'],
  ];
  const at = new Date().toISOString();
  for (const [first, last] of people) {
    const child = await must<{ id: string }>(
      db
        .from('participants')
        .insert({
          user_id: parentId,
          parent_guardian_id: parentId,
          first_name: first,
          last_name: last,
          date_of_birth: '2014-05-05',
          city: 'Lévis',
          province: 'QC',
        })
        .select('id')
        .single(),
    );
    await must(
      db.from('registrations').insert({
        participant_id: child.id,
        program_id: program.id,
        user_id: parentId,
        status: 'pending',
        waiver_agreed: true,
        waiver_agreed_at: at,
        media_consent_agreed: true,
        media_consent_agreed_at: at,
        concussion_awareness_agreed: true,
        concussion_awareness_agreed_at: at,
      }),
    );
  }
  return { program, suffix, names: people.map(([f, l]) => `${f} ${l}`) };
}

/** Keyboard only: focus the search field, clear it, type. */
async function typeSearch(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = strings(lang);

  test(`[${lang}] An admin finds Hélène by typing it with or without accents, in any case, and a province by its name`, async ({
    page,
  }) => {
    const story = await seed(`find-${lang}`);
    await loginAs(page, 'admin', { lang: lang, to: `/admin/programs/${story.program.id}/registrations` });
    const table = page.getByRole('table');
    await expect(page.getByText(fill(s.total_other, { count: 3 }), { exact: true })).toBeVisible();
    const helene = table.getByRole('rowheader', { name: new RegExp(`Hélène${story.suffix}`) });

    for (const typed of [
      `helene${story.suffix} cote`,
      `HÉLÈNE${story.suffix.toUpperCase()}`,
      `Hélène${story.suffix}`,
    ]) {
      await typeSearch(page, s.filters.search, typed);
      await expect(page.getByText(fill(s.total_one, { count: 1 }), { exact: true })).toBeVisible();
      await expect(helene).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(2);
    }
    await typeSearch(page, s.filters.search, `noel${story.suffix} belanger`);
    await expect(table.getByRole('rowheader', { name: new RegExp(`Noël${story.suffix}`) })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);

    // The province by its English or French name, with or without accents; the city without its accent.
    for (const typed of ['Québec', 'quebec', 'levis']) {
      await typeSearch(page, s.filters.search, typed);
      await expect(page.getByText(fill(s.total_other, { count: 3 }), { exact: true })).toBeVisible();
    }
    await typeSearch(page, s.filters.search, `nobody${story.suffix}`);
    await expect(page.getByText(s.empty)).toBeVisible();
  });

  test(`[${lang}] Export All shows its progress, can be cancelled, then downloads every match`, async ({
    page,
  }, testInfo) => {
    const story = await seed(`export-${lang}`);
    await loginAs(page, 'admin', { lang: lang, to: `/admin/programs/${story.program.id}/registrations` });
    await expect(page.getByText(fill(s.total_other, { count: 3 }), { exact: true })).toBeVisible();

    // The export's page requests wait until the test lets them through (a real answer, only later),
    // so the progress bar can be looked at and the export cancelled while it runs.
    let release: () => void = () => {};
    let held = new Promise<void>((resolve) => (release = resolve));
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.route('**/rest/v1/rpc/admin_registrations_export*', async (route) => {
      await held;
      // A request cancelled meanwhile is gone: nothing to let through.
      await route.fallback().catch(() => {});
    });

    const exportAll = page.getByRole('button', { name: s.actions.exportAll });
    await exportAll.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: fill(s.messages.exporting, { total: 3 }) })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: s.export.progressLabel });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('max', '3');
    await expect(bar).toHaveJSProperty('value', 0);
    await expect(page.getByText(fill(s.export.progressText, { done: 0, total: 3 }), { exact: true })).toBeVisible();
    await expect(exportAll).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`export-progress-${lang}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Cancel by keyboard: nothing is downloaded, and the status says so.
    await page.getByRole('button', { name: s.actions.cancelExport }).focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByRole('status').filter({ hasText: s.messages.exportCancelled })).toBeVisible();
    await expect(bar).toBeHidden();
    expect(downloads).toBe(0);

    // Again, let through: every registration of the program, and the status says how many.
    held = Promise.resolve();
    await exportAll.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0][1]).toBe(s.csv.name);
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual([...story.names].sort());
    await expect(
      page.getByRole('status').filter({ hasText: fill(s.messages.exported_other, { count: 3 }) }),
    ).toBeVisible();
    await expect(bar).toBeHidden();
    await expectNoAxeViolations(page);
  });
}
