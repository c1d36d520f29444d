// A price option whose last place is held for another family's waiting-list offer (issue 36 point 4), in English and
// French: the price picker takes the server's answer (spots_left, is_sold_out) and shows the option sold out, not
// '1 spot left' (which it showed when it counted registrations alone, and the family was refused at submit and never
// offered the waiting list); the sold-out options' waiting list offers it, and the family joins it, first of those waiting (Kim's offered entry is no longer waiting).
import { expect, expectNoAxeViolations, loginWith, setLanguage, test, type Lang, tabTo } from './support/test';
import {
  PASSWORD,
  entriesOf,
  must,
  newFamily,
  newProgram,
  service,
  serverRegistration,
  text,
} from './family-pages.data';

for (const lang of ['en', 'fr'] as Lang[]) {
  const r = text('registration', lang);
  const w = text('waitlist', lang);

  test(`[${lang}] An option whose last place is held for another family's offer shows sold out, and its waiting list is offered`, async ({
    page,
  }, info) => {
    const a = await newFamily(lang === 'fr' ? 'Maude' : 'Morgan', ['Mia'], lang);
    const b = await newFamily('Robin', ['Kim'], lang);
    const c = await newFamily('Sam', ['Lee'], lang);
    const program = await newProgram(lang === 'fr' ? 'Camp hâtif' : 'Early camp', null);
    const early = must(
      await service()
        .from('program_price_tiers')
        .insert({ program_id: program.id, name: 'Early Bird', price: 0, max_spots: 1, is_default: false })
        .select('id')
        .single<{ id: string }>(),
    );
    // Lee takes the one Early Bird place, Kim waits for it, Lee's registration is cancelled: the place is offered
    // to Kim and held for Robin's family while the offer lasts.
    const lee = await serverRegistration(c, 'Lee', { id: program.id, tierId: early.id });
    must(
      await b.db.rpc('join_waitlist', {
        p_program_id: program.id,
        p_items: [{ participant_id: b.children.Kim, price_tier_id: early.id }],
      }),
    );
    must(await service().from('registrations').update({ status: 'cancelled' }).eq('id', lee).select('id'));
    await expect.poll(async () => (await entriesOf(b))[0]?.status).toBe('offered');

    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, a.email, PASSWORD, { to: `/programs/${program.id}/register` });
    const mia = `Mia ${a.lastName}`;
    const picker = page.getByRole('group', { name: r('pricing.legend', { name: mia }) });
    await tabTo(page, page.getByRole('checkbox', { name: mia }));
    await page.keyboard.press('Space');
    const earlyRadio = picker.getByRole('radio', { name: /^Early Bird/ });
    await expect(earlyRadio).toBeDisabled();
    await expect(picker).toContainText(r('pricing.soldOut'));
    await expect(picker).not.toContainText(r('pricing.spotsLeft_one', { count: 1 }));
    await expect(picker.getByRole('radio', { name: /^Regular Registration/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath(`held-option-${lang}-1280.png`), fullPage: true });

    // The sold-out options' waiting list: Early Bird, for Mia.
    const show = page.getByRole('button', { name: r('waitlist.showJoin') });
    await tabTo(page, show);
    await page.keyboard.press('Enter');
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#waitlist-panel');
    const box = panel.getByRole('checkbox', { name: mia });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    const group = panel.getByRole('group', { name: w('join.tierLegend', { name: mia }) });
    await expect(group.getByRole('radio', { name: /^Early Bird/ })).toBeChecked();
    await page.setViewportSize({ width: 320, height: 900 });
    await page.screenshot({ path: info.outputPath(`held-option-${lang}-320.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await tabTo(page, panel.getByRole('button', { name: w('join.join') }));
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: w('join.joinedTitle') });
    await expect(status).toContainText(w('join.position', { name: mia, position: 1 }));
    await expectNoAxeViolations(page);
    const [entry] = await entriesOf(a);
    expect(entry).toMatchObject({ status: 'waiting', participant_id: a.children.Mia });
  });
}
