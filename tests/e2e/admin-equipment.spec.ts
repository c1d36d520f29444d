import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  serviceClient,
  uniqueEmail,
  type Lang,
  tabTo,
} from './support/test';
import { fill, statValue, texts, uniqueName } from './admin-dashboard.data';

// Stories here change the Equipment Items count: one at a time (no other file writes equipment).
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A new family whose child needs equipment (its own rows: nothing shared is changed). */
async function childNeedingEquipment(suffix: string) {
  const db = serviceClient();
  const { data: user, error } = await db.auth.admin.createUser({
    email: uniqueEmail('equipment'),
    password: 'e2e-password-1',
    email_confirm: true,
    user_metadata: { role: 'parent_guardian', first_name: 'Jo', last_name: `Family${suffix}` },
  });
  if (error || !user.user) throw error ?? new Error('no user');
  const { data: child, error: e2 } = await db
    .from('participants')
    .insert({
      user_id: user.user.id,
      parent_guardian_id: user.user.id,
      first_name: `Noor${suffix}`,
      last_name: 'Skater',
      date_of_birth: '2015-03-03',
      city: 'Gatineau',
      province: 'QC',
      needs_equipment: true,
    })
    .select('id, first_name, last_name')
    .single();
  if (e2) throw e2;
  return child as { id: string; first_name: string; last_name: string };
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = texts(lang, 'adminEquipment');

  test(`[${lang}] An admin adds an item, lends it to a participant who needs equipment, is refused too many, and records the return`, async ({
    page,
  }) => {
    const item = uniqueName('Youth skates');
    const child = await childNeedingEquipment(`${Date.now().toString(36)}${lang}`);
    const childName = `${child.first_name} ${child.last_name}`;
    await loginAs(page, 'admin', { lang: lang, to: '/admin' });
    await expect(page.locator('[data-stat="equipmentItems"]')).toBeVisible();
    const itemsBefore = await statValue(page, 'equipmentItems');

    await page.goto('/admin/equipment');
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    const needs = page
      .getByRole('region', { name: s.needs.heading })
      .or(page.locator('section[aria-labelledby=needs-heading]'));
    await expect(needs.getByText(childName)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('#itemName').fill(item);
    await page.locator('#category').fill('skates');
    await page.locator('#size').fill('Y13');
    await page.locator('#quantity').fill('-2');
    await page.getByRole('button', { name: s.form.create }).click();
    await expect(page.getByRole('alert').filter({ hasText: s.validation.quantityMin })).toBeFocused();
    await page.locator('#quantity').fill('2');
    await page.locator('#itemName').press('Enter');
    await expect(page.getByText(fill(s.form.created, { name: item }))).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: item });
    await expect(row).toContainText(fill(s.inventory.available, { available: 2, total: 2 }));

    // Keyboard: open the lend dialog for the child, choose the item, ask for too many.
    const lendButton = page.getByRole('button', { name: fill(s.needs.lendTo, { name: childName }) });
    await lendButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: fill(s.lend.title, { name: childName }) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: texts(lang, 'common').close })).toBeFocused();
    await tabTo(page, dialog.locator('#equipmentId'));
    const { data: saved } = await serviceClient()
      .from('equipment_inventory')
      .select('id')
      .eq('item_name', item)
      .single();
    await dialog.locator('#equipmentId').selectOption(saved!.id);
    await dialog.locator('#loanQuantity').fill('3');
    await dialog.locator('#loanQuantity').press('Enter');
    await expect(dialog.getByRole('alert').filter({ hasText: s.validation.notEnough })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.locator('#loanQuantity').fill('1');
    await dialog.locator('#loanQuantity').press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(fill(s.lend.done_one, { count: 1, item, name: childName }))).toBeVisible();
    await expect(row).toContainText(fill(s.inventory.available, { available: 1, total: 2 }));
    await expect(row).toContainText(childName);

    const { data: loans } = await serviceClient()
      .from('equipment_loans')
      .select('quantity, returned_at')
      .eq('participant_id', child.id);
    expect(loans).toEqual([{ quantity: 1, returned_at: null }]);

    await page.goto('/admin');
    await expect(page.locator('[data-stat="equipmentItems"]')).toHaveText(String(itemsBefore + 1));
    await page.goto('/admin/equipment');

    await page
      .getByRole('button', { name: fill(s.inventory.returnNamed, { who: childName, item: `${item} (Y13)` }) })
      .click();
    await expect(page.getByText(fill(s.inventory.returned, { who: childName, item }))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: item })).toContainText(
      fill(s.inventory.available, { available: 2, total: 2 }),
    );
    const { data: after } = await serviceClient()
      .from('equipment_loans')
      .select('returned_at')
      .eq('participant_id', child.id)
      .single();
    expect(after!.returned_at).not.toBeNull();
    await expectNoAxeViolations(page);
  });
}
