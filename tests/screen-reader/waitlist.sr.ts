// A full program: the family joins its waiting list for a child and hears its place in line; a place frees up; on
// the dashboard it hears the offer, accepts it, and registers into the held place.
import {
  confirmConcussion,
  newFamily,
  newProgram,
  PASSWORD,
  serverRegistration,
  service,
} from '../e2e/family-pages.data';
import { expect, test } from './support/sr-test';
import { signedIn } from './support/sign-in';
import { heard, heardWithName, pageTitle, say } from './support/strings';

test('join a waiting list and accept the offer', async ({ sr, lang }) => {
  const t = (key: string, v = {}) => say(lang, key, v);
  const a = await newFamily(lang === 'fr' ? 'Josée' : 'Dana', ['Theo'], lang);
  const b = await newFamily('Robin', ['Kim'], lang);
  const program = await newProgram(lang === 'fr' ? 'Camp complet' : 'Full camp', 1);
  await serverRegistration(b, 'Kim', program);
  await confirmConcussion(a, ['Theo'], lang);
  const theo = `Theo ${a.lastName}`;
  Object.assign(sr.values, { program: program.name, surname: a.lastName });
  await signedIn(sr, a.email, PASSWORD);
  await sr.open(`/programs/${program.id}/register`);

  sr.step('The page by its headings');
  await sr.key('1');
  await sr.keyUntil('h', heard(t('registration:waitlist.title')));
  sr.step('Choose the child and join');
  expect((await sr.key('x')).join(' ')).toMatch(heard(theo));
  await sr.key('space');
  await sr.keyUntil('b', heard(t('waitlist:join.join')));
  // Said once the server has answered: waited for, not read after a pause.
  await sr.key('Return');
  await sr.waitToHear(heard(t('waitlist:join.position', { name: theo, position: 1 })));

  // A place frees up (the capacity is raised): it is offered to Theo, first in line.
  const { error } = await service().from('programs').update({ max_participants: 2 }).eq('id', program.id);
  if (error) throw error;
  await expect
    .poll(async () => (await service().from('waitlist_entries').select('status').eq('program_id', program.id)).data)
    .toEqual([{ status: 'offered' }]);

  await sr.open('/dashboard');
  sr.step('The offer on the dashboard');
  await sr.key('1');
  await sr.keyUntil('h', heardWithName(lang, 'waitlist:offers.heading', 'program', program.name));
  expect((await sr.key('Down')).join(' ')).toMatch(heard(theo));
  sr.step('Accept it');
  await sr.keyUntil('k', heard(t('waitlist:offers.acceptFor', { program: program.name, participant: theo })));
  await sr.key('Return');
  await expect(sr.page).toHaveURL(/\/register\?offer=/);
  // The page's title, and the place held.
  await sr.waitToHear(heard(pageTitle(lang, t('registration:title.register', { name: program.name }))));
  await sr.waitToHear(heard(t('registration:offer.heldTitle')));
  sr.step('The agreements, then register');
  for (const box of ['registration:agreements.waiverCheckbox', 'registration:agreements.mediaCheckbox']) {
    await sr.keyUntil('Tab', new RegExp(t('registration:agreements.textRegion', { title: '' }).trim()));
    await sr.key('Insert+a', 'End');
    expect(await sr.key('Tab')).toContainEqual(expect.stringMatching(heard(t(box))));
    await sr.key('space');
  }
  await sr.keyUntil('b', heard(t('registration:submit.complete')));
  await sr.key('Return');
  await expect(sr.page).toHaveURL(/\/dashboard$/);
  await sr.waitToHear(heard(pageTitle(lang, t('dashboard:pageTitle'))));
});
