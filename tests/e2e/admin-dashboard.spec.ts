import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  serviceClient,
  setLanguage,
  type Lang,
} from './support/test';
import { fill, parseDownload, statValue, tabTo, texts } from './admin-dashboard.data';

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const USERS_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Role',
  'Status',
  'Stripe Customer ID',
  'Has Participant Profile',
  'City',
  'Province',
  'Province Name',
  'Postal Code',
  'Age',
  'Visual Classification',
  'Visual Condition',
  'Skating Experience',
  'Created Date',
];

/** Head count through the service role, for comparing with what the screen shows. */
async function dbCount(query: PromiseLike<{ count: number | null; error: unknown }>) {
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}
const head = (table: string) => serviceClient().from(table).select('*', { count: 'exact', head: true });
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = texts(lang, 'adminDashboard');
  const c = texts(lang, 'common');

  test(`[${lang}] An admin sees the six counts of the database and the latest registrations`, async ({ page }) => {
    await loginAs(page, 'admin');
    await setLanguage(page, lang);
    const counts = async () => ({
      totalUsers: await dbCount(head('user_profiles')),
      totalParticipants: await dbCount(head('participants')),
      totalRegistrations: await dbCount(head('registrations')),
      activePrograms: await dbCount(head('programs').eq('is_active', true)),
      scheduledEvents: await dbCount(head('events').gte('starts_at', new Date().toISOString())),
      equipmentItems: await dbCount(head('equipment_inventory')),
    });
    const latestProgram = async () => {
      const { data } = await serviceClient()
        .from('registrations')
        .select('program:programs(name)')
        .order('registration_date', { ascending: false })
        .limit(1)
        .single();
      return (data as unknown as { program: { name: string } }).program.name;
    };
    // Other stories add (and the events story removes) rows meanwhile: the screen must show a
    // value between two database readings taken around its load; reload and retry if a story
    // changed a table twice inside that window.
    let latestBefore = '';
    await expect(async () => {
      latestBefore = await latestProgram();
      const before = await counts();
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
      await expect(page.locator('[data-stat="equipmentItems"]')).toBeVisible();
      const after = await counts();
      for (const key of Object.keys(before) as (keyof typeof before)[]) {
        const shown = await statValue(page, key);
        expect(shown, key).toBeGreaterThanOrEqual(Math.min(before[key], after[key]));
        expect(shown, key).toBeLessThanOrEqual(Math.max(before[key], after[key]));
      }
    }).toPass({ timeout: 90_000 });
    expect(await statValue(page, 'scheduledEvents')).toBeGreaterThanOrEqual(3); // seed: three future events

    for (const key of ['managePrograms', 'allRegistrations', 'coordinators', 'manageEvents', 'equipment']) {
      await expect(
        page.getByRole('navigation', { name: s.links.label }).getByRole('link', { name: s.links[key] }),
      ).toBeVisible();
    }
    const recent = page.getByRole('table', { name: s.overview.recentCaption });
    await expect(recent.getByRole('columnheader')).toHaveText(Object.values(s.overview.columns) as string[]);
    await expect(recent.locator('tbody tr')).toHaveCount(5);
    // The newest registration comes first (read before and after the page, as others register meanwhile).
    const firstProgram = await recent.locator('tbody tr').first().locator('td').first().innerText();
    expect([latestBefore, await latestProgram()]).toContain(firstProgram);
    await expect(page.getByRole('link', { name: s.overview.viewAll })).toHaveAttribute('href', '/admin/registrations');
    await expect(page.getByRole('tab', { name: new RegExp(`^${s.tabs.users} \\(`) })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`[${lang}] An admin filters and searches users with the keyboard and exports them to CSV`, async ({ page }) => {
    await loginAs(page, 'admin');
    await setLanguage(page, lang);
    await page.goto('/admin');
    const overviewTab = page.getByRole('tab', { name: s.tabs.overview });
    await overviewTab.focus();
    await page.keyboard.press('ArrowRight');
    const usersTab = page.getByRole('tab', { name: new RegExp(`^${s.tabs.users}`) });
    await expect(usersTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: s.users.heading })).toBeVisible();
    const table = page.getByRole('table', { name: s.users.caption });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const search = page.getByRole('searchbox', { name: s.users.searchLabel });
    await tabTo(page, search);
    await page.keyboard.type('MONTRÉAL');
    await expect(table.locator('tbody tr').filter({ hasText: 'player@example.org' })).toHaveCount(1);
    // 'Showing X of Y users' (Y grows while other stories sign people up).
    const showing = (shown: number | null) =>
      new RegExp(
        `^${escapeRe(fill(s.users.showing, { shown: shown ?? 'SHOWN', total: 'TOTAL' }))
          .replace('TOTAL', '\\d+')
          .replace('SHOWN', '\\d+')}$`,
      );
    await expect(page.locator('p[role=status]')).toHaveText(showing(null));

    await search.fill('player@example.org');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('p[role=status]')).toHaveText(showing(1));
    const row = table.locator('tbody tr').first();
    await expect(row).toContainText('Alex Martin');
    await expect(row).toContainText(c.roles.participant);
    await expect(row).toContainText(s.users.active);

    await search.fill('zzz-nobody-here');
    await expect(page.getByText(s.users.empty)).toBeVisible();
    await expect(page.locator('p[role=status]')).toHaveText(showing(0));

    await search.fill('');
    const filter = page.getByLabel(s.users.filterLabel);
    await filter.selectOption('admins');
    await expect(table.locator('tbody tr').filter({ hasText: 'admin@example.org' })).toHaveCount(1);
    const roles = await table.locator('tbody tr td:nth-child(2) p:first-child').allInnerTexts();
    expect(roles.length).toBeGreaterThan(0);
    expect(new Set(roles)).toEqual(new Set([c.roles.admin]));

    const csv = await parseDownload(page, () => page.getByRole('button', { name: s.users.exportCsv }).click());
    expect(csv.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.header).toEqual(USERS_COLUMNS);
    expect(csv.rows.length).toBe(roles.length);
    expect(csv.rows.every((r) => r[4] === c.roles.admin)).toBe(true);
    expect(csv.rows.some((r) => r[2] === 'admin@example.org')).toBe(true);

    await filter.selectOption('participants');
    await search.fill('parent@example.org');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('Emma Parent');
    const parentCsv = await parseDownload(page, () => page.getByRole('button', { name: s.users.exportCsv }).click());
    expect(parentCsv.rows).toHaveLength(1);
    expect(parentCsv.rows[0].slice(2, 3)).toEqual(['parent@example.org']);
    expect(parentCsv.rows[0][7]).toBe(c.yes);
    // The province's code, then its name in the admin's language (issue 21 point 8).
    expect(parentCsv.rows[0].slice(9, 12)).toEqual(['ON', c.provinces.ON, 'M5V 2T6']);
  });

  test(`[${lang}] An admin opens the user locations: markers by keyboard, the table equivalent and its CSV`, async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    await setLanguage(page, lang);
    await page.goto('/admin');
    await page.getByRole('tab', { name: new RegExp(`^${s.tabs.locations}`) }).click();
    await expect(page.getByRole('heading', { level: 2, name: s.locations.heading })).toBeVisible();
    const map = page.getByRole('region', { name: s.locations.mapLabel });
    await expect(map).toBeVisible();
    expect((await map.boundingBox())!.height).toBeCloseTo(500, -1);

    const table = page.getByRole('table', { name: s.locations.tableCaption });
    const rows = table.locator('tbody tr');
    await expect(rows.filter({ hasText: 'Alex Martin' })).toContainText('H2X 1Y4');
    await expect(rows.filter({ hasText: 'Alex Martin' })).toContainText('45.5017, -73.5673');
    // People whose pins would overlap share one pin (issue 21 point 10): never more pins than people.
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(await page.locator('.leaflet-marker-icon').count()).toBeLessThanOrEqual(await rows.count());
    await expect(page.getByRole('heading', { name: s.locations.byProvince })).toBeVisible();
    await expect(page.getByText(s.locations.tiles.coverage)).toBeVisible();
    await expectNoAxeViolations(page);

    // 'Alex Martin, Montréal', or a group's pin near Montréal when other stories add people nearby.
    const marker = page.locator('.leaflet-marker-icon', { hasText: 'Montréal' });
    await map.focus();
    await tabTo(page, marker);
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup-content');
    await expect(popup).toContainText('Alex Martin');
    await expect(popup).toContainText('player@example.org');
    await expect(popup).toContainText('H2X 1Y4');
    await expect(page.getByRole('button', { name: s.locations.closePopup })).toBeVisible();

    const csv = await parseDownload(page, () => page.getByRole('button', { name: s.locations.exportCsv }).click());
    expect(csv.name).toBe('user-locations.csv');
    expect(csv.header).toEqual(['Name', 'Email', 'City', 'Province', 'Province Name', 'Postal Code', 'Coordinates']);
    expect(csv.rows).toHaveLength(await rows.count());
    expect(csv.rows).toContainEqual([
      'Alex Martin',
      'player@example.org',
      'Montréal',
      'QC',
      c.provinces.QC,
      'H2X 1Y4',
      '45.5017, -73.5673',
    ]);
  });

  test(`[${lang}] A player who opens /admin is turned away`, async ({ page }) => {
    await loginAs(page, 'player');
    await setLanguage(page, lang);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: c.accessRestricted.title })).toBeVisible();
    await expect(page.getByText(s.overview.cards.totalUsers)).toHaveCount(0);
  });
}
