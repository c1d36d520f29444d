// An administrator filters a program's registrations by status and exports them; each result heard once.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../e2e/support/accounts';
import { expect, test } from './support/sr-test';
import { signedIn } from './support/sign-in';
import { programWithRoster } from './support/staff-data';
import { heard, heardWithName, say } from './support/strings';

test('filter and export registrations', async ({ sr, lang }) => {
  const t = (key: string, v = {}) => say(lang, key, v);
  const story = await programWithRoster(`admin-${lang}`);
  Object.assign(sr.values, { program: story.program.name });
  // Two rows export faster than Orca may say that they are being prepared.
  sr.volatile.push(new RegExp(`^${t('adminRegistrations:messages.exporting', { total: 2 })}$`));
  await signedIn(sr, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  await sr.open(`/admin/programs/${story.program.id}/registrations`);

  sr.step('The page by its headings');
  expect((await sr.key('1')).join(' ')).toMatch(
    heardWithName(lang, 'adminRegistrations:titleProgram', 'program', story.program.name),
  );
  sr.step('Filter by status: drafts (none)');
  await sr.keyUntil('c', heard(t('adminRegistrations:filters.status')));
  await sr.key('Insert+a');
  // French says 'one' of zero.
  const none = t(`adminRegistrations:total_${lang === 'fr' ? 'one' : 'other'}`, { count: 0 });
  expect((await sr.key('Down')).join(' ')).toMatch(heard(none));
  sr.step('Back to all statuses; export all');
  expect((await sr.key('Up')).join(' ')).toMatch(heard(t('adminRegistrations:total_other', { count: 2 })));
  // On from the filter by Tab (the search, then the buttons).
  await sr.keyUntil('Tab', heard(t('adminRegistrations:actions.exportAll')));
  // Said once the export's pages are read: waited for, not read after a pause.
  await sr.key('Return');
  await sr.waitToHear(heard(t('adminRegistrations:messages.exported_other', { count: 2 })));
});
