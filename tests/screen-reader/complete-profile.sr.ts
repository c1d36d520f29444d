// A new player completes the player profile: the banner's button leads to the form; a step sent empty is refused
// with its errors heard; the three steps filled in by Tab, typing and the arrow keys; the outcome heard.
import { signUpNewUser } from '../e2e/support/accounts';
import { expect, test } from './support/sr-test';
import { heard, say } from './support/strings';

/** The digits to type into a date field whose first spin button Orca named (year, month or day first). */
function dateDigits(heard: string, d: { year: string; month: string; day: string }): string {
  const first = /(Year|Année|Month|Mois|Day|Jour)/.exec(heard)?.[1];
  if (first === 'Year' || first === 'Année') return d.year + d.month + d.day;
  if (first === 'Day' || first === 'Jour') return d.day + d.month + d.year;
  return d.month + d.day + d.year;
}

test('complete a player profile', async ({ sr, lang }) => {
  const t = (key: string, v = {}) => say(lang, key, v);
  const user = await signUpNewUser(sr.page, 'participant', lang);
  Object.assign(sr.values, { surname: user.lastName });
  await sr.open('/dashboard');
  const field = (name: string) => heard(t(`participants:fields.${name}`));

  sr.step('The banner, and its way to the form');
  await sr.key('1');
  await sr.keyUntil('h', heard(t('profileCompletion:banner.title')));
  await sr.keyUntil('b', heard(t('profileCompletion:banner.action')));
  await sr.key('Return');
  sr.step('Next with nothing filled in: refused');
  await sr.keyUntil('Tab', heard(t('common:next')));
  expect((await sr.key('Return')).join(' ')).toMatch(heard(t('common:errorSummaryTitle')));

  sr.step('Step 1, from the first error');
  await sr.key('Tab');
  expect((await sr.key('Return')).join(' ')).toMatch(field('phone'));
  await sr.type('6135550142');
  // A date field is three spin buttons in the browser's order (month, day, year in English here).
  const date = (await sr.key('Tab')).join(' ');
  await sr.type(dateDigits(date, { year: '2003', month: '03', day: '01' }));
  await sr.keyUntil('Tab', field('address'));
  await sr.type('150 Elgin St');
  await sr.key('Tab');
  await sr.type('Ottawa');
  await sr.keyUntil('Tab', field('postal_code'));
  await sr.type('K1P 1J9');
  await sr.keyUntil('Tab', field('gender_identity'));
  await sr.key('Down');
  await sr.keyUntil('Tab', field('visual_classification'));
  await sr.key('Down');
  await sr.keyUntil('Tab', heard(t('common:next')));
  await sr.key('Return');
  sr.step('Step 2');
  await sr.keyUntil('Tab', field('ec_name'));
  await sr.type('Robin Tremblay');
  await sr.keyUntil('Tab', field('ec_relationship'));
  await sr.key('Down');
  await sr.keyUntil('Tab', field('ec_phone'));
  await sr.type('6135550177');
  await sr.keyUntil('Tab', heard(t('common:next')));
  await sr.key('Return');
  sr.step('Step 3, and done');
  await sr.keyUntil('Tab', field('position'));
  await sr.key('Down');
  await sr.keyUntil('Tab', field('skating_experience'));
  await sr.key('Down');
  await sr.keyUntil('Tab', heard(t('profileCompletion:participant.submit')));
  const saved = (await sr.key('Return')).join(' ');
  expect(saved).toMatch(heard(t('profileCompletion:participant.saved')));
});
