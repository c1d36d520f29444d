// Program coordinators stories (issue 10), EN and FR: an admin assigns a coach
// to a new program, the coach signs in, sees the Coordinator link and the
// roster (pending and approved only); the admin removes the assignment and the
// link disappears. Each story makes its own coach, program and registrations.
import { readFileSync } from 'node:fs';
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  loginWith,
  serviceClient,
  signOut,
  uniqueEmail,
  type Lang,
} from './support/test';

const expect = baseExpect.configure({ timeout: 20_000 });
const json = (lang: Lang, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k]));
const PASSWORD = 'e2e-password-1';

async function must<T>(p: PromiseLike<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw error;
  return data as T;
}

/** A coach account, a program, and three registrations of one family: pending, approved, rejected. */
async function seedStory(lang: Lang) {
  const db = serviceClient();
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const start = addDays(orgToday(new Date()), 20);
  const program = await must<{ id: string; name: string }>(
    db
      .from('programs')
      .insert({
        name: `E2E Coord ${lang} ${suffix}`,
        start_date: start,
        end_date: addDays(start, 7),
        price: 0,
        location: 'Sherbrooke',
      })
      .select('id, name')
      .single(),
  );
  const email = uniqueEmail(`coord-${lang}`);
  const coach = await db.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { role: 'coach', first_name: 'Camille', last_name: `Coach${suffix}` },
  });
  if (coach.error) throw coach.error;
  const parent = await db.auth.admin.createUser({
    email: uniqueEmail(`coord-parent-${lang}`),
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { role: 'parent_guardian', first_name: 'Pat', last_name: 'Family' },
  });
  if (parent.error) throw parent.error;
  const parentId = parent.data.user!.id;
  const at = new Date().toISOString();
  const kids: Record<string, string> = {};
  for (const status of ['pending', 'approved', 'rejected']) {
    const first = `${status}${suffix}`;
    const child = await must<{ id: string }>(
      db
        .from('participants')
        .insert({
          user_id: parentId,
          parent_guardian_id: parentId,
          first_name: first,
          last_name: 'Skater',
          date_of_birth: '2012-03-04',
          address: '12 rue King',
          city: 'Sherbrooke',
          province: 'QC',
          // The approved child describes their gender in their own words (issue 36: the roster showed them only
          // for 'self_describe').
          gender_identity: status === 'approved' ? 'prefer_to_self_describe' : 'female',
          gender_self_description: status === 'approved' ? 'Genderfluid' : null,
          visual_classification: 'B3',
          skating_experience: 'beginner',
          allergies: 'Peanuts',
        })
        .select('id')
        .single(),
    );
    await must(
      db.from('emergency_contacts').insert({
        participant_id: child.id,
        name: `Contact ${status}`,
        relationship: 'parent',
        phone: '8195550000',
        is_primary: true,
      }),
    );
    await must(
      db.from('registrations').insert({
        participant_id: child.id,
        program_id: program.id,
        user_id: parentId,
        status,
        waiver_agreed: true,
        waiver_agreed_at: at,
        media_consent_agreed: true,
        media_consent_agreed_at: at,
        concussion_awareness_agreed: true,
        concussion_awareness_agreed_at: at,
      }),
    );
    kids[status] = first;
  }
  return { program, email, coachName: `Camille Coach${suffix}`, kids };
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = json(lang, 'adminCoordinators');
  const c = json(lang, 'coordinator');
  const common = json(lang, 'common');

  test(`[${lang}] An admin assigns a coach as coordinator, the coach sees the roster, and after removal the Coordinator link disappears`, async ({
    page,
  }) => {
    const story = await seedStory(lang);
    await loginAs(page, 'admin', { lang: lang, to: '/admin/program-coordinators' });
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(page.getByText(s.info.body)).toBeVisible();

    // Submitting without choices shows the spec message in the summary (focused) and inline.
    await page.getByRole('button', { name: s.addForm.submit }).focus();
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: s.addForm.errors.bothRequired });
    await expect(summary).toBeFocused();
    await expectNoAxeViolations(page);

    const optionOf = (select: string, text: string) =>
      page.locator(`${select} option`, { hasText: text }).getAttribute('value');
    await page
      .locator('#coordinator-program')
      .selectOption((await optionOf('#coordinator-program', story.program.name))!);
    await page.locator('#coordinator-user').selectOption((await optionOf('#coordinator-user', story.email))!);
    await page.locator('#coordinator-notes').fill('Bench door');
    await page.getByRole('button', { name: s.addForm.submit }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(fill(s.added, { name: story.coachName, program: story.program.name }))).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: story.email });
    await expect(card).toContainText(story.program.name);
    await expect(card).toContainText('Bench door');
    await expect(card).toContainText(common.roles.coach);
    await expectNoAxeViolations(page);

    // The coach signs in: the header shows Coordinator, the roster has pending and approved only.
    await signOut(page);
    await loginWith(page, story.email, PASSWORD, { lang: lang });
    const link = page.getByRole('navigation').getByRole('link', { name: common.navigation.coordinator, exact: true });
    await expect(link.first()).toBeAttached();
    await page.goto('/coordinator');
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByText(fill(c.managing_one, { count: 1 }))).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(story.program.name) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const roster = page.getByRole('table', { name: fill(c.rosterCaption, { program: story.program.name }) });
    await expect(roster.getByRole('rowheader', { name: new RegExp(story.kids.pending) })).toBeVisible();
    await expect(roster.getByRole('rowheader', { name: new RegExp(story.kids.approved) })).toBeVisible();
    await expect(roster.getByText(story.kids.rejected)).toHaveCount(0);
    await expect(roster.getByText('Contact approved')).toBeVisible();
    await expect(roster.getByText('Peanuts').first()).toBeVisible();
    await expect(
      roster.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(story.kids.approved) }) }),
    ).toContainText('Genderfluid');
    await expect(roster.getByText(c.statuses.pending, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The admin removes the assignment (confirmation dialog, keyboard).
    await signOut(page);
    await loginAs(page, 'admin', { lang: lang, to: '/admin/program-coordinators' });
    const remove = page.getByRole('button', {
      name: fill(s.list.removeLabel, { name: story.coachName, program: story.program.name }),
    });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: s.confirm.title });
    await expect(dialog).toContainText(s.confirm.body);
    await dialog.getByRole('button', { name: s.confirm.remove }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(fill(s.removed, { name: story.coachName, program: story.program.name }))).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: story.email })).toHaveCount(0);
    const rows = await must<{ is_active: boolean }[]>(
      serviceClient().from('program_coordinators').select('is_active').eq('program_id', story.program.id),
    );
    expect(rows).toEqual([{ is_active: false }]);

    // The coach signs in again: no Coordinator link.
    await signOut(page);
    await loginWith(page, story.email, PASSWORD, { lang: lang });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: common.navigation.coordinator, exact: true })).toHaveCount(0);
  });
}
