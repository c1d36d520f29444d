// Issue 21 point 7: a full program (no place left at any tier, or capacity
// reached) says 'Full' on /programs instead of 'Register Now', to visitors and
// families alike, and its registration screens explain it before any form is
// filled (with the waiting list, issue 24). EN and FR, keyboard only, axe on each page.
import { expect, expectNoAxeViolations as expectNoAxe, loginWith, setLanguage, test, type Lang } from './support/test';
import { PASSWORD, newAccount, newProgram, s, strings } from './registration.data';

for (const lang of ['en', 'fr'] as Lang[]) {
  const p = (path: string, v = {}) => s(strings('programs', lang), path, v);
  const r = (path: string, v = {}) => s(strings('registration', lang), path, v);
  const w = (path: string, v = {}) => s(strings('waitlist', lang), path, v);

  test(`A visitor and a parent see Full on a program with no place left, and nothing to fill in (${lang})`, async ({
    page,
  }) => {
    // One tier of 2 places, both taken: the database answers is_full for everyone.
    const full = await newProgram({
      label: 'Full camp',
      tiers: [{ name: 'Regular Registration', price: 0, is_default: true, max_spots: 2, spots_taken: 2 }],
    });
    const open = await newProgram({ label: 'Open camp' });

    await page.goto('/programs');
    await setLanguage(page, lang);
    const fullCard = page.getByRole('article', { name: full.name });
    await expect(fullCard.getByText(p('full'), { exact: true })).toBeVisible();
    await expect(fullCard.getByText(p('fullText'))).toBeVisible();
    // The only way on is the waiting list (issue 24), after logging in.
    await expect(fullCard.getByRole('link')).toHaveCount(1);
    await expect(fullCard.getByRole('link', { name: p('joinWaitlist') })).toBeVisible();
    // An open program still invites the visitor to log in.
    await expect(
      page.getByRole('article', { name: open.name }).getByRole('link', { name: p('loginToRegister') }),
    ).toBeVisible();
    await expectNoAxe(page);

    const parent = await newAccount('parent_guardian', 'Robin', ['Sam']);
    await page.goto('/login');
    await loginWith(page, parent.email, PASSWORD, { to: '/programs' });
    const signedInCard = page.getByRole('article', { name: full.name });
    await expect(signedInCard.getByText(p('fullText'))).toBeVisible();
    await expect(signedInCard.getByRole('link', { name: p('registerNow'), exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('article', { name: open.name }).getByRole('link', { name: p('registerNow') }),
    ).toBeVisible();

    // The card's 'Join the waiting list' (keyboard): the screen says it is full before any registration
    // form, and offers the waiting list instead (issue 24 point 1: waitlist-join.spec.ts tells that story).
    const join = signedInCard.getByRole('link', { name: p('joinWaitlist') });
    await join.focus();
    await join.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/programs/${full.id}/register$`));
    await expect(page.getByRole('heading', { level: 1, name: r('title.register', { name: full.name }) })).toBeVisible();
    await expect(page.getByText(r('full.title'))).toBeVisible();
    await expect(page.getByText(r('waitlist.fullText'))).toBeVisible();
    await expect(page.getByRole('button', { name: w('join.join') })).toBeVisible();
    await expect(page.getByRole('button', { name: r('submit.complete') })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: r('agreements.waiverCheckbox') })).toHaveCount(0);
    await expectNoAxe(page);
    const back = page.getByRole('link', { name: r('backToPrograms') });
    await back.focus();
    await back.press('Enter');
    await expect(page).toHaveURL(/\/programs$/);

    // The participant's own program choice says Full instead of a link to register, and offers its waiting list
    // (issue 36), which opens with this participant chosen.
    await page.goto(`/participants/${parent.participantIds[0]}/register`);
    await expect(page.getByText(r('pick.full', { program: full.name }))).toBeVisible();
    await expect(page.getByRole('link', { name: r('pick.choose', { program: full.name }) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: r('pick.choose', { program: open.name }) })).toBeVisible();
    await expectNoAxe(page);
    const wait = page.getByRole('link', { name: r('pick.joinWaitlist', { program: full.name }) });
    await wait.focus();
    await wait.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/programs/${full.id}/register\\?participant=`));
    await expect(page.getByText(r('full.title'))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Sam ${parent.lastName}` })).toBeChecked();
    const joinButton = page.getByRole('button', { name: w('join.join') });
    await joinButton.focus();
    await joinButton.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: w('join.joinedTitle') })).toContainText(
      w('join.position', { name: `Sam ${parent.lastName}`, position: 1 }),
    );
    await expectNoAxe(page);
  });
}
