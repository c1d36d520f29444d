// Dashboard stories (spec 1 section 2), EN and FR, with axe at the end of each.
import { expect, loginWith, setLanguage, test, type Lang } from './support/test';
import { PASSWORD, newAccount, newProgram, serverRegistration } from './registration.data';
import { texts } from './registration-helpers';

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`A parent sees their players, upcoming events with urgency and Recent Activity (${lang})`, async ({ page }) => {
    const { d } = texts(lang);
    const parent = await newAccount('parent_guardian', 'Sasha', ['Tia', 'Uma']);
    const [tia, uma] = parent.participantIds;
    const tomorrow = await newProgram({ label: 'Tomorrow skate', startInDays: 1 });
    const soon = await newProgram({ label: 'Soon skate', startInDays: 3 });
    const later = await newProgram({ label: 'Later skate', startInDays: 40 });
    const latest = await newProgram({ label: 'Latest skate', startInDays: 50 });
    const last = await newProgram({ label: 'Last skate', startInDays: 60 });
    await serverRegistration(parent, tia, tomorrow.id, 'pending');
    await serverRegistration(parent, uma, soon.id, 'approved');
    await serverRegistration(parent, tia, later.id, 'approved');
    await serverRegistration(parent, uma, latest.id, 'pending');
    const lastId = await serverRegistration(parent, tia, last.id, 'pending');

    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: d('greeting', { name: 'Sasha' }) })).toBeVisible();
    await expect(page.getByText(d('subtitle.parent_guardian_other', { count: 2 }))).toBeVisible();
    const stats = page.getByRole('list', { name: d('stats.label') });
    await expect(stats.getByRole('listitem').filter({ hasText: d('stats.players') })).toContainText('2');
    await expect(stats.getByRole('listitem').filter({ hasText: d('stats.activeRegistrations') })).toContainText('5');
    // A family's financial-assistance requests are one quick action away (issue 25 point 6).
    await expect(
      page.getByRole('navigation', { name: d('actions.label') }).getByRole('link', { name: d('actions.financialAid') }),
    ).toHaveAttribute('href', '/financial-aid');

    // Three soonest shown, with relative day and a text urgency label; the rest behind '+2 more events'.
    const upcoming = page.getByRole('region', { name: d('upcoming.title') });
    const items = upcoming.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(tomorrow.name);
    await expect(items.nth(0)).toContainText(d('upcoming.tomorrow'));
    await expect(items.nth(0)).toContainText(d('upcoming.urgency.critical'));
    await expect(items.nth(0)).toContainText(d('upcoming.for', { name: 'Tia' }).replace(/\s*$/, ''));
    await expect(items.nth(1)).toContainText(d('upcoming.urgency.soon'));
    await expect(items.nth(2)).toContainText(d('upcoming.urgency.later'));
    await expect(upcoming.getByRole('link', { name: d('upcoming.more_other', { count: 2 }) })).toHaveAttribute(
      'href',
      '/registrations',
    );

    // Recent Activity: newest first, label and first 8 characters of the id; approved future ones count the days.
    const activity = page.getByRole('region', { name: d('activity.title') });
    const newest = activity.getByRole('listitem').first();
    await expect(newest).toContainText(last.name);
    await expect(newest).toContainText(d('activity.labels.awaiting'));
    await expect(newest).toContainText(d('activity.id', { id: lastId.slice(0, 8) }));
    await expect(activity.getByRole('listitem').filter({ hasText: later.name })).toContainText(
      d('activity.startsIn_other', { count: 40 }),
    );
    await expect(activity.getByRole('link', { name: d('activity.viewAll') })).toHaveAttribute('href', '/registrations');
  });

  test(`A new volunteer without registrations sees empty states that link to programs (${lang})`, async ({ page }) => {
    const { d } = texts(lang);
    const volunteer = await newAccount('volunteer', 'Quinn');
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, volunteer.email, PASSWORD);
    await expect(page.getByText(d('subtitle.volunteer'))).toBeVisible();
    for (const region of [d('upcoming.title'), d('activity.title')]) {
      await expect(
        page.getByRole('region', { name: region }).getByRole('link', { name: d('browsePrograms') }),
      ).toHaveAttribute('href', '/programs');
    }
    await expect(
      page.getByRole('navigation', { name: d('actions.label') }).getByRole('link', { name: d('actions.profile') }),
    ).toBeVisible();
  });
}
