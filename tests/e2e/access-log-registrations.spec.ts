// Decision 0064 (issue 36), EN and FR, keyboard only, axe on each page: an administrator pages the registrations
// of a program. The page shows the emergency contacts, not the medical fields, so the family's "who viewed" list
// says the contacts were viewed on the registrations screen, not medical information. Export Selected writes the
// child's allergies to the CSV: that medical read is recorded and the family sees it, newest first.
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  loginWith,
  serviceClient,
  signOut,
  type Lang,
} from './support/test';
import { must, PASSWORD } from './concussion-staff.data';
import { press, seedAccessStory, strings } from './access-log.data';

const expect = baseExpect.configure({ timeout: 20_000 });

/** The log's records naming this participant, newest first, as the database holds them. */
const recordsAbout = (participantId: string) =>
  must<{ what: string; reason: string }[]>(
    serviceClient()
      .from('data_access_log')
      .select('what, reason')
      .contains('participant_ids', [participantId])
      .order('id', { ascending: false }),
  );
const said = (records: { what: string; reason: string }[]) => records.map((r) => `${r.what} ${r.reason}`);

for (const lang of ['en', 'fr'] as Lang[]) {
  const a = strings(lang, 'accessLog');
  const r = strings(lang, 'adminRegistrations');

  test(`[${lang}] Paging the registrations records a view of the contacts; Export Selected records the medical read`, async ({
    page,
  }) => {
    const { program, parent, child } = await seedAccessStory(lang);

    await loginAs(page, 'admin', { lang, to: `/admin/programs/${program.id}/registrations` });
    await expect(page.getByRole('rowheader', { name: new RegExp(child.name) })).toBeVisible();
    await expect(page.getByText('Peanuts')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect
      .poll(async () => said(await recordsAbout(child.id))[0])
      .toBe('emergency_contacts admin_registrations_page');
    expect(said(await recordsAbout(child.id))).not.toContain('medical_and_emergency admin_registrations_page');

    // Export Selected: the child's row, from the keyboard; the CSV holds the allergies.
    const box = page.getByRole('checkbox', { name: r('table.select', { name: child.name }) });
    await press(box, 'Space');
    await expect(box).toBeChecked();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      press(page.getByRole('button', { name: r('actions.exportSelected', { count: 1 }) })),
    ]);
    const [header, ...rows] = Papa.parse<string[]>(
      readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''),
      {
        skipEmptyLines: true,
      },
    ).data;
    expect(rows).toHaveLength(1);
    expect(rows[0][header.indexOf(r('csv.allergies'))]).toBe('Peanuts');
    await expect
      .poll(async () => said(await recordsAbout(child.id))[0])
      .toBe('medical_and_emergency admin_registrations_selected');
    const records = await recordsAbout(child.id);

    // The parent's list: the export's medical read first, then the screen's view of the contacts.
    await signOut(page);
    await loginWith(page, parent.email, PASSWORD, { lang, to: '/participants' });
    const toggle = page.getByRole('button', { name: a('participant.toggle', { name: child.name }) });
    await press(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('listitem');
    await expect(lines).toHaveCount(records.length);
    await expect(lines.first()).toContainText(
      `${a('what.medical_and_emergency')}, ${a('reason.admin_registrations_selected')}`,
    );
    await expect(lines.last()).toContainText(
      `${a('what.emergency_contacts')}, ${a('reason.admin_registrations_page')}`,
    );
    await expectNoAxeViolations(page);
  });
}
