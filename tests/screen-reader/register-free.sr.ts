// A parent registers a child for a free program: the child chosen, a question answered, the waiver read to its end
// and agreed to, the media consent, the concussion confirmation; the outcome heard.
import { PASSWORD, newAccount, newProgram } from '../e2e/registration.data';
import { expect, test } from './support/sr-test';
import { signedIn } from './support/sign-in';
import { heard, pageTitle, say } from './support/strings';

test('register a child for a free program', async ({ sr, lang }) => {
  const t = (key: string, v = {}) => say(lang, key, v);
  const child = lang === 'fr' ? 'Zoé' : 'Ava';
  const parent = await newAccount('parent_guardian', 'Robin', [child]);
  const question = lang === 'fr' ? 'Qui viendra chercher votre enfant?' : 'Who will pick your child up?';
  const program = await newProgram({
    label: 'Skills day',
    questions: [{ text: question, type: 'text', required: true }],
  });
  Object.assign(sr.values, { program: program.name, surname: parent.lastName });
  // The concussion section's state, said when its data arrives: before or after the box is ticked.
  sr.volatile.push(new RegExp(`^${t('registration:agreements.resourcesNotAccessed')}$`));
  await signedIn(sr, parent.email, PASSWORD);
  await sr.open(`/programs/${program.id}/register`);

  sr.step('The page by its headings; the first section');
  await sr.key('1');
  await sr.keyUntil('h', heard(t('registration:sections.participants')));
  sr.step('Choose the child');
  expect(await sr.key('x')).toContainEqual(expect.stringMatching(heard(child)));
  await sr.key('space');
  sr.step('Answer the question');
  expect(await sr.key('e')).toContainEqual(expect.stringMatching(heard(question)));
  // Reached in browse mode, where letters are Orca's keys: Orca+A to type into it.
  await sr.key('Insert+a');
  await sr.type(lang === 'fr' ? 'Sa grand-mère' : 'Her grandmother');
  for (const box of ['registration:agreements.waiverCheckbox', 'registration:agreements.mediaCheckbox']) {
    sr.step('Read the agreement to its end and accept it');
    await sr.key('Tab');
    // Orca stays in browse mode on a text region, where End is its own key: Orca+A lets the page have it.
    await sr.key('Insert+a', 'End');
    expect(await sr.key('Tab')).toContainEqual(expect.stringMatching(heard(t(box))));
    expect(await sr.key('space')).toContainEqual(expect.stringMatching(/^(checked|coché)/));
  }
  expect(sr.lines.join(' ')).toMatch(heard(t('registration:agreements.readDone')));
  sr.step('Submit before confirming concussion safety: refused');
  await sr.keyUntil('b', heard(t('registration:submit.complete')));
  const refused = (await sr.key('Return')).join(' ');
  expect(refused).toMatch(heard(t('common:errorSummaryTitle')));
  sr.step('The three concussion confirmations, then submit');
  await sr.key('Tab');
  await sr.key('Return');
  await sr.key('space');
  await sr.key('Tab', 'space', 'Tab', 'space');
  await sr.keyUntil('b', heard(t('registration:submit.complete')));
  await sr.key('Return');
  await expect(sr.page).toHaveURL(/\/dashboard$/);
  await sr.waitToHear(heard(pageTitle(lang, t('dashboard:pageTitle'))));
});
