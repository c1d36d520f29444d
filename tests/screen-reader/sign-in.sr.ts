// Signing in with a screen reader: the form found with H and Tab, a refused form's errors heard, then the dashboard.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../e2e/support/accounts';
import { expect, test } from './support/sr-test';
import { heard, pageTitle, say } from './support/strings';

test('sign in', async ({ sr, lang }) => {
  const t = (key: string) => say(lang, key);
  // The dashboard's heading, focused as it is drawn: whether Orca reads it too, besides the announcement, is a race.
  sr.volatile.push(/^(Welcome back|Bon retour), Pat!$/);
  await sr.open('/login');

  sr.step('Find the form; send it empty');
  expect(await sr.key('1')).toContainEqual(expect.stringMatching(heard(t('auth:login.title'))));
  expect(await sr.key('Tab')).toContainEqual(expect.stringMatching(heard(t('auth:fields.email'))));
  await sr.key('Tab');
  await sr.key('Tab');
  const refused = await sr.key('Return');
  expect(refused.join(' ')).toMatch(heard(t('common:errorSummaryTitle')));
  expect(refused.join(' ')).toMatch(heard(t('validation:emailRequired')));
  expect(refused.join(' ')).toMatch(heard(t('validation:passwordRequired')));

  sr.step('Follow the first error to its field and sign in');
  await sr.key('Tab');
  const field = await sr.key('Return');
  expect(field.join(' ')).toMatch(heard(t('auth:fields.email')));
  await sr.type(DEMO_ACCOUNTS.parent);
  await sr.key('Tab');
  await sr.type(DEMO_PASSWORD);
  await sr.key('Tab');
  await sr.key('Return');
  await expect(sr.page).toHaveURL(/\/dashboard$/);
  await sr.waitToHear(heard(pageTitle(lang, say(lang, 'dashboard:pageTitle'))));
});
