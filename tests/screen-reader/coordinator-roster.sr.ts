// A coordinator reads a program's roster: the page by its headings, the table by its rows and cells.
import { expect, test } from './support/sr-test';
import { signedIn } from './support/sign-in';
import { PASSWORD, programWithRoster } from './support/staff-data';
import { heard, say } from './support/strings';

test('read a roster', async ({ sr, lang }) => {
  const t = (key: string, v = {}) => say(lang, key, v);
  const story = await programWithRoster(`roster-${lang}`);
  Object.assign(sr.values, { program: story.program.name, coach: story.coach.email });
  await signedIn(sr, story.coach.email, PASSWORD);
  await sr.open('/coordinator');

  sr.step('The page by its headings');
  expect((await sr.key('1')).join(' ')).toMatch(heard(t('coordinator:title')));
  sr.step('The roster table');
  expect((await sr.key('t')).join(' ')).toMatch(heard(t('coordinator:rosterCaption', { program: story.program.name })));
  sr.step('Down the first column, then along a row (Orca’s table keys)');
  const rows = (await sr.key('alt+shift+Down', 'alt+shift+Down')).join(' ');
  expect(rows).toMatch(heard(story.kids[1]!.name));
  await sr.key('alt+shift+Right', 'alt+shift+Right');
});
