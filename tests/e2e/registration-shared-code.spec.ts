// Spec 2 section 5 (issue 36 point 4): an assistance code serves one participant of a registration. A code with
// uses to spare, applied to a second child, is refused with 'This code is already being used by {name} in this
// registration' (it used to be refused only when its uses would run out); the second child pays the price option.
// EN and FR, keyboard, axe.
import { expect, expectNoAxeViolations, loginWith, setLanguage, test, type Lang } from './support/test';
import { PASSWORD, newAccount, newProgram } from './registration.data';
import { openRegister, texts } from './registration-helpers';

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`[${lang}] A code with uses to spare, applied to a second child, names the child who holds it`, async ({
    page,
  }) => {
    const { r } = texts(lang);
    const [first, second] = lang === 'fr' ? ['Zoé', 'Théo'] : ['Nora', 'Liam'];
    const parent = await newAccount('parent_guardian', 'Jordan', [first, second]);
    const program = await newProgram({
      label: 'Shared code camp',
      price: 20000,
      codes: [{ code: 'SIBLINGS', price: 5000, max_uses: 10 }],
    });
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD);
    await openRegister(page, lang, program);

    for (const [index, child] of [first, second].entries()) {
      const box = page.getByRole('checkbox', { name: `${child} ${parent.lastName}`, exact: true });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      const field = page.locator(`#code-${parent.participantIds[index]}`);
      await field.focus();
      await page.keyboard.type('siblings');
      const apply = page.getByRole('button', { name: r('codes.apply') }).nth(index);
      await apply.focus();
      await page.keyboard.press('Enter');
      // As a screen-reader user hears the check's answer before going on (two checks answered together are covered
      // by participants-section.test.tsx: the later one is refused, whichever it is).
      await expect(page.locator(`#code-${parent.participantIds[index]}-message`)).not.toBeEmpty();
    }
    await expect(page.getByText(r('codes.usedByOther', { name: `${first} ${parent.lastName}` }))).toBeVisible();
    await expect(page.locator(`#code-${parent.participantIds[1]}`)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#code-${parent.participantIds[0]}`)).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
}
