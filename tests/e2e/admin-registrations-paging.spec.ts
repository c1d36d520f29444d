// Admin registrations paged on the server (issue 12), EN and FR: 53 registrations
// in one program = 2 pages of 50; select all = this page; Export All = every match.
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
const COUNT = 53;

/** One program with COUNT pending registrations of one parent's children (Kid01 ... Kid53). */
async function seedMany(tag: string) {
  const db = serviceClient();
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const start = addDays(orgToday(new Date()), 30);
  const program = await must<{ id: string; name: string }>(
    db
      .from('programs')
      .insert({
        name: `E2E Paging ${tag} ${suffix}`,
        start_date: start,
        end_date: addDays(start, 10),
        price: 0,
        location: 'Gatineau',
      })
      .select('id, name')
      .single(),
  );
  const { data: user, error } = await db.auth.admin.createUser({
    email: uniqueEmail(`adminpage-${tag}`),
    password: 'e2e-password-1',
    email_confirm: true,
    user_metadata: { role: 'parent_guardian', first_name: 'Pat', last_name: `Pager${suffix}` },
  });
  if (error || !user.user) throw error ?? new Error('no user');
  const parentId = user.user.id;
  const names = Array.from({ length: COUNT }, (_, i) => `Kid${String(i + 1).padStart(2, '0')}${suffix}`);
  const kids = await must<{ id: string }[]>(
    db
      .from('participants')
      .insert(
        names.map((first) => ({
          user_id: parentId,
          parent_guardian_id: parentId,
          first_name: first,
          last_name: 'Page',
          date_of_birth: '2014-05-05',
        })),
      )
      .select('id'),
  );
  const at = new Date().toISOString();
  await must(
    db
      .from('registrations')
      .insert(
        kids.map((k) => ({
          participant_id: k.id,
          program_id: program.id,
          user_id: parentId,
          status: 'pending',
          waiver_agreed: true,
          waiver_agreed_at: at,
          media_consent_agreed: true,
          media_consent_agreed_at: at,
          concussion_awareness_agreed: true,
          concussion_awareness_agreed_at: at,
        })),
      )
      .select('id'),
  );
  return { program, names };
}

async function csvRows(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = readFileSync((await download.path())!, 'utf8');
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data.slice(1);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = strings(lang);

  test(`[${lang}] An admin pages through ${COUNT} registrations 50 at a time, selects a page, searches on the server and exports every match`, async ({
    page,
  }) => {
    const story = await seedMany(lang);
    await loginAs(page, 'admin', { lang: lang, to: `/admin/programs/${story.program.id}/registrations` });
    await expect(page.getByText(fill(s.total_other, { count: COUNT }), { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: s.pagination.label });
    await expect(nav.getByText(fill(s.pagination.pageOf, { page: 1, pages: 2 }))).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(51);
    await expect(nav.getByRole('button', { name: s.pagination.previous })).toBeDisabled();
    await expectNoAxeViolations(page);

    // Select all = this page's 50, said in its label; Export Selected writes those 50.
    const all = page.getByRole('checkbox', { name: s.table.selectAll });
    await all.focus();
    await page.keyboard.press('Space');
    const selected = await csvRows(page, async () => {
      await page.getByRole('button', { name: fill(s.actions.exportSelected, { count: 50 }) }).focus();
      await page.keyboard.press('Enter');
    });
    expect(selected).toHaveLength(50);

    // Next page by keyboard: focus lands on the table region, 3 rows left.
    await nav.getByRole('button', { name: s.pagination.next }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('navigation', { name: s.pagination.label })
        .getByText(fill(s.pagination.pageOf, { page: 2, pages: 2 })),
    ).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('button', { name: s.pagination.next })).toBeDisabled();
    await expect(nav.getByRole('button', { name: s.pagination.last })).toBeDisabled();
    // A page in the second half is read from the other end: same rows, same order as from the front.
    const newestFirst = (await must<unknown>(
      serviceClient()
        .from('registrations')
        .select('participant:participants(first_name)')
        .eq('program_id', story.program.id)
        .order('registration_date', { ascending: false })
        .order('id', { ascending: false }),
    )) as { participant: { first_name: string } }[];
    const firstNames = async () =>
      (await table.getByRole('rowheader').allTextContents()).map((text) => text.split(' ')[0]);
    expect(await firstNames()).toEqual(newestFirst.slice(50).map((r) => r.participant.first_name));
    await expectNoAxeViolations(page);

    // First page and Last page jump to either end.
    await nav.getByRole('button', { name: s.pagination.first }).click();
    await expect(nav.getByText(fill(s.pagination.pageOf, { page: 1, pages: 2 }))).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(51);
    expect(await firstNames()).toEqual(newestFirst.slice(0, 50).map((r) => r.participant.first_name));
    await expect(nav.getByRole('button', { name: s.pagination.first })).toBeDisabled();
    await nav.getByRole('button', { name: s.pagination.last }).click();
    await expect(nav.getByText(fill(s.pagination.pageOf, { page: 2, pages: 2 }))).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(4);

    // Export All: every registration matching the filters, not just this page.
    const everything = await csvRows(page, async () => {
      await page.getByRole('button', { name: s.actions.exportAll }).focus();
      await page.keyboard.press('Enter');
    });
    expect(everything.map((r) => r[1]).sort()).toEqual(story.names.map((n) => `${n} Page`).sort());

    // Server-side search (case-insensitive), back on page 1 of 1.
    await page.getByLabel(s.filters.search, { exact: true }).fill(story.names[41].toUpperCase());
    await expect(page.getByText(fill(s.total_one, { count: 1 }), { exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('rowheader', { name: new RegExp(story.names[41]) })).toBeVisible();
    await expect(page.getByText(fill(s.pagination.pageOf, { page: 1, pages: 1 }))).toBeVisible();
  });
}
