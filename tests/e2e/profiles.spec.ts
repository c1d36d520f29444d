import { expect, expectNoAxeViolations, loginWith, setLanguage, signUpNewUser, test, type Lang } from './support/test';
import {
  errorSummary,
  expectStep,
  fill,
  fillContact,
  fillHockey,
  fillPersonal,
  newCompletedPlayer,
  PASSWORD,
  press,
  strings,
  yearsAgo,
} from './profiles.data';

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = strings(lang);

  test(`A new player is held at the completion banner, fixes an invalid postal code and reaches quick actions (${lang})`, async ({
    page,
  }) => {
    const user = await signUpNewUser(page, 'participant', lang);
    await expect(page.getByRole('heading', { level: 2, name: s.pc.banner.title, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Held: pages that need a complete profile send the player back.
    await page.goto('/participants');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The banner moves keyboard focus to the form.
    await press(page.getByRole('button', { name: s.pc.banner.action }));
    await expect(page.locator('#participant-completion-title')).toBeFocused();
    await expect(page.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();

    await press(page.getByRole('button', { name: s.c.next }));
    await expect(errorSummary(page)).toContainText(
      fill(s.p.errors.fillInFields, {
        fields: ['phone', 'date_of_birth', 'address', 'city', 'postal_code', 'gender_identity', 'visual_classification']
          .map((f) => s.p.fields[f])
          .join(', '),
      }),
    );
    await expect(errorSummary(page)).toBeFocused();

    await page.locator('#pc-phone').fill('613-555-0142');
    await fillPersonal(page, 'pc-', {
      dob: yearsAgo(22),
      address: '150 Elgin St',
      city: 'Ottawa',
      postal: 'ABC 123',
      gender: 'self_describe',
      selfDescription: 'Genderfluid',
      classification: 'Unknown',
      condition: 'other',
      conditionOther: 'Optic atrophy',
    });
    await expect(page.getByText(fill(s.p.ageValue_other, { count: 22 }))).toBeVisible();
    await press(page.getByRole('button', { name: s.c.next }));
    await expect(errorSummary(page)).toContainText(s.p.errors.postalCodeInvalid);
    await expect(page.locator('#pc-postal_code')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.locator('#pc-postal_code').fill('k1p 1j9');
    await press(page.getByRole('button', { name: s.c.next }));

    await expectStep(page, lang, 2, s.pc.participant.steps.emergency);
    await fillContact(page, 'pc-', { name: 'Robin Tremblay', relationship: 'other_family', phone: '6135550177' });
    await page.locator('#pc-allergies').fill('Peanuts');
    await press(page.getByRole('button', { name: s.c.next }));

    await expectStep(page, lang, 3, s.pc.participant.steps.hockey);
    await fillHockey(page, 'pc-', { position: 'goalie', skating: 'none', year: '2020' });
    await expectNoAxeViolations(page);
    await press(page.getByRole('button', { name: s.pc.participant.submit }));
    await expect(page.getByText(s.pc.participant.saved)).toBeVisible();
    // One state at a time (issue 21 point 12): with the success message, the banner no longer asks to complete.
    await expect(page.getByRole('heading', { level: 2, name: s.pc.banner.title, exact: true })).toHaveCount(0);
    await press(page.getByRole('button', { name: s.pc.continue }));

    await expect(
      page.getByRole('navigation', { name: s.d.actions.label }).getByRole('link', { name: s.d.actions.browsePrograms }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: s.pc.banner.title, exact: true })).toHaveCount(0);

    // Saved as typed: postal code upper case without spaces (shown grouped), the primary contact listed.
    await page.goto('/profile');
    await expect(page.getByText('K1P 1J9')).toBeVisible();
    await expect(page.getByText('Genderfluid', { exact: false })).toBeVisible();
    await expect(page.getByText('Robin Tremblay')).toBeVisible();
    await expect(page.getByText(s.pr.contacts.primary, { exact: true })).toBeVisible();
    // The medical fields, from the player's own read (my_participant_health, issue 25).
    await expect(page.getByText('Peanuts', { exact: true })).toBeVisible();
    await expect(page.getByText(/Optic atrophy/)).toBeVisible();
  });

  test(`A volunteer completes the volunteer profile, emergency e-mail required (${lang})`, async ({ page }) => {
    await signUpNewUser(page, 'volunteer', lang);
    await expect(page.getByRole('heading', { level: 2, name: s.pc.volunteer.title })).toBeVisible();
    await page.locator('#vc-phone').fill('4165550123');
    await page.locator('#vc-date_of_birth').fill(yearsAgo(41));
    await page.locator('#vc-address').fill('5 Bay St');
    await page.locator('#vc-city').fill('Toronto');
    await fillContact(page, 'vc-', {
      name: 'Sam Volunteer',
      relationship: 'other',
      other: 'Neighbour',
      phone: '4165550999',
    });
    await page.locator('#vc-coaching_experience_level').selectOption('intermediate');
    await press(page.locator('#vc-has_first_aid_certificate'), 'Space');
    await press(page.getByRole('button', { name: s.pc.volunteer.submit }));
    await expect(errorSummary(page)).toContainText(fill(s.p.errors.fillInField, { field: s.p.fields.ec_email }));
    await expectNoAxeViolations(page);
    await page.locator('#vc-ec_email').fill('not-an-email');
    await press(page.getByRole('button', { name: s.pc.volunteer.submit }));
    await expect(errorSummary(page)).toContainText(s.p.errors.emergencyEmailInvalid);
    await page.locator('#vc-ec_email').fill('sam@example.org');
    await press(page.getByRole('button', { name: s.pc.volunteer.submit }));
    await expect(page.getByText(s.pc.volunteer.saved)).toBeVisible();
    await press(page.getByRole('button', { name: s.pc.continue }));
    await expect(page.getByRole('heading', { level: 2, name: s.pc.volunteer.title })).toHaveCount(0);
    await page.goto('/profile');
    await expect(page.getByText('Sam Volunteer')).toBeVisible();
    await expect(page.getByText(`${s.p.relationships.other} (Neighbour)`)).toBeVisible();
  });

  test(`A player edits their profile between view and edit mode (${lang})`, async ({ page }) => {
    const player = await newCompletedPlayer('Jordan');
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, player.email, PASSWORD, { to: '/profile' });
    await expect(page.getByRole('heading', { level: 2, name: s.pr.player.title })).toBeVisible();
    await expect(page.getByText('K1N 5Y3')).toBeVisible();
    await expectNoAxeViolations(page);

    const toggle = page.getByRole('button', { name: s.pr.edit.toggle });
    await press(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The profile page's readings: its own gender list, no skating 'none'.
    await expect(page.locator('#profile-gender_identity option[value="prefer_to_self_describe"]')).toHaveCount(1);
    await expect(page.locator('#profile-gender_identity option[value="self_describe"]')).toHaveCount(0);
    await expect(page.locator('#profile-skating_experience option[value="none"]')).toHaveCount(0);
    await page.locator('#profile-phone').fill('613555');
    await press(page.getByRole('button', { name: s.pr.edit.save }));
    await expect(errorSummary(page)).toContainText(s.p.errors.phoneTooShort);
    await expectNoAxeViolations(page);
    await page.locator('#profile-phone').fill('6135550111');
    await page.locator('#profile-city').fill('Gatineau');
    await page.locator('#profile-province').selectOption('QC');
    await page.locator('#profile-postal_code').fill('j8x 2k1');
    await page.locator('#profile-gender_identity').selectOption('prefer_to_self_describe');
    await page.locator('#profile-gender_self_description').fill('Agender');
    await press(page.getByRole('button', { name: s.pr.edit.save }));
    await expect(page.getByText(s.pr.edit.saved)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('J8X 2K1')).toBeVisible();
    await expect(page.getByText('Gatineau')).toBeVisible();
    await expect(page.getByText('6135550111')).toBeVisible();
    await expect(page.getByText(`${s.p.genders.prefer_to_self_describe} — Agender`)).toBeVisible();
  });
}
