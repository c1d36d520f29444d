// Editable emergency contacts (issue 21 point 3), EN and FR, keyboard only,
// axe on every state visited: a parent fixes a child's contact and adds a
// second one in the participant edit dialog; a volunteer adds, makes primary
// and removes contacts on /profile.
import { readFileSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { expect, expectNoAxeViolations, loginWith, setLanguage, test, uniqueEmail, type Lang } from './support/test';
import { errorSummary, fill, newParentWithChildren, PASSWORD, press, strings } from './profiles.data';

const contactStrings = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/emergencyContacts.json`, import.meta.url), 'utf8'));

/** A volunteer whose profile is complete (primary contact Robin, with e-mail), made through the API. */
async function newVolunteer() {
  const db = createClient(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
  const email = uniqueEmail('contacts-volunteer');
  const signUp = await db.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { role: 'volunteer', first_name: 'Val', last_name: 'Contacts' } },
  });
  if (signUp.error) throw signUp.error;
  const done = await db.rpc('complete_volunteer_profile', {
    p_profile: { first_name: 'Val', last_name: 'Contacts', phone: '6135550100' },
    p_volunteer: {
      date_of_birth: '1990-05-05',
      address: '1 Main St',
      city: 'Ottawa',
      coaching_experience_level: 'beginner',
    },
    p_contact: { name: 'Robin Spouse', relationship: 'spouse', phone: '6135550111', email: 'robin@example.org' },
  });
  if (done.error) throw done.error;
  return { email, db, volunteerId: done.data as string };
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = strings(lang);
  const ec = contactStrings(lang);

  test(`A parent edits a child's emergency contact and adds a second one (${lang})`, async ({ page }) => {
    const family = await newParentWithChildren(['Mia']);
    const mia = `Mia ${family.lastName}`;
    const pat = `Pat ${family.lastName}`;
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, family.email, PASSWORD, { to: '/participants' });
    await press(page.getByRole('button', { name: fill(s.p.list.editName, { name: mia }) }));
    const dialog = page.getByRole('dialog', { name: fill(s.p.edit.title, { name: mia }) });
    const contacts = dialog.getByRole('region', { name: ec.title });
    await expect(contacts.getByRole('listitem')).toHaveCount(1);
    await expect(contacts.getByRole('listitem')).toContainText(ec.primary);
    // The only contact is primary: it can be edited, not removed.
    await expect(contacts.getByRole('button', { name: fill(ec.removeName, { name: pat }) })).toHaveCount(0);
    await expect(contacts).toContainText(ec.onlyNote);
    await expectNoAxeViolations(page);

    // Fix the stale number, with the wizard's message for a blank and a short phone.
    await press(contacts.getByRole('button', { name: fill(ec.editName, { name: pat }) }));
    await expect(contacts.getByRole('heading', { name: fill(ec.form.editTitle, { name: pat }) })).toBeFocused();
    await expect(dialog.locator('#contact-ec_phone')).toHaveValue('6135550100');
    await dialog.locator('#contact-ec_phone').fill('613');
    await press(contacts.getByRole('button', { name: ec.form.save }));
    await expect(errorSummary(page)).toContainText(s.p.errors.emergencyPhoneTooShort);
    await expect(errorSummary(page)).toBeFocused();
    await expect(dialog.locator('#contact-ec_phone')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await dialog.locator('#contact-ec_phone').fill('613-555-0177');
    await press(contacts.getByRole('button', { name: ec.form.save }));
    await expect(contacts.getByRole('status').filter({ hasText: fill(ec.done.updated, { name: pat }) })).toBeVisible();
    await expect(contacts.getByRole('heading', { name: ec.title })).toBeFocused();
    await expect(contacts.getByRole('listitem')).toContainText('613-555-0177');

    // Add a second contact: blank fields are listed as the completion wizard lists them.
    await press(contacts.getByRole('button', { name: ec.add }));
    await expect(contacts.getByRole('heading', { name: ec.form.addTitle })).toBeFocused();
    await press(contacts.getByRole('button', { name: ec.form.save }));
    await expect(errorSummary(page)).toContainText(
      fill(s.p.errors.fillInFields, {
        fields: ['ec_name', 'ec_relationship', 'ec_phone'].map((f) => s.p.fields[f]).join(', '),
      }),
    );
    await dialog.locator('#contact-ec_name').fill('Jo Grandparent');
    await dialog.locator('#contact-ec_relationship').selectOption('other');
    await dialog.locator('#contact-ec_relationship_other').fill(lang === 'fr' ? 'Grand-mère' : 'Grandmother');
    await dialog.locator('#contact-ec_phone').fill('6135550188');
    await dialog.locator('#contact-ec_email').fill('jo@example.org');
    await press(contacts.getByRole('button', { name: ec.form.save }));
    await expect(
      contacts.getByRole('status').filter({ hasText: fill(ec.done.added, { name: 'Jo Grandparent' }) }),
    ).toBeVisible();
    const items = contacts.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(pat);
    await expect(items.nth(0)).toContainText(ec.primaryNote);
    await expect(items.nth(1)).toContainText('Jo Grandparent');
    await expect(items.nth(1)).toContainText(lang === 'fr' ? 'Grand-mère' : 'Grandmother');
    await expectNoAxeViolations(page);

    // Saved for good: the database has both, the first still primary.
    const { data } = await family.db
      .from('emergency_contacts')
      .select('name, phone, is_primary')
      .eq('participant_id', family.ids[0])
      .order('is_primary', { ascending: false });
    expect(data).toEqual([
      { name: pat, phone: '613-555-0177', is_primary: true },
      { name: 'Jo Grandparent', phone: '6135550188', is_primary: false },
    ]);
    // Closing the dialog keeps them; reopening shows them.
    await press(dialog.getByRole('button', { name: s.c.close }));
    await press(page.getByRole('button', { name: fill(s.p.list.editName, { name: mia }) }));
    await expect(dialog.getByRole('region', { name: ec.title }).getByRole('listitem')).toHaveCount(2);
  });

  test(`A volunteer adds, makes primary and removes emergency contacts on their profile (${lang})`, async ({
    page,
  }) => {
    const volunteer = await newVolunteer();
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, volunteer.email, PASSWORD, { to: '/profile' });
    const contacts = page.getByRole('region', { name: ec.title });
    await expect(contacts.getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);

    // A volunteer's contact needs an e-mail (the volunteer form's rule).
    await press(contacts.getByRole('button', { name: ec.add }));
    await page.locator('#contact-ec_name').fill('Kim Friend');
    await page.locator('#contact-ec_relationship').selectOption('friend');
    await page.locator('#contact-ec_phone').fill('6135550122');
    await press(contacts.getByRole('button', { name: ec.form.save }));
    await expect(errorSummary(page)).toContainText(fill(s.p.errors.fillInField, { field: s.p.fields.ec_email }));
    await expectNoAxeViolations(page);
    await page.locator('#contact-ec_email').fill('kim@example.org');
    await press(contacts.getByRole('button', { name: ec.form.save }));
    await expect(contacts.getByRole('listitem')).toHaveCount(2);

    // The primary is removed only after another is made primary.
    const robinRemove = contacts.getByRole('button', { name: fill(ec.removeName, { name: 'Robin Spouse' }) });
    await expect(robinRemove).toHaveCount(0);
    await press(contacts.getByRole('button', { name: fill(ec.makePrimaryName, { name: 'Kim Friend' }) }));
    await expect(
      contacts.getByRole('status').filter({ hasText: fill(ec.done.primary, { name: 'Kim Friend' }) }),
    ).toBeVisible();
    await expect(contacts.getByRole('listitem').nth(0)).toContainText('Kim Friend');
    await press(robinRemove);
    await expect(contacts.getByText(fill(ec.confirmRemove.question, { name: 'Robin Spouse' }))).toBeFocused();
    await expectNoAxeViolations(page);
    await press(contacts.getByRole('button', { name: ec.confirmRemove.confirm }));
    await expect(
      contacts.getByRole('status').filter({ hasText: fill(ec.done.removed, { name: 'Robin Spouse' }) }),
    ).toBeVisible();
    await expect(contacts.getByRole('listitem')).toHaveCount(1);
    await expect(contacts.getByRole('listitem')).toContainText(ec.primary);

    // After a reload the profile is read again (a slow machine may take a while to restore the session).
    await page.reload();
    await expect(page.getByRole('region', { name: ec.title }).getByRole('listitem')).toHaveText(/Kim Friend/, {
      timeout: 30_000,
    });
    const { data } = await volunteer.db
      .from('emergency_contacts')
      .select('name, email, is_primary')
      .eq('volunteer_id', volunteer.volunteerId);
    expect(data).toEqual([{ name: 'Kim Friend', email: 'kim@example.org', is_primary: true }]);
  });
}
