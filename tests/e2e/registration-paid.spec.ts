// Issue 6 story with the paid hand-off: tiers, a single-use assistance code,
// checkout (local TEST MODE page) and 'Already Registered' afterwards, EN and FR.
import { expectNoAxeViolations, expect, loginWith, setLanguage, test, type Lang } from './support/test';
import { PASSWORD, newAccount, newProgram, registrationsOf } from './registration.data';
import { acceptAll, openRegister, texts } from './registration-helpers';

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`A parent registers two children for a paid program with a single-use code on one, is refused it on the second, and sees Already Registered afterwards (${lang})`, async ({
    page,
  }) => {
    const { r } = texts(lang);
    const [first, second] = lang === 'fr' ? ['Léa', 'Noé'] : ['Maya', 'Owen'];
    const parent = await newAccount('parent_guardian', 'Casey', [first, second]);
    const program = await newProgram({
      label: 'Paid camp',
      price: 20000,
      tiers: [
        { name: 'Early Bird', price: 15000, max_spots: 3, spots_taken: 3 },
        { name: 'Regular Registration', price: 20000, is_default: true, max_spots: 10 },
      ],
      codes: [{ code: 'FAMILY1', price: 0, max_uses: 1 }],
    });
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD);
    await openRegister(page, lang, program);

    // First child: the default tier is preselected; the sold-out tier is disabled; the code is typed in lower case.
    await page.getByRole('checkbox', { name: new RegExp(`^${first} \\S+$`) }).check();
    const firstPrices = page.getByRole('group', { name: new RegExp(first) });
    await expect(firstPrices.getByRole('radio', { name: /Regular Registration/ })).toBeChecked();
    await expect(firstPrices.getByRole('radio', { name: /Early Bird/ })).toBeDisabled();
    await expect(firstPrices.getByText(r('pricing.soldOut'))).toBeVisible();
    await expect(firstPrices.getByText(r('pricing.spotsLeft_other', { count: 10 }))).toBeVisible();
    const firstCode = page.locator(`#code-${parent.participantIds[0]}`);
    await firstCode.pressSequentially('family1');
    await expect(firstCode).toHaveValue('FAMILY1');
    await page
      .getByRole('button', { name: r('codes.apply') })
      .first()
      .click();
    await expect(
      page.getByText(new RegExp(r('codes.applied', { code: 'FAMILY1', price: 'PRICE' }).split('PRICE')[0])),
    ).toBeVisible();

    // Second child: the same single-use code is refused within this registration.
    await page.getByRole('checkbox', { name: new RegExp(`^${second} \\S+$`) }).check();
    const secondCode = page.locator(`#code-${parent.participantIds[1]}`);
    await secondCode.fill('family1');
    await page
      .getByRole('button', { name: r('codes.apply') })
      .nth(1)
      .click();
    await expect(page.getByText(r('codes.singleUse'))).toBeVisible();
    await expect(secondCode).toHaveAttribute('aria-invalid', 'true');

    await acceptAll(page, lang);
    await expectNoAxeViolations(page);
    // 0 + 200.00 > 0: the paid path.
    await page.getByRole('button', { name: r('submit.checkout') }).click();
    await expect(page).toHaveURL(/\/_dev\/checkout\//, { timeout: 30_000 });
    await page.getByRole('button', { name: /^(Pay|Payer)/ }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
    await expect.poll(async () => (await registrationsOf(program.id)).length, { timeout: 30_000 }).toBe(2);
    const rows = await registrationsOf(program.id);
    const byChild = (id: string) => rows.find((x) => x.participant_id === id)!;
    expect(byChild(parent.participantIds[0])).toMatchObject({ status: 'approved', amount_paid: 0 });
    expect(byChild(parent.participantIds[0]).financial_assistance_code_id).not.toBeNull();
    expect(byChild(parent.participantIds[1])).toMatchObject({
      status: 'approved',
      amount_paid: 20000,
      financial_assistance_code_id: null,
    });

    // Both children are now marked Already Registered and cannot be picked again.
    await openRegister(page, lang, program);
    for (const name of [first, second]) {
      const box = page.getByRole('checkbox', { name: new RegExp(`^${name} \\S+$`) });
      await expect(box).toBeDisabled();
      await expect(
        page.getByRole('listitem').filter({ has: box }).getByText(r('participants.alreadyRegistered')),
      ).toBeVisible();
    }
  });
}
