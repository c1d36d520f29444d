// Declining a waiting-list offer (issue 24 point 2; issue 36 asks for the story), in English and French, keyboard
// only, axe on each page: a program's one place frees up and is offered to the first family in line; that family
// declines it from the dashboard banner (asked once more), is told the place goes on, and its banner is gone; the
// place is offered at once to the next family in line, whose dashboard shows the offer.
import { expect, expectNoAxeViolations, loginWith, setLanguage, signOut, tabTo, test, type Lang } from './support/test';
import {
  PASSWORD,
  entriesOf,
  joinWaitlist,
  must,
  newFamily,
  newProgram,
  service,
  serverRegistration,
  text,
} from './family-pages.data';

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = text('waitlist', lang);

  test(`[${lang}] A family declines the place offered; the next family in line is offered it`, async ({ page }) => {
    const a = await newFamily(lang === 'fr' ? 'Josée' : 'Dana', ['Theo'], lang);
    const b = await newFamily('Robin', ['Kim'], lang);
    const c = await newFamily('Sam', ['Lee'], lang);
    const program = await newProgram(lang === 'fr' ? 'Camp refusé' : 'Declined camp', 1);
    const kim = await serverRegistration(b, 'Kim', program);
    expect(await joinWaitlist(a, 'Theo', program.id)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await joinWaitlist(c, 'Lee', program.id)).toMatchObject({ status: 'waiting', position: 2 });
    // Kim's registration is cancelled: the place is offered to Theo, first in line.
    must(await service().from('registrations').update({ status: 'cancelled' }).eq('id', kim).select('id'));
    await expect.poll(async () => (await entriesOf(a))[0]?.status).toBe('offered');
    expect((await entriesOf(c))[0]?.status).toBe('waiting');
    const theo = `Theo ${a.lastName}`;
    const lee = `Lee ${c.lastName}`;
    const bannerOf = (name: string) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2, name: w('offers.heading', { program: program.name }) }) })
        .filter({ hasText: name });

    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, a.email, PASSWORD, { to: '/dashboard' });
    const banner = bannerOf(theo);
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);

    // Decline, asked once more, from the keyboard.
    await tabTo(
      page,
      banner.getByRole('button', { name: w('offers.declineFor', { program: program.name, participant: theo }) }),
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: w('offers.confirmTitle') });
    await expect(dialog).toContainText(w('offers.confirmText', { program: program.name, participant: theo }));
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole('button', { name: w('offers.confirmButton') }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const declined = w('offers.declined', { program: program.name, participant: theo });
    await expect(page.getByRole('status').filter({ hasText: declined })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The place passes on: Theo's entry is closed as declined, Lee's is offered.
    expect((await entriesOf(a))[0]?.status).toBe('declined');
    await expect.poll(async () => (await entriesOf(c))[0]?.status).toBe('offered');

    // The next family sees the offer on its dashboard.
    await signOut(page);
    await loginWith(page, c.email, PASSWORD, { to: '/dashboard' });
    const next = bannerOf(lee);
    await expect(next).toBeVisible();
    await expect(
      next.getByRole('link', { name: w('offers.acceptFor', { program: program.name, participant: lee }) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
