// Issue 22 point 2: a family reads admin-entered content (program names, descriptions, places,
// price options, questions and their options) in its language on /programs, the registration
// screen, the dashboard and My Registrations. A French value left empty shows the English in an
// element with lang="en" (so a screen reader switches voice), and axe finds nothing. The answer
// stored for a French option label is the English option value. Keyboard only, EN and FR.
import type { Locator } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  loginWith,
  serviceClient,
  setLanguage,
  test,
  type Lang,
  tabTo,
} from './support/test';
import { PASSWORD, newAccount, newProgram, s, serverRegistration, strings } from './registration.data';
import { confirmConcussionIfAsked, texts } from './registration-helpers';

/** Seeded demo programs with their French (supabase/seed.sql, issue 22 block at its end). */
const SPRING = {
  id: 'e0000000-0000-4000-8000-000000000003',
  en: 'Spring Development Camp',
  fr: 'Camp de développement du printemps',
};
const WINTER = { en: 'Winter League', fr: 'Ligue d’hiver' };
const EARLY_BIRD = { en: 'Early Bird', fr: 'Inscription hâtive' };

/** The element's own lang attribute (null: it is read in the page's language). */
const ownLang = (locator: Locator) => locator.evaluate((el) => el.getAttribute('lang'));

/** A program written in both languages, with one price option and one question left without French. */
async function bilingualProgram() {
  const program = await newProgram({
    label: 'Bilingual camp',
    tiers: [
      { name: 'Regular Registration', price: 0, is_default: true },
      { name: 'Sibling rate', price: 0 },
    ],
    questions: [
      { text: 'Jersey size', type: 'select', required: true, options: ['Small', 'Medium', 'Large'] },
      { text: 'Stick hand', type: 'radio', required: false, options: ['Left', 'Right'] },
    ],
  });
  const svc = serviceClient();
  const nameFr = `Camp bilingue ${program.name.split(' ').pop()}`;
  const check = ({ error }: { error: unknown }) => {
    if (error) throw error;
  };
  check(
    await svc
      .from('programs')
      .update({ name_fr: nameFr, description_fr: 'Patinage, passes et jeu.', location_fr: 'Sensplex Bell, Ottawa' })
      .eq('id', program.id),
  );
  check(
    await svc
      .from('program_price_tiers')
      .update({ name_fr: 'Inscription régulière' })
      .eq('program_id', program.id)
      .eq('name', 'Regular Registration'),
  );
  check(
    await svc
      .from('registration_questions')
      .update({ question_text_fr: 'Taille du chandail', options_fr: ['Petit', 'Moyen', 'Grand'] })
      .eq('program_id', program.id)
      .eq('question_text', 'Jersey size'),
  );
  return { ...program, nameFr };
}

/** The stored answers of a program's registrations: question (English) -> answer. */
async function storedAnswers(programId: string): Promise<Record<string, string>> {
  const svc = serviceClient();
  const regs = await svc.from('registrations').select('id').eq('program_id', programId);
  if (regs.error) throw regs.error;
  const { data, error } = await svc
    .from('registration_responses')
    .select('response_value, question:registration_questions(question_text)')
    .in(
      'registration_id',
      (regs.data as { id: string }[]).map((r) => r.id),
    );
  if (error) throw error;
  return Object.fromEntries(
    (data as unknown as { response_value: string; question: { question_text: string } }[]).map((r) => [
      r.question.question_text,
      r.response_value,
    ]),
  );
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`A family reads programs, registration, dashboard and My Registrations in its language; missing French is English marked lang="en" (${lang})`, async ({
    page,
  }) => {
    const { r } = texts(lang);
    const p = (path: string, v = {}) => s(strings('programs', lang), path, v);
    const fr = lang === 'fr';
    const parent = await newAccount('parent_guardian', fr ? 'Mireille' : 'Morgan', [fr ? 'Élodie' : 'Owen']);
    const bilingual = await bilingualProgram();
    // No French at all: the French interface shows its English, marked as English.
    const englishOnly = await newProgram({ label: 'English only clinic' });
    await serverRegistration(parent, parent.participantIds[0], englishOnly.id, 'approved');
    const shown = fr ? bilingual.nameFr : bilingual.name;

    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD);

    // /programs: the seeded demo programs and ours in the visitor's language.
    await page.goto('/programs');
    await expect(page.getByRole('heading', { level: 1, name: p('title') })).toBeVisible();
    for (const seeded of [SPRING, WINTER]) {
      await expect(page.getByRole('article', { name: fr ? seeded.fr : seeded.en })).toBeVisible();
      await expect(page.getByRole('article', { name: fr ? seeded.en : seeded.fr })).toHaveCount(0);
    }
    const card = page.getByRole('article', { name: shown });
    const cardHeading = card.getByRole('heading', { level: 2, name: shown });
    await expect(cardHeading).toBeVisible();
    expect(await ownLang(cardHeading)).toBeNull();
    await expect(card).toContainText(fr ? 'Patinage, passes et jeu.' : 'Skating, passing and game play.');
    await expect(card).toContainText(fr ? 'Sensplex Bell, Ottawa' : 'Bell Sensplex, Ottawa');
    const englishCard = page.getByRole('article', { name: englishOnly.name });
    const englishHeading = englishCard.getByRole('heading', { level: 2, name: englishOnly.name });
    expect(await ownLang(englishHeading)).toBe(fr ? 'en' : null);
    expect(await ownLang(englishCard.getByText('Skating, passing and game play.'))).toBe(fr ? 'en' : null);
    // The accessibility tree names the card by its English heading, and axe accepts the marked-up English.
    await expect(englishCard).toMatchAriaSnapshot(`- heading "${englishOnly.name}" [level=2]`);
    await expectNoAxeViolations(page);

    // A seeded program's registration screen: its French title, place and price options.
    await page.goto(`/programs/${SPRING.id}/register`);
    const springTitle = r('title.register', { name: fr ? SPRING.fr : SPRING.en });
    await expect(page.getByRole('heading', { level: 1, name: springTitle })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveTitle(new RegExp(`^${springTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
    await expect(
      page.getByText(fr ? 'Centre Canadian Tire, Ottawa' : 'Canadian Tire Centre, Ottawa', { exact: true }),
    ).toBeVisible();
    const firstChild = page.getByRole('checkbox', { name: fr ? /^Élodie \S+$/ : /^Owen \S+$/ });
    await tabTo(page, firstChild);
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: new RegExp(`^${fr ? EARLY_BIRD.fr : EARLY_BIRD.en}`) })).toBeVisible();

    // Our program's registration screen, reached from its card's link by keyboard.
    await page.goto('/programs');
    const register = page.getByRole('article', { name: shown }).getByRole('link', { name: p('registerNow') });
    await register.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/programs/${bilingual.id}/register$`));
    await expect(page.getByRole('heading', { level: 1, name: r('title.register', { name: shown }) })).toBeVisible({
      timeout: 20_000,
    });
    const child = page.getByRole('checkbox', { name: fr ? /^Élodie \S+$/ : /^Owen \S+$/ });
    await tabTo(page, child);
    await page.keyboard.press('Space');
    await expect(child).toBeChecked();
    // Price options: the French name, and the English one marked as English where the French is missing.
    const regular = page.getByRole('radio', {
      name: new RegExp(`^${fr ? 'Inscription régulière' : 'Regular Registration'}`),
    });
    await expect(regular).toBeVisible();
    const sibling = page.getByText('Sibling rate', { exact: true });
    expect(await ownLang(sibling)).toBe(fr ? 'en' : null);
    // Questions: the French text and option labels; the answer is the English value.
    const jersey = page.getByRole('combobox', { name: fr ? 'Taille du chandail' : 'Jersey size' });
    await tabTo(page, jersey);
    await expect(jersey.getByRole('option', { name: fr ? 'Moyen' : 'Medium' })).toHaveAttribute('value', 'Medium');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(jersey).toHaveValue('Medium');
    // No French for this question: its text and options are English, marked as such.
    const stick = page.getByRole('group', { name: new RegExp('^Stick hand') });
    expect(await ownLang(stick.getByText('Stick hand', { exact: true }))).toBe(fr ? 'en' : null);
    expect(await ownLang(stick.getByText('Left', { exact: true }))).toBe(fr ? 'en' : null);
    await expectNoAxeViolations(page);

    // The agreements by keyboard (End reads a text to its end, Space ticks), then Enter on the button.
    for (const key of ['waiver', 'media'] as const) {
      await tabTo(page, page.locator(`#consent-${key}-text`));
      await page.keyboard.press('End');
      const box = page.getByRole('checkbox', { name: r(`agreements.${key}Checkbox`) });
      await expect(box).not.toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Tab');
      await expect(box).toBeFocused();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await confirmConcussionIfAsked(page, (box) => tabTo(page, box));
    const submit = page.getByRole('button', { name: r('submit.complete') });
    await tabTo(page, submit, { max: 40 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    expect(await storedAnswers(bilingual.id)).toEqual({ 'Jersey size': 'Medium' });

    // Dashboard: the upcoming program in the family's language, the English-only one marked as English.
    const upcoming = page.getByRole('region', { name: s(strings('dashboard', lang), 'upcoming.title') });
    await expect(upcoming.getByRole('heading', { level: 3, name: shown })).toBeVisible();
    expect(await ownLang(upcoming.getByRole('heading', { level: 3, name: englishOnly.name }))).toBe(fr ? 'en' : null);
    await expectNoAxeViolations(page);

    // My Registrations: program, place and price option in the family's language.
    await page.goto('/registrations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const mine = page.getByRole('article', { name: shown });
    await expect(mine).toBeVisible({ timeout: 20_000 });
    await expect(mine).toContainText(fr ? 'Sensplex Bell, Ottawa' : 'Bell Sensplex, Ottawa');
    await expect(mine).toContainText(fr ? 'Inscription régulière' : 'Regular Registration');
    const other = page.getByRole('article', { name: englishOnly.name });
    expect(await ownLang(other.getByRole('heading', { level: 2, name: englishOnly.name }))).toBe(fr ? 'en' : null);
    // axe runs on this page at the end of the test (support/test.ts).
  });
}
