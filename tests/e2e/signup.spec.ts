import {
  test,
  expect,
  expectAaaContrast,
  expectNoAxeViolations,
  setLanguage,
  signUpNewUser,
  uniqueEmail,
  type SignupRole,
} from './support/test';
import { signupForm } from './pages/signup-form';

const roles: SignupRole[] = ['participant', 'parent_guardian', 'coach', 'volunteer'];
const signOutName = { en: 'Sign Out', fr: 'Se déconnecter' };

for (const lang of ['en', 'fr'] as const) {
  for (const role of roles) {
    test(`[${lang}] Someone can create a ${role} account and lands on their dashboard, signed in`, async ({ page }) => {
      const user = await signUpNewUser(page, role, lang);
      // Spec 1 section 2: the dashboard greets the user by first name.
      await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);
      const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Main' : 'Navigation principale' });
      await expect(nav.getByRole('button', { name: signOutName[lang] })).toBeVisible();
      const participantsLink = nav.getByRole('link', {
        name: lang === 'en' ? 'Participants' : 'Participants et participantes',
      });
      // Spec 1 section 2: Participants shows to parent_guardian, coach and admin only.
      await expect(participantsLink).toHaveCount(role === 'parent_guardian' || role === 'coach' ? 1 : 0);
    });
  }
}

test('A player must confirm being 18 or older before Create Account works, and the box resets when the role changes', async ({
  page,
}) => {
  await page.goto('/signup');
  const form = signupForm(page);
  await expect(form.role).toHaveValue('participant');
  await expect(form.submit).toBeDisabled();
  await expect(
    page.getByText('To create a player account, first confirm that you are 18 years or older.'),
  ).toBeVisible();
  await form.ageConfirmed.check();
  await expect(form.submit).toBeEnabled();
  await form.role.selectOption('coach');
  await expect(form.ageConfirmed).toHaveCount(0);
  await expect(form.submit).toBeEnabled();
  await form.role.selectOption('participant');
  await expect(form.ageConfirmed).not.toBeChecked();
  await expect(form.submit).toBeDisabled();
  await expectNoAxeViolations(page);
});

for (const lang of ['en', 'fr'] as const) {
  test(`[${lang}] Sign-up mistakes are listed in an error summary that takes focus and marks the title`, async ({
    page,
  }) => {
    await page.goto('/signup');
    await setLanguage(page, lang);
    const form = signupForm(page);
    await form.role.selectOption('parent_guardian');
    await form.email.fill('someone@example.org');
    // Seven characters: one short of the minimum (NIST SP 800-63B, issue 17).
    await form.password.fill('1234567');
    await form.confirmPassword.fill('7654321');
    await form.submit.click();
    const expected =
      lang === 'en'
        ? [
            'First name is required',
            'Last name is required',
            'Password must be at least 8 characters',
            'Passwords do not match',
          ]
        : [
            'Le prénom est obligatoire',
            'Le nom de famille est obligatoire',
            'Le mot de passe doit comporter au moins 8 caractères',
            'Les mots de passe ne correspondent pas',
          ];
    await expect(form.errorSummary).toBeFocused();
    await expect(form.errorSummary.getByRole('heading')).toHaveText(
      lang === 'en' ? 'There is a problem' : 'Un problème est survenu',
    );
    await expect(form.errorSummary.getByRole('link')).toHaveText(expected);
    await expect(page).toHaveTitle(lang === 'en' ? /^Error: Create Account \| / : /^Erreur : Créer un compte \| /);
    await expect(form.firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(form.firstName).toHaveAccessibleDescription(new RegExp(expected[0]));
    // The password field is described by its hint and its error, both saying 8.
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await expect(form.password).toHaveAccessibleDescription(
      lang === 'en'
        ? /At least 8 characters\..*Password must be at least 8 characters/
        : /Au moins 8 caractères\..*Le mot de passe doit comporter au moins 8 caractères/,
    );
    // The summary links move focus to the field.
    await form.errorSummary.getByRole('link', { name: expected[3] }).click();
    await expect(form.confirmPassword).toBeFocused();
    await expectNoAxeViolations(page);
    await expectAaaContrast(page);
  });
}

test('Signing up with an e-mail already in use shows the server message', async ({ page, browser }) => {
  const first = await signUpNewUser(page, 'coach');
  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await other.goto('/signup');
  const form = signupForm(other);
  await form.role.selectOption('coach');
  await form.firstName.fill('Dup');
  await form.lastName.fill('Licate');
  await form.email.fill(first.email);
  await form.password.fill('another-pass');
  await form.confirmPassword.fill('another-pass');
  await form.submit.click();
  await expect(form.errorSummary).toContainText('User already registered');
  await expect(other).toHaveURL(/\/signup$/);
  await other.close();
  expect(uniqueEmail('x')).not.toBe(first.email);
});
