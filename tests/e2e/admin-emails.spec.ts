import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  serviceClient,
  setLanguage,
  uniqueEmail,
  type Lang,
  tabTo,
} from './support/test';
import { fill, texts } from './admin-dashboard.data';
import type { Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 20_000 });

/** A message the provider refused for good, straight into the outbox (the service role; no UI makes one). */
async function seedFailedMessage(lang: Lang) {
  const to = uniqueEmail(`outbox-${lang}`);
  const lastError = `550 5.1.1 Mailbox unavailable (${to})`;
  const { data, error } = await serviceClient()
    .from('email_outbox')
    .insert({
      to_email: to,
      language: lang,
      template: 'registration_approved',
      subject: 'E2E failed message',
      body: 'E2E failed message',
      status: 'failed',
      attempts: 8,
      last_error: lastError,
    })
    .select('id')
    .single();
  if (error) throw error;
  return { id: (data as { id: string }).id, to, lastError };
}

/** Opens /admin and moves to the E-mail tab with the keyboard (Tab to the tab list, then End). */
async function openEmailTab(page: Page, s: ReturnType<typeof texts>) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
  await tabTo(page, page.getByRole('tab', { name: s.tabs.overview }));
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: s.tabs.emails })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: s.emails.heading })).toBeVisible();
}

/** Chooses a status filter with the keyboard: focus the select, then arrow to the option. */
async function chooseFilter(page: Page, s: ReturnType<typeof texts>, filter: 'all' | 'failed') {
  const select = page.getByRole('combobox', { name: s.emails.filterLabel });
  await tabTo(page, select);
  await page.keyboard.press(filter === 'all' ? 'Home' : 'ArrowDown');
  await expect(select).toHaveValue(filter);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = texts(lang, 'adminDashboard');

  test(`[${lang}] An admin finds a failed e-mail with its error and sends it again, keyboard only`, async ({
    page,
  }) => {
    const failed = await seedFailedMessage(lang);
    await loginAs(page, 'admin', { lang: lang });
    await openEmailTab(page, s);

    // Only the failed messages: ours is the newest of them.
    await chooseFilter(page, s, 'failed');
    const table = page.getByRole('table', { name: s.emails.caption });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: failed.to }) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(failed.lastError);
    await expect(row).toContainText(s.emails.templates.registration_approved);
    await expect(row).toContainText(s.emails.languages[lang]);
    await expect(row).toContainText(s.emails.statuses.failed);
    await expectNoAxeViolations(page);

    const button = row.getByRole('button', { name: fill(s.emails.resendTo, { email: failed.to }) });
    await tabTo(page, button);
    await page.keyboard.press('Enter');

    // The outcome is said where focus lands (the flash region), and the list is refreshed:
    // the message has left the Failed list.
    const said = fill(s.emails.resent, { email: failed.to });
    await expect(page.locator(':focus')).toContainText(said);
    await expect(row).toHaveCount(0);
    const { data } = await serviceClient().from('email_outbox').select('status, attempts').eq('id', failed.id).single();
    expect(['queued', 'sending', 'sent']).toContain((data as { status: string }).status);

    // Under All it is back on its way: queued (or already sending or sent if a sender ran).
    await chooseFilter(page, s, 'all');
    const again = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: failed.to }) });
    await expect(again).toBeVisible();
    await expect(again.getByRole('cell').nth(1)).toHaveText(
      new RegExp(`^(${[s.emails.statuses.queued, s.emails.statuses.sending, s.emails.statuses.sent].join('|')})$`),
    );
    await expect(again.getByRole('button')).toHaveCount(0);
  });
}

test('[fr] The E-mail tab fits 320 px and 1280 px without the page scrolling sideways', async ({ page }, info) => {
  const s = texts('fr', 'adminDashboard');
  await seedFailedMessage('fr');
  await loginAs(page, 'admin');
  await setLanguage(page, 'fr');
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await openEmailTab(page, s);
    await expect(page.getByRole('table', { name: s.emails.caption })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`emails-fr-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }
});
