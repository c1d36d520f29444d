// Legal documents (issue 22 points 4-7), in English and French, keyboard only,
// axe on each page visited: an administrator writes a program's own waiver in
// both languages on /admin/legal (reached from the admin dashboard, then by the
// program form's ?program= link), is told in the UI language when a
// translation is missing, publishes version 1, then version 2, and sees the
// history and the difference between them. The family registering afterwards
// reads and agrees to version 2 in its language, while its registration made
// under version 1 still opens version 1 from My Registrations.
//
// A program's own waiver (not the standard one) is published here: the
// browser stories run in parallel on one stack, and a new standard waiver
// would make every other story's open registration screen outdated.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { fill } from './admin-dashboard.data';
import { PASSWORD, newAccount, newProgram } from './registration.data';
import { acceptAll, openRegister, readAndAccept, texts } from './registration-helpers';
import {
  test,
  expect as baseExpect,
  expectNoAxeViolations,
  loginAs,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  loginWith,
  serviceClient,
  setLanguage,
  signOut,
  type Lang,
  tabTo,
} from './support/test';

const expect = baseExpect.configure({ timeout: 20_000 });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- locale JSON read as the app reads it
const locale = (lang: Lang, ns: string): any =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

const TEXT = {
  en: {
    title: 'Try It Day waiver',
    body: '## Rules of the day\n\nEvery skater wears a helmet with a full face mask.',
    v2: 'Bring a water bottle with your name on it.',
  },
  fr: {
    title: 'Renonciation de la Journée découverte',
    body: '## Règles de la journée\n\nChaque patineur porte un casque avec une grille complète.',
    v2: 'Apportez une bouteille d’eau identifiée à votre nom.',
  },
} as const;

/** A registration made by the family itself through create_registrations (as the form's free path does). */
async function registerAsFamily(email: string, participantId: string, programId: string, lang: Lang) {
  const db = createClient(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
  const signedIn = await db.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw signedIn.error;
  const tier = await serviceClient().from('program_price_tiers').select('id').eq('program_id', programId).single();
  if (tier.error) throw tier.error;
  // The yearly concussion confirmation first, as the registration screen asks it (issue 24 point 5).
  const docs = await db.rpc('concussion_documents_in_force', { p_language: lang });
  if (docs.error) throw docs.error;
  const inForce = docs.data as { awareness: { id: string }; code_of_conduct: { id: string } };
  const confirmed = await db.rpc('confirm_concussion_safety', {
    p_participant_ids: [participantId],
    p_awareness_document_id: inForce.awareness.id,
    p_code_of_conduct_document_id: inForce.code_of_conduct.id,
    p_guardian_reviewed: true,
    p_language: lang,
  });
  if (confirmed.error) throw confirmed.error;
  const at = new Date().toISOString();
  const { error } = await db.rpc('create_registrations', {
    p_program_id: programId,
    p_items: [{ participant_id: participantId, price_tier_id: (tier.data as { id: string }).id }],
    p_answers: {},
    p_consents: {
      waiver_agreed: true,
      waiver_agreed_at: at,
      media_consent_agreed: true,
      media_consent_agreed_at: at,
      concussion_awareness_agreed: true,
      concussion_awareness_agreed_at: at,
      language: lang,
      notes: null,
    },
  });
  if (error) throw error;
}

/** Publishes a program's waiver as the demo administrator would on /admin/legal (drafts, then publish). */
async function publishAsAdmin(programId: string, texts: Record<Lang, { title: string; body: string }>) {
  const db = createClient(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
  const signedIn = await db.auth.signInWithPassword({ email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  if (signedIn.error) throw signedIn.error;
  for (const language of ['en', 'fr'] as Lang[]) {
    const { error } = await db
      .from('legal_documents')
      .insert({ kind: 'program_waiver', program_id: programId, language, ...texts[language] });
    if (error) throw error;
  }
  const { error } = await db.rpc('publish_legal_document', { p_kind: 'program_waiver', p_program_id: programId });
  if (error) throw error;
}

/** The program waiver's published row of a version in a language. */
async function waiverId(programId: string, version: number, lang: Lang): Promise<string> {
  const { data, error } = await serviceClient()
    .from('legal_documents')
    .select('id')
    .eq('kind', 'program_waiver')
    .eq('program_id', programId)
    .eq('version', version)
    .eq('language', lang)
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** What the database recorded for a participant's registration in the program. */
async function recorded(programId: string, participantId: string) {
  const { data, error } = await serviceClient()
    .from('registrations')
    .select('waiver_document_id, consent_language')
    .eq('program_id', programId)
    .eq('participant_id', participantId)
    .single();
  if (error) throw error;
  return data as { waiver_document_id: string | null; consent_language: string | null };
}

/** Types into a field reached with Tab (the end of what is there, or in place of it). */
async function typeInto(page: Page, name: string, text: string, mode: 'replace' | 'append') {
  const field = page.getByRole('textbox', { name, exact: true });
  await tabTo(page, field);
  await page.keyboard.press(mode === 'replace' ? 'ControlOrMeta+a' : 'ControlOrMeta+End');
  if (mode === 'replace') await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function shoot(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${path}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 800 });
  // Nothing makes the page scroll sideways at 320 px (WCAG 1.4.10).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: `${path}-320.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const A = locale(lang, 'adminLegal');
  const L = locale(lang, 'legal');
  const D = locale(lang, 'adminDashboard');
  const T = TEXT[lang];
  const { r } = texts(lang);

  test(`[${lang}] An admin publishes a program's waiver twice and compares the versions; the family agrees to version 2 while its earlier registration keeps version 1`, async ({
    page,
  }, info) => {
    const kids = lang === 'fr' ? ['Zoé', 'Léo'] : ['Avery', 'Blake'];
    const parent = await newAccount('parent_guardian', lang === 'fr' ? 'Élise' : 'Paula', kids);
    const program = await newProgram({ label: lang === 'fr' ? 'Journée découverte' : 'Try It Day', price: 0 });
    const name = fill(A.kinds.program_waiver, { program: program.name });
    const lg = A.languages;

    // The admin dashboard leads to /admin/legal: the kinds, what is in force, and the counsel notice.
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginAs(page, 'admin', { to: '/admin' });
    const link = page.getByRole('link', { name: D.links.legal });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/legal$/);
    await expect(page.getByRole('heading', { level: 1, name: A.title })).toBeVisible();
    await expect(page.getByText(A.counsel.text)).toBeVisible();
    const table = page.getByRole('table', { name: A.table.caption });
    for (const kind of ['waiver', 'media_consent', 'concussion_awareness', 'terms', 'privacy']) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: A.kinds[kind] }) });
      await expect(row).toContainText(fill(A.table.version, { version: 1, date: '' }).trim());
    }
    await expectNoAxeViolations(page);
    await shoot(page, info.outputPath(`admin-legal-${lang}`));

    // The program form's link opens this program's waiver, not written yet.
    await page.goto(`/admin/legal?program=${program.id}`);
    const heading = page.getByRole('heading', { level: 2, name });
    await expect(heading).toBeFocused();
    await expect(page.getByText(A.panel.noneInForce).first()).toBeVisible();
    const field = (key: 'title' | 'body', l: Lang) => fill(A.editor[key], { language: lg[l] });
    await expect(page.getByRole('textbox', { name: field('title', 'en'), exact: true })).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('textbox', { name: field('body', 'fr'), exact: true })).toHaveAttribute('lang', 'fr');

    // English only: saved as a draft, but publishing says the translation is missing, in the UI language.
    await typeInto(page, field('title', 'en'), TEXT.en.title, 'replace');
    await typeInto(page, field('body', 'en'), TEXT.en.body, 'replace');
    await tabTo(page, page.getByRole('button', { name: A.editor.save }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(fill(A.outcome.saved, { name }))).toBeVisible();
    const publish = async (version: number) => {
      await tabTo(page, page.getByRole('button', { name: fill(A.editor.publish, { version }) }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: fill(A.confirm.title, { name, version }) });
      await expect(dialog).toContainText(A.confirm.text);
      await tabTo(page, dialog.getByRole('button', { name: fill(A.confirm.publish, { version }) }));
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
    };
    await publish(1);
    await expect(page.getByText(A.serverErrors.legal_document_translation_missing)).toBeVisible();
    await expect(page.getByText(A.serverErrors.legal_document_translation_missing))
      .toBeFocused({ timeout: 5_000 })
      .catch(() => {});
    await expectNoAxeViolations(page);

    // Both languages: version 1 is in force.
    await typeInto(page, field('title', 'fr'), TEXT.fr.title, 'replace');
    await typeInto(page, field('body', 'fr'), TEXT.fr.body, 'replace');
    await publish(1);
    await expect(page.getByText(fill(A.outcome.published, { name, version: 1 }))).toBeVisible();
    await expect(page.getByText(fill(A.panel.inForce, { version: 1, date: '' }).split(',')[0])).toBeVisible();

    // The family registers one child under version 1 (in its language).
    const v1 = await waiverId(program.id, 1, lang);
    await registerAsFamily(parent.email, parent.participantIds[0], program.id, lang);
    expect((await recorded(program.id, parent.participantIds[0])).waiver_document_id).toBe(v1);

    // Version 2 adds a sentence in each language (the editor starts from the version in force).
    await expect(page.getByRole('textbox', { name: field('body', 'en'), exact: true })).toHaveValue(TEXT.en.body);
    await typeInto(page, field('body', 'en'), `\n\n${TEXT.en.v2}`, 'append');
    await typeInto(page, field('body', 'fr'), `\n\n${TEXT.fr.v2}`, 'append');
    await publish(2);
    await expect(page.getByText(fill(A.outcome.published, { name, version: 2 }))).toBeVisible();

    // The history lists both versions with their dates; the difference between 1 and 2 is said in words.
    const history = page.getByRole('region', { name: A.history.heading });
    const items = history.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(fill(A.history.version, { version: 2 }));
    await expect(items.nth(1)).toContainText(fill(A.history.version, { version: 1 }));
    await expect(items.nth(1)).toContainText(fill(A.history.published, { date: '' }).trim());
    await expect(page.getByRole('combobox', { name: A.compare.older })).toHaveValue('1');
    await expect(page.getByRole('combobox', { name: A.compare.newer })).toHaveValue('2');
    const language = page.getByRole('combobox', { name: A.compare.language });
    await tabTo(page, language);
    await language.selectOption(lang);
    await tabTo(page, page.getByRole('button', { name: A.compare.show }));
    await page.keyboard.press('Enter');
    const diffHeading = page.getByRole('heading', {
      name: fill(A.diff.heading, { older: 1, newer: 2, language: lg[lang] }),
    });
    await expect(diffHeading).toBeFocused();
    await expect(page.getByText(`${fill(A.diff.additions_one, { count: 1 })} `, { exact: false })).toBeVisible();
    const added = page.locator('ins');
    await expect(added).toHaveCount(1);
    await expect(added).toContainText(T.v2);
    await expect(added).toContainText(A.diff.addedStart);
    await expect(page.locator('del')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, info.outputPath(`admin-legal-diff-${lang}`));

    // The family registers the other child: it reads version 2 in its language and agrees to it.
    await signOut(page);
    await loginWith(page, parent.email, PASSWORD);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await openRegister(page, lang, program);
    await expect(page.getByRole('heading', { level: 3, name: T.title })).toBeVisible();
    const waiverText = page.locator('#consent-waiver-text');
    await expect(waiverText).toContainText(T.v2);
    await expect(
      waiverText.getByRole('heading', { name: lang === 'fr' ? 'Règles de la journée' : 'Rules of the day' }),
    ).toBeVisible();
    // Read in the page's language: nothing in it is marked as another language.
    await expect(page.locator('#consent-waiver-text [lang], #consent-media-text [lang]')).toHaveCount(0);
    const second = page.getByRole('checkbox', { name: new RegExp(`^${kids[1]} \\S+$`) });
    await tabTo(page, second);
    await page.keyboard.press('Space');
    await expect(second).toBeChecked();
    await acceptAll(page, lang);
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: r('submit.complete') }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    const v2 = await waiverId(program.id, 2, lang);
    expect(await recorded(program.id, parent.participantIds[1])).toEqual({
      waiver_document_id: v2,
      consent_language: lang,
    });

    // My Registrations: each registration opens the exact text it agreed to.
    await page.goto('/registrations');
    const open = async (kid: string) => {
      const card = page.getByRole('article', { name: program.name }).filter({ hasText: `${kid} ` });
      const button = card.getByRole('button', { name: new RegExp(`^${L.agreed.open}`) });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: fill(L.agreed.title, { program: program.name }) });
      await expect(dialog).toBeVisible();
      return { dialog, button };
    };
    const earlier = await open(kids[0]);
    await expect(earlier.dialog.getByRole('heading', { level: 3, name: T.title })).toBeVisible();
    await expect(earlier.dialog).toContainText(`Version 1 · ${L.languages[lang]}`);
    await expect(earlier.dialog).toContainText(T.body.split('\n\n')[1]);
    await expect(earlier.dialog).not.toContainText(T.v2);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(earlier.dialog).toBeHidden();
    await expect(earlier.button).toBeFocused();
    const later = await open(kids[1]);
    await expect(later.dialog).toContainText(`Version 2 · ${L.languages[lang]}`);
    await expect(later.dialog).toContainText(T.v2);
    await page.keyboard.press('Escape');
  });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const F = locale(lang, 'footer');
  test(`[${lang}] The footer leads a visitor to the terms of use and the privacy policy in force, in the visitor's language`, async ({
    page,
  }) => {
    const inForce = async (kind: 'terms' | 'privacy') => {
      const { data, error } = await serviceClient()
        .from('legal_documents')
        .select('title, version')
        .eq('kind', kind)
        .eq('language', lang)
        .not('published_at', 'is', null)
        .order('version', { ascending: false })
        .limit(1)
        .single();
      if (error) throw error;
      return data as { title: string; version: number };
    };
    await page.goto('/');
    await setLanguage(page, lang);
    for (const [kind, label, path] of [
      ['terms', F.terms, /\/terms$/],
      ['privacy', F.privacy, /\/privacy$/],
    ] as const) {
      const doc = await inForce(kind);
      await tabTo(page, page.getByRole('navigation', { name: F.legalLinks }).getByRole('link', { name: label }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeFocused();
      await expect(page.locator('main [lang]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const L = locale(lang, 'legal');
  const T = TEXT[lang];
  const { r } = texts(lang);
  test(`[${lang}] A waiver published while a family fills the form: the family is told, reads the new text and agrees to it`, async ({
    page,
  }) => {
    const kid = lang === 'fr' ? 'Maëlle' : 'Casey';
    const parent = await newAccount('parent_guardian', lang === 'fr' ? 'Inès' : 'Robin', [kid]);
    const program = await newProgram({ label: lang === 'fr' ? 'Journée découverte' : 'Try It Day', price: 0 });
    const v1 = { en: { title: TEXT.en.title, body: TEXT.en.body }, fr: { title: TEXT.fr.title, body: TEXT.fr.body } };
    await publishAsAdmin(program.id, v1);

    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD);
    await openRegister(page, lang, program);
    const box = page.getByRole('checkbox', { name: new RegExp(`^${kid} \\S+$`) });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await acceptAll(page, lang);

    // Meanwhile the administrator publishes version 2.
    await publishAsAdmin(program.id, {
      en: { title: TEXT.en.title, body: `${TEXT.en.body}\n\n${TEXT.en.v2}` },
      fr: { title: TEXT.fr.title, body: `${TEXT.fr.body}\n\n${TEXT.fr.v2}` },
    });
    const submit = page.getByRole('button', { name: r('submit.complete') });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    // Refused: the family is told, the new text is on screen, and only the changed agreement must be accepted again.
    await expect(page.getByRole('alert').filter({ hasText: L.consent.outdated })).toBeVisible();
    await expect(page.locator('#consent-waiver-text')).toContainText(T.v2);
    const waiverBox = page.getByRole('checkbox', { name: r('agreements.waiverCheckbox') });
    await expect(waiverBox).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: r('agreements.mediaCheckbox') })).toBeChecked();
    await expectNoAxeViolations(page);
    await readAndAccept(page, r('agreements.waiverCheckbox'));
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await recorded(program.id, parent.participantIds[0])).waiver_document_id).toBe(
      await waiverId(program.id, 2, lang),
    );
  });
}
