// Issue 21 point 11: a program's custom questions of all four types (text, select, radio,
// checkbox), required and optional, answered by keyboard alone in English and French, with
// their error messages (summary and inline), focus as the app moves it, and the answers stored.
import type { Locator, Page } from '@playwright/test';
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
import { PASSWORD, newAccount, newProgram, registrationsOf } from './registration.data';
import { confirmConcussionIfAsked, openRegister, texts } from './registration-helpers';

type Kind = 'text' | 'select' | 'radio' | 'checkbox';
type Q = { text: string; type: Kind; required: boolean; options?: string[] };

/** One required and one optional question of each type, in the admin's words (questions are not translated). */
const QUESTIONS: Record<Lang, Q[]> = {
  en: [
    { text: 'Who will pick your child up after practice?', type: 'text', required: true },
    { text: 'Anything else the coaches should know?', type: 'text', required: false },
    { text: 'Jersey size', type: 'select', required: true, options: ['Small', 'Medium', 'Large'] },
    { text: 'Stick hand', type: 'select', required: false, options: ['Left', 'Right'] },
    { text: 'Skating level', type: 'radio', required: true, options: ['Beginner', 'Intermediate', 'Advanced'] },
    { text: 'Preferred session', type: 'radio', required: false, options: ['Morning', 'Afternoon'] },
    { text: 'My child will wear a certified helmet', type: 'checkbox', required: true },
    { text: 'We can help with carpooling', type: 'checkbox', required: false },
  ],
  fr: [
    { text: 'Qui viendra chercher votre enfant après l’entraînement?', type: 'text', required: true },
    { text: 'Autre chose que les entraîneurs devraient savoir?', type: 'text', required: false },
    { text: 'Taille du chandail', type: 'select', required: true, options: ['Petit', 'Moyen', 'Grand'] },
    { text: 'Main du bâton', type: 'select', required: false, options: ['Gauche', 'Droite'] },
    { text: 'Niveau de patinage', type: 'radio', required: true, options: ['Débutant', 'Intermédiaire', 'Avancé'] },
    { text: 'Séance préférée', type: 'radio', required: false, options: ['Matin', 'Après-midi'] },
    { text: 'Mon enfant portera un casque homologué', type: 'checkbox', required: true },
    { text: 'Nous pouvons aider au covoiturage', type: 'checkbox', required: false },
  ],
};

/** The typed answers of the two text questions. */
const TYPED: Record<Lang, [string, string]> = {
  en: ['Sam Tremblay, grandfather', 'Likes to warm up early'],
  fr: ['Sam Tremblay, grand-père', 'Aime s’échauffer tôt'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The question's control as assistive technology names it (a radio question is a named group). */
function control(page: Page, q: Q): Locator {
  const role = { text: 'textbox', select: 'combobox', radio: 'group', checkbox: 'checkbox' } as const;
  return page.getByRole(role[q.type], { name: q.text });
}

async function questionIds(programId: string): Promise<Map<string, string>> {
  const { data, error } = await serviceClient()
    .from('registration_questions')
    .select('id, question_text')
    .eq('program_id', programId);
  if (error) throw error;
  return new Map((data as { id: string; question_text: string }[]).map((r) => [r.question_text, r.id]));
}

/** question text -> stored answer, for every registration of the program. */
async function storedAnswers(programId: string, ids: Map<string, string>) {
  const svc = serviceClient();
  const regs = await svc.from('registrations').select('id').eq('program_id', programId);
  if (regs.error) throw regs.error;
  const regIds = (regs.data as { id: string }[]).map((r) => r.id);
  const { data, error } = await svc
    .from('registration_responses')
    .select('registration_id, question_id, response_value')
    .in('registration_id', regIds);
  if (error) throw error;
  const textOf = new Map([...ids].map(([text, id]) => [id, text]));
  return Object.fromEntries(
    (data as { question_id: string; response_value: string }[]).map((r) => [
      textOf.get(r.question_id),
      r.response_value,
    ]),
  );
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`registration questions (${lang})`, () => {
    test('A parent answers required and optional questions of every type by keyboard, after their error messages', async ({
      page,
    }) => {
      const { r, c } = texts(lang);
      const questions = QUESTIONS[lang];
      const [textReq, textOpt, selectReq, selectOpt, radioReq, radioOpt, boxReq, boxOpt] = questions;
      const parent = await newAccount('parent_guardian', lang === 'fr' ? 'Geneviève' : 'Robin', [
        lang === 'fr' ? 'Léa' : 'Noah',
      ]);
      const child = page.getByRole('checkbox', { name: lang === 'fr' ? /^Léa \S+$/ : /^Noah \S+$/ });
      const program = await newProgram({ label: 'Questions clinic', questions });
      const ids = await questionIds(program.id);
      const message = (q: Q) => r('validation.question', { question: q.text });
      if (lang === 'fr') expect(message(textReq)).toMatch(/^Veuillez répondre à : /);

      await page.goto('/login');
      await setLanguage(page, lang);
      await loginWith(page, parent.email, PASSWORD);
      await openRegister(page, lang, program);
      await expect(page.getByRole('heading', { level: 2, name: `2. ${r('sections.questions')}` })).toBeVisible();

      // Optional questions say so in their name; required ones do not.
      for (const q of questions) {
        const name = q.required ? q.text : `${q.text} (${c('optional')})`;
        await expect(control(page, q)).toHaveAccessibleName(name);
      }
      await expect(control(page, radioReq).getByRole('radio')).toHaveCount(3);

      // Pick the child with Space, then submit with Enter without answering anything.
      await tabTo(page, child);
      await page.keyboard.press('Space');
      await expect(child).toBeChecked();
      const childName = (await child.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
      const submit = page.getByRole('button', { name: r('submit.complete') });
      await tabTo(page, submit, { max: 120 });
      await page.keyboard.press('Enter');

      // The summary takes focus and lists the required questions (in page order), then the agreements.
      const summary = page.getByRole('alert').filter({ hasText: c('errorSummaryTitle') });
      await expect(summary).toBeFocused();
      await expect(page).toHaveTitle(new RegExp(`^${escape(c('errorPrefix').trim())}`));
      const required = questions.filter((q) => q.required);
      await expect(summary.getByRole('listitem')).toHaveText([
        ...required.map(message),
        r('validation.waiver'),
        r('validation.media'),
        // The child has no concussion confirmation yet: each tick of the yearly confirmation (issue 24 point 5).
        ...(['reviewed', 'guardian', 'code'] as const).map((tick) =>
          r(`concussion.errors.${tick}`, { name: childName }),
        ),
      ]);

      // Each required question: an inline error with the summary's words, tied to the control.
      for (const q of required) {
        const id = `question-${ids.get(q.text)}`;
        const inline = page.locator(`#${id}-error`);
        await expect(inline).toHaveText(`${c('errorPrefix').trim()} ${message(q)}`);
        await expect(control(page, q)).toHaveAttribute('aria-describedby', new RegExp(`(^| )${id}-error( |$)`));
        await expect(control(page, q)).toHaveAccessibleDescription(new RegExp(escape(message(q))));
        if (q.type !== 'radio') await expect(control(page, q)).toHaveAttribute('aria-invalid', 'true');
      }
      // Optional questions have no error.
      for (const q of questions.filter((x) => !x.required)) {
        await expect(page.locator(`#question-${ids.get(q.text)}-error`)).toHaveCount(0);
        await expect(control(page, q)).not.toHaveAttribute('aria-invalid', 'true');
      }
      await expectNoAxeViolations(page);

      // Following each summary link with Enter moves focus to that question (a radio question: its group).
      // (axe's run leaves focus at the top of the page: the first link is reached going forward.)
      for (const [i, q] of required.entries()) {
        const link = summary.getByRole('link', { name: message(q) });
        await tabTo(page, link, { back: i > 0 });
        await page.keyboard.press('Enter');
        await expect(control(page, q)).toBeFocused();
      }

      // Answer every question in page order, moving with Tab.
      const [typedReq, typedOpt] = TYPED[lang];
      await tabTo(page, control(page, textReq), { back: true });
      await page.keyboard.type(typedReq);
      await page.keyboard.press('Tab');
      await expect(control(page, textOpt)).toBeFocused();
      await page.keyboard.type(typedOpt);
      // Selects: arrow keys on the closed list ('Choose an answer', then the options).
      await page.keyboard.press('Tab');
      await expect(control(page, selectReq)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(control(page, selectReq)).toHaveValue(selectReq.options![1]);
      await page.keyboard.press('Tab');
      await expect(control(page, selectOpt)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(control(page, selectOpt)).toHaveValue(selectOpt.options![0]);
      // Radios: Tab enters the group on its first option; an arrow key moves and chooses, Space chooses.
      await page.keyboard.press('Tab');
      const level = (i: number) =>
        control(page, radioReq).getByRole('radio', { name: radioReq.options![i], exact: true });
      await expect(level(0)).toBeFocused();
      await expect(level(0)).not.toBeChecked();
      await page.keyboard.press('ArrowDown');
      await expect(level(1)).toBeFocused();
      await expect(level(1)).toBeChecked();
      await page.keyboard.press('Tab');
      const session = control(page, radioOpt).getByRole('radio', { name: radioOpt.options![0], exact: true });
      await expect(session).toBeFocused();
      await page.keyboard.press('Space');
      await expect(session).toBeChecked();
      // Checkboxes: Space ticks.
      await page.keyboard.press('Tab');
      await expect(control(page, boxReq)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(control(page, boxReq)).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(control(page, boxOpt)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(control(page, boxOpt)).toBeChecked();

      // The agreements by keyboard: End reads a text to its end, Space ticks.
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
      await expectNoAxeViolations(page);

      // axe's run leaves focus at the top of the page: Tab all the way down to the button.
      await tabTo(page, submit, { max: 150 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

      // One registration for the child, with every answer stored as the spec says (checkbox: 'true').
      expect(await registrationsOf(program.id)).toEqual([
        expect.objectContaining({ participant_id: parent.participantIds[0], status: 'pending', language: lang }),
      ]);
      expect(await storedAnswers(program.id, ids)).toEqual({
        [textReq.text]: typedReq,
        [textOpt.text]: typedOpt,
        [selectReq.text]: selectReq.options![1],
        [selectOpt.text]: selectOpt.options![0],
        [radioReq.text]: radioReq.options![1],
        [radioOpt.text]: radioOpt.options![0],
        [boxReq.text]: 'true',
        [boxOpt.text]: 'true',
      });
    });
  });
}
