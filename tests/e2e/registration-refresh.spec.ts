// Spec 1 section 8: the browser event 'registrationUpdated' refreshes participant status on the registration page
// (issue 36 point 4), in English and French. Another screen of the app (My Registrations, an offer accepted) fires it
// after a registration changes; here the change is made by the server and the event fired in the page, as that
// screen would, while the family has the registration page open: the child now shows Already Registered, no longer
// to be chosen.
import { expect, expectNoAxeViolations, loginWith, setLanguage, test, type Lang } from './support/test';
import { PASSWORD, newFamily, newProgram, serverRegistration, text } from './family-pages.data';

for (const lang of ['en', 'fr'] as Lang[]) {
  const r = text('registration', lang);

  test(`[${lang}] The registration page shows a child registered meanwhile as Already Registered when told`, async ({
    page,
  }) => {
    const family = await newFamily(lang === 'fr' ? 'Hélène' : 'Harper', ['Ava', 'Eli'], lang);
    const program = await newProgram(lang === 'fr' ? 'Camp d’hiver' : 'Winter camp', 10);
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, family.email, PASSWORD, { to: `/programs/${program.id}/register` });
    const ava = page.getByRole('checkbox', { name: `Ava ${family.lastName}` });
    await expect(ava).toBeEnabled();
    const avaCard = page.getByRole('listitem').filter({ has: ava });
    await expect(avaCard).not.toContainText(r('participants.alreadyRegistered'));

    await serverRegistration(family, 'Ava', program);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('registrationUpdated')));
    await expect(avaCard).toContainText(r('participants.alreadyRegistered'));
    await expect(ava).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: `Eli ${family.lastName}` })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
}
