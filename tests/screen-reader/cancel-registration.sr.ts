// My registrations: the tabs, a registration's card, Cancel with a reason in the dialog; the outcome heard once.
import { PASSWORD, freeRegistration, newAccount, newParticipant, newProgram } from '../e2e/my-registrations.data';
import { expect, test } from './support/sr-test';
import { signedIn } from './support/sign-in';
import { heard, say } from './support/strings';

test('cancel a registration', async ({ sr, lang }) => {
  const t = (key: string, v = {}) => say(lang, key, v);
  const player = await newAccount('participant', 'Alex', lang);
  const self = await newParticipant(player, 'Alex', false);
  const program = await newProgram(lang === 'fr' ? 'Ligue du printemps' : 'Spring league', 9);
  await freeRegistration(player, self, program.id);
  Object.assign(sr.values, { program: program.name });
  await signedIn(sr, player.email, PASSWORD);
  await sr.open('/registrations');

  sr.step('The page, its tabs');
  expect((await sr.key('1')).join(' ')).toMatch(heard(t('myRegistrations:title')));
  await sr.key('Tab');
  sr.step('The registration and its Cancel button');
  await sr.keyUntil('h', heard(program.name));
  await sr.keyUntil('b', heard(t('myRegistrations:card.cancel')));
  const dialog = (await sr.key('Return')).join(' ');
  expect(dialog).toMatch(heard(t('myRegistrations:cancel.title')));
  sr.step('Confirm without a reason: refused');
  await sr.keyUntil('Tab', heard(t('myRegistrations:cancel.confirm')));
  expect((await sr.key('Return')).join(' ')).toMatch(heard(t('myRegistrations:cancel.errors.reasonRequired')));
  sr.step('Choose a reason and confirm');
  await sr.keyUntil('Tab', heard(t('myRegistrations:cancel.reasonLabel')));
  await sr.key('Down');
  await sr.keyUntil('Tab', heard(t('myRegistrations:cancel.confirm')));
  // The outcome comes after the server's answer: waited for, not read after a pause (once nothing was said in time).
  await sr.key('Return');
  await sr.waitToHear(heard(t('myRegistrations:success.cancelled', { program: program.name })));
});
