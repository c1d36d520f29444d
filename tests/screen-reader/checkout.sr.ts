// The test checkout of a paid program: its heading, the summary table, Pay; the outcome heard on the dashboard.
// The registration screen before it is the register-free journey's; here it is filled in by the test.
import { PASSWORD, newPaidProgram, newParent, proceedToCheckout } from '../e2e/payments.data';
import { expect, test } from './support/sr-test';
import { signedIn } from './support/sign-in';
import { heard, pageTitle, say } from './support/strings';

test('pay for a program at the test checkout', async ({ sr, lang }) => {
  const t = (key: string, v = {}) => say(lang, key, v);
  const parent = await newParent(lang);
  const program = await newPaidProgram();
  Object.assign(sr.values, { program: program.name });
  sr.patterns.push([/\bPayer[0-9a-f]{5}\b/g, 'surname']);
  await signedIn(sr, parent.email, PASSWORD);
  await proceedToCheckout(sr.page, lang, parent, program);
  const url = new URL(sr.page.url());
  await sr.open(`${url.pathname}${url.search}`);

  sr.step('The page by its headings');
  expect((await sr.key('1')).join(' ')).toMatch(heard(t('payments:testCheckout.heading', { program: program.name })));
  sr.step('The summary table');
  expect((await sr.key('t')).join(' ')).toMatch(heard(t('payments:testCheckout.summary')));
  await sr.key('Down', 'Down', 'Down');
  sr.step('Pay');
  await sr.keyUntil('b', /^(Pay|Payer) /);
  await sr.key('Return');
  await expect(sr.page).toHaveURL(/\/dashboard$/);
  // Back from the payment page: a full load of the dashboard, and the outcome in its live region.
  await sr.waitToHear(heard(t('payments:return.successTitle')));
  sr.step('Where am I');
  expect(await sr.key('Insert+KP_Enter')).toContainEqual(pageTitle(lang, t('dashboard:pageTitle')));
});
