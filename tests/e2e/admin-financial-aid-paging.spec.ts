// Issue 36, EN and FR, keyboard only, axe on each page: the admin financial-aid list is paged on the server, 20
// requests a page, as the registrations screen pages. An administrator shows the withdrawn requests (45 of them
// from one family, and any other story's), goes to the next page and to the last with the keyboard; the focus
// moves to the page's list, which says which page it is, and each page holds the requests the database orders
// there (the newest first for decided and withdrawn ones).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginAs, tabTo, test, type Lang } from './support/test';
import { must, newFamily, service, text } from './family-pages.data';
import { newPaidProgram } from './financial-aid.data';
import { shoot } from './access-log.data';

const PAGE = 20;

/** The withdrawn requests' notes in the list's order (newest first), and how many there are. */
async function withdrawnNotes(): Promise<(string | null)[]> {
  const rows = must(
    await service()
      .from('financial_aid_requests')
      .select('note')
      .eq('status', 'withdrawn')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false }),
  ) as { note: string | null }[];
  return rows.map((r) => r.note);
}

/** The cards on screen hold the requests of page `n` (0-based), in order. */
async function expectPage(page: Page, notes: (string | null)[], n: number) {
  const cards = page.getByRole('article');
  const want = notes.slice(n * PAGE, (n + 1) * PAGE);
  await expect(cards).toHaveCount(want.length);
  for (const [i, note] of want.entries()) if (note) await expect(cards.nth(i)).toContainText(note);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const a = text('adminFinancialAid', lang);

  test(`[${lang}] The admin pages through the financial-aid requests with the keyboard`, async ({ page }) => {
    const family = await newFamily('Wren', ['Ada'], lang);
    const program = await newPaidProgram(`Aid paging ${lang}`, 4000);
    const start = Date.now() - 60 * 60_000;
    must(
      await service()
        .from('financial_aid_requests')
        .insert(
          Array.from({ length: 45 }, (_, i) => ({
            user_id: family.id,
            program_id: program.id,
            participant_ids: [family.children.Ada],
            can_pay_cents: 1000,
            note: `Paging request ${lang} ${String(i).padStart(2, '0')} ${family.lastName}`,
            status: 'withdrawn',
            created_at: new Date(start + i * 1000).toISOString(),
          })),
        )
        .select('id'),
    );

    await loginAs(page, 'admin', { lang, to: '/admin/financial-aid' });
    await expect(page.getByRole('heading', { level: 1, name: a('title') })).toBeVisible();
    await page.getByRole('combobox', { name: a('filterLabel') }).selectOption('withdrawn');
    const notes = await withdrawnNotes();
    const pages = Math.ceil(notes.length / PAGE);
    await expect(
      page.getByRole('status').filter({ hasText: a('showing_other', { count: notes.length, pending: 0 }) }),
    ).toBeVisible();
    await expectPage(page, notes, 0);
    const nav = page.getByRole('navigation', { name: a('pagination.label') });
    await expect(nav).toContainText(a('pagination.pageOf', { page: 1, pages }));
    await expect(nav.getByRole('button', { name: a('pagination.previous') })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
    await shoot(page, `admin-financial-aid-paging-${lang}`);

    // Next page, from the keyboard: the focus goes to the new page's list, which names it.
    await tabTo(page, nav.getByRole('button', { name: a('pagination.next') }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: a('listLabel', { page: 2, pages }) })).toBeFocused();
    await expectPage(page, notes, 1);
    await expect(nav).toContainText(a('pagination.pageOf', { page: 2, pages }));

    // Last page: Next and Last say they do nothing more.
    await tabTo(page, nav.getByRole('button', { name: a('pagination.last') }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: a('listLabel', { page: pages, pages }) })).toBeFocused();
    await expectPage(page, notes, pages - 1);
    await expect(nav.getByRole('button', { name: a('pagination.next') })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
  });
}
