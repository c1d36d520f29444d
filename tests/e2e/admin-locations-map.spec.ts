import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect as baseExpect,
  loginAs,
  selectTabWithArrows,
  serviceClient,
  uniqueEmail,
  type Lang,
  tabTo,
} from './support/test';
import { AXE_TAGS } from './support/axe';
import { fill, texts } from './admin-dashboard.data';

// Issue 21 point 10 (WCAG 2.2 2.5.8 Target Size): participants of one postal region share a
// point, so their pins used to overlap and axe's target-size rule failed depending on who was
// on the map. People whose pins would overlap now share one pin that says how many; every pin
// and map control is 24 x 24 CSS px or more; each person stays reachable by keyboard.
// Issue 23 point 4: the database counts people by postal region (first letter); a pin shows its
// regions' count, and its popup lists the regions and opens their people in the paged table.
//
// One parent with five children: three placed on Whitehorse (letters Y and X share its point)
// and two in Halifax and Charlottetown, a few pixels apart at the default zoom. Nobody else in
// the stories lives on those letters, so the counts are exact. The stories of this file run one
// after the other (they share the people) and remove them at the end.
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 20_000 });

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const WHITEHORSE = [
  { first_name: 'Yara', city: 'Whitehorse', province: 'YT', postal_code: 'Y1A 2B3' },
  { first_name: 'Yves', city: 'Whitehorse', province: 'YT', postal_code: 'y1a6l4' },
  { first_name: 'Xena', city: 'Yellowknife', province: 'NT', postal_code: 'X1A 2P7' },
].map((p) => ({ ...p, last_name: `Northmap${suffix}` }));
const HALIFAX = {
  first_name: 'Hal',
  last_name: `Eastmap${suffix}`,
  city: 'Halifax',
  province: 'NS',
  postal_code: 'B3H 4R2',
};
const CHARLOTTETOWN = {
  first_name: 'Charlie',
  last_name: `Eastmap${suffix}`,
  city: 'Charlottetown',
  province: 'PE',
  postal_code: 'C1A 4P3',
};
const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

let parentId = '';
test.beforeAll(async () => {
  const db = serviceClient();
  const { data, error } = await db.auth.admin.createUser({
    email: uniqueEmail('mapgroups'),
    password: 'e2e-password-1',
    email_confirm: true,
    user_metadata: { role: 'parent_guardian', first_name: 'Map', last_name: `Parent${suffix}` },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  parentId = data.user.id;
  const { error: insertError } = await db.from('participants').insert(
    [...WHITEHORSE, HALIFAX, CHARLOTTETOWN].map((p) => ({
      ...p,
      user_id: parentId,
      parent_guardian_id: parentId,
      date_of_birth: '2012-03-04',
    })),
  );
  if (insertError) throw insertError;
});

test.afterAll(async () => {
  if (!parentId) return;
  const db = serviceClient();
  await db.from('participants').delete().eq('user_id', parentId);
  await db.auth.admin.deleteUser(parentId);
});

/**
 * axe with the WCAG 2.2 AA tags and target-size explicitly on: no violation anywhere, and
 * no pin or map control that axe could not decide on ('incomplete').
 */
async function expectTargetSizeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags(AXE_TAGS)
    .analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete].some((r) => r.id === 'target-size');
  expect(ran, 'axe ran target-size').toBe(true);
  const list = (rs: typeof results.violations) =>
    rs.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
  expect(list(results.violations), `axe violations (lang=${await page.locator('html').getAttribute('lang')})`).toEqual(
    [],
  );
  const undecided = list(results.incomplete.filter((r) => r.id === 'target-size')).filter((n) => /leaflet/.test(n));
  expect(undecided, 'target-size undecided on the map').toEqual([]);
}

/** Every pin and map control measures 24 x 24 CSS px or more and no two of them overlap. */
async function expectTargetsApart(page: Page) {
  const rects = await page
    .locator(
      '.leaflet-marker-icon, .leaflet-control-zoom a, .leaflet-control-attribution a, .leaflet-popup-close-button',
    )
    .evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { what: el.textContent?.trim().slice(0, 60) ?? '', l: r.left, t: r.top, r: r.right, b: r.bottom };
      }),
    );
  expect(rects.length).toBeGreaterThan(3);
  for (const r of rects) {
    expect(r.r - r.l, `width of ${r.what}`).toBeGreaterThanOrEqual(24);
    expect(r.b - r.t, `height of ${r.what}`).toBeGreaterThanOrEqual(24);
  }
  for (const [i, a] of rects.entries())
    for (const b of rects.slice(i + 1)) {
      const overlap = a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;
      expect(overlap, `${a.what} overlaps ${b.what}`).toBe(false);
    }
}

/** The pin is drawn inside the visible map (not under its edges). */
async function expectInsideMap(page: Page, marker: Locator) {
  const map = (await page.locator('.leaflet-container').boundingBox())!;
  await expect(async () => {
    const pin = (await marker.boundingBox())!;
    expect(pin.x).toBeGreaterThanOrEqual(map.x);
    expect(pin.y).toBeGreaterThanOrEqual(map.y);
    expect(pin.x + pin.width).toBeLessThanOrEqual(map.x + map.width);
    expect(pin.y + pin.height).toBeLessThanOrEqual(map.y + map.height);
  }).toPass({ timeout: 5_000 });
}

/** The open popup is wholly inside the map and clear of the zoom buttons (drawn above it). */
async function expectPopupInView(page: Page) {
  const popup = page.locator('.leaflet-popup-content-wrapper');
  await expectInsideMap(page, popup);
  await expectInsideMap(page, page.locator('.leaflet-popup-close-button'));
  const zoom = (await page.locator('.leaflet-control-zoom').boundingBox())!;
  const box = (await popup.boundingBox())!;
  const overlap =
    box.x < zoom.x + zoom.width &&
    zoom.x < box.x + box.width &&
    box.y < zoom.y + zoom.height &&
    zoom.y < box.y + box.height;
  expect(overlap, 'the popup runs under the zoom buttons').toBe(false);
}

async function openLocationsByKeyboard(page: Page, s: ReturnType<typeof texts>) {
  await page.goto('/admin');
  const locationsTab = page.getByRole('tab', { name: new RegExp(`^${s.tabs.locations}`) });
  // The page is ready when a person sees it drawn: the tabs' counts (users, mapped places) are in (issue 34 point 6).
  await expect(page.getByRole('tab', { name: new RegExp(`^${s.tabs.users} \\(\\d`) })).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(`^${s.tabs.locations} \\(\\d`) })).toBeVisible();
  await selectTabWithArrows(page, page.getByRole('tab', { name: s.tabs.overview }), locationsTab);
  await expect(page.getByRole('region', { name: s.locations.mapLabel })).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = texts(lang, 'adminDashboard');
  const c = texts(lang, 'common');
  const list = (areas: string[]) => new Intl.ListFormat(c.intlLocale, { type: 'conjunction' }).format(areas);
  const groupName = (count: number, areas: string[]) =>
    fill(count === 1 ? s.locations.markerGroup_one : s.locations.markerGroup_other, {
      formatted: count,
      areas: list(areas),
    });
  const regionLine = (letter: string, area: string, count: number) =>
    fill(count === 1 ? s.locations.regionLine_one : s.locations.regionLine_other, { letter, area, formatted: count });
  const table = (page: Page) => page.getByRole('table', { name: s.locations.tableCaption });
  const whitehorseName = groupName(3, ['Whitehorse']);
  // The tie between Halifax and Charlottetown (one person each) goes to whoever the list gives first.
  const eastNames = [groupName(2, ['Halifax', 'Charlottetown']), groupName(2, ['Charlottetown', 'Halifax'])];

  test(`[${lang}] At 1280 px, people on one point share a pin with their count, each reached by keyboard, axe target-size clean before and after zooming`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await loginAs(page, 'admin', { lang: lang });
    await openLocationsByKeyboard(page, s);

    // One pin for the three on Whitehorse's point, its count drawn on it; none of them alone.
    const whitehorse = page.getByRole('button', { name: whitehorseName, exact: true });
    await expect(whitehorse).toHaveCount(1);
    await expect(whitehorse.locator('svg text')).toHaveText('3');
    for (const p of WHITEHORSE)
      await expect(page.getByRole('button', { name: new RegExp(fullName(p)) })).toHaveCount(0);
    // Halifax and Charlottetown are a few pixels apart at this zoom: one pin for both.
    const east = page.getByRole('button', { name: new RegExp(`^(${eastNames.join('|')})$`) });
    await expect(east).toHaveCount(1);
    await expect(east.locator('svg text')).toHaveText('2');
    await expectTargetsApart(page);
    await expectTargetSizeClean(page);
    await page.screenshot({ path: info.outputPath(`${lang}-1280-map.png`) });

    // Keyboard only: Tab to the pin, Enter opens its popup (the regions X and Y, 1 and 2 people) and
    // focus goes into it; its button lists the three in the table (focus on the table's heading).
    const map = page.getByRole('region', { name: s.locations.mapLabel });
    await tabTo(page, map);
    await tabTo(page, whitehorse);
    await expectInsideMap(page, whitehorse);
    await page.keyboard.press('Enter');
    const body = page.getByRole('region', { name: whitehorseName, exact: true });
    await expect(body).toBeFocused();
    await expect(body.getByRole('heading', { name: whitehorseName })).toBeVisible();
    await expect(body.getByRole('listitem')).toHaveText([
      regionLine('X', 'Whitehorse', 1),
      regionLine('Y', 'Whitehorse', 2),
    ]);
    // The popup's button, then the close button, named in the page's language.
    await page.keyboard.press('Tab');
    const show = body.getByRole('button', { name: fill(s.locations.showRegion_other, { formatted: 3 }) });
    await expect(show).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: s.locations.closePopup })).toBeFocused();
    await expectPopupInView(page);
    await expectTargetsApart(page);
    await expectTargetSizeClean(page);
    await page.screenshot({ path: info.outputPath(`${lang}-1280-popup.png`) });
    // Escape closes and focus returns to the pin.
    await page.keyboard.press('Escape');
    await expect(body).toHaveCount(0);
    await expect(whitehorse).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(body).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: s.locations.tableHeading })).toBeFocused();
    const rows = table(page).locator('tbody tr');
    await expect(rows).toHaveCount(3);
    for (const p of WHITEHORSE) {
      const row = rows.filter({ hasText: fullName(p) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(p.city);
      await expect(row).toContainText(p.postal_code.toUpperCase().replace(/^(\w{3}) ?(\w{3})$/, '$1 $2'));
    }
    await page.screenshot({ path: info.outputPath(`${lang}-1280-table.png`) });
    await tabTo(page, whitehorse, { back: true });

    // Space opens a pin too (a button answers both keys): the eastern pin lists both people.
    await tabTo(page, east);
    await page.keyboard.press(' ');
    const eastBody = page.locator('[data-popup-body]');
    await expect(eastBody).toBeFocused();
    await expect(eastBody.getByRole('listitem')).toHaveText([
      regionLine('B', 'Halifax', 1),
      regionLine('C', 'Charlottetown', 1),
    ]);
    await page.keyboard.press('Escape');
    await expect(eastBody).toHaveCount(0);
    await expect(east).toBeFocused();

    // Zoom in twice with the zoom button: Halifax and Charlottetown get a pin each, Whitehorse's three still share one.
    const zoomIn = page.getByRole('button', { name: s.locations.zoomIn });
    await tabTo(page, zoomIn);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const halifax = page.getByRole('button', { name: groupName(1, ['Halifax']), exact: true });
    const charlottetown = page.getByRole('button', { name: groupName(1, ['Charlottetown']), exact: true });
    await expect(halifax).toHaveCount(1);
    await expect(charlottetown).toHaveCount(1);
    await expect(page.getByRole('button', { name: whitehorseName, exact: true })).toHaveCount(1);
    await expectTargetsApart(page);
    await expectTargetSizeClean(page);

    // Each of them by keyboard: the map pans to a pin that Tab reaches outside the visible part.
    // Pins come west to east before the zoom buttons: back to Halifax, then on to Charlottetown.
    for (const [pin, letter, person, key] of [
      [halifax, 'B', HALIFAX, 'Shift+Tab'],
      [charlottetown, 'C', CHARLOTTETOWN, 'Tab'],
    ] as const) {
      await tabTo(page, pin, { back: key === 'Shift+Tab' });
      await expectInsideMap(page, pin);
      await page.keyboard.press('Enter');
      // This pin's popup by its name: a popup just closed may still be fading out of the page.
      const one = page.getByRole('region', { name: groupName(1, [person.city]), exact: true });
      await expect(one).toBeFocused();
      await expect(one.getByRole('listitem')).toHaveText([regionLine(letter, person.city, 1)]);
      await expect(one.getByRole('button', { name: s.locations.showRegion_one })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(one).toHaveCount(0);
      await expect(page.locator('[data-popup-body]')).toHaveCount(0);
      await expect(pin).toBeFocused();
    }
    // The last one's person, through its popup's button: the table lists them alone.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: s.locations.tableHeading })).toBeFocused();
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await expect(table(page).locator('tbody tr')).toContainText(fullName(CHARLOTTETOWN));
    await expect(table(page).locator('tbody tr')).toContainText(CHARLOTTETOWN.postal_code);
    await tabTo(page, charlottetown, { back: true });
    await expectTargetsApart(page);
    await expectTargetSizeClean(page);
    await page.screenshot({ path: info.outputPath(`${lang}-1280-zoomed.png`) });
  });

  test(`[${lang}] At 320 px, the grouped pin is reached by keyboard and the map passes axe target-size`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await loginAs(page, 'admin', { lang: lang });
    await openLocationsByKeyboard(page, s);
    const whitehorse = page.getByRole('button', { name: whitehorseName, exact: true });
    await expect(whitehorse).toHaveCount(1);
    await expectTargetsApart(page);
    await expectTargetSizeClean(page);
    await page.screenshot({ path: info.outputPath(`${lang}-320-map.png`), fullPage: true });

    // Whitehorse lies west of the narrow map's view: reaching its pin by Tab brings it into view.
    await tabTo(page, page.getByRole('region', { name: s.locations.mapLabel }));
    await tabTo(page, whitehorse);
    await expectInsideMap(page, whitehorse);
    await page.keyboard.press('Enter');
    const body = page.getByRole('region', { name: whitehorseName, exact: true });
    await expect(body).toBeFocused();
    await expect(body.getByRole('listitem')).toHaveCount(2);
    await expectPopupInView(page);
    await expectTargetsApart(page);
    await expectTargetSizeClean(page);
    await page.screenshot({ path: info.outputPath(`${lang}-320-popup.png`) });
    await page.keyboard.press('Escape');
    await expect(whitehorse).toBeFocused();
  });
}
