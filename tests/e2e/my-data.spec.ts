// A family's own data (issue 25 points 3-4) in the browser, English and French, keyboard only, axe: a parent
// downloads their data (the JSON holds their participant and not another family's; the readable copy opens and
// names them), is told which registration to cancel before deleting the account, cancels it, deletes the account
// with their typed e-mail, lands signed out on / with the outcome said, and cannot sign in again; an administrator
// deletes a player's account from the users tab with a reason.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { fill, texts } from './admin-dashboard.data';
import { freeRegistration, newAccount, newParticipant, newProgram, PASSWORD, strings } from './my-registrations.data';
import { mailTo } from './support/mail';
import {
  expect,
  expectNoAxeViolations,
  loginAs,
  loginWith,
  serviceClient,
  setLanguage,
  test,
  type Lang,
  tabTo,
} from './support/test';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const myData = (lang: Lang): Json =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/myData.json`, import.meta.url), 'utf8'));
const auth = (lang: Lang): Json =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/auth.json`, import.meta.url), 'utf8'));
const locale = (lang: Lang, ns: string): Json =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

const press = async (target: Locator) => {
  await target.focus();
  await target.press('Enter');
};

/** Tabs to a download button, presses Enter and saves the file under its own name in `dir`. */
async function downloadWith(page: Page, button: Locator, dir: string) {
  await tabTo(page, button);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const name = download.suggestedFilename();
  const path = join(dir, name);
  await download.saveAs(path);
  return { name, path, text: readFileSync(path, 'utf8') };
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const m = myData(lang);
  const r = strings(lang);

  test(`[${lang}] A parent downloads their data, cancels the registration that blocks the deletion, deletes the account and cannot sign in again`, async ({
    page,
    context,
  }, testInfo) => {
    const parent = await newAccount('parent_guardian', 'Dana', lang);
    const childName = lang === 'fr' ? 'Zoé' : 'Emma';
    const child = await newParticipant(parent, childName, true);
    const program = await newProgram(lang === 'fr' ? 'Ligue du printemps' : 'Spring league', 9);
    await freeRegistration(parent, child, program.id);
    // Another family, whose data must not be in this parent's copy.
    const other = await newAccount('parent_guardian', 'Morgan', lang);
    const otherChild = await newParticipant(other, 'Quentin', true);

    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD, { to: '/profile' });
    await expect(page.getByRole('heading', { level: 2, name: m.title })).toBeVisible();

    // The JSON: this family's participant, nobody else's.
    const json = await downloadWith(page, page.getByRole('button', { name: m.download.json }), testInfo.outputDir);
    expect(json.name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.text) as Json;
    expect(data.account.email).toBe(parent.email);
    expect(data.participants.map((p: Json) => [p.id, p.first_name])).toEqual([[child, childName]]);
    expect(data.registrations.map((x: Json) => x.program_name)).toEqual([program.name]);
    expect(json.text).not.toContain(otherChild);
    expect(json.text).not.toContain(other.email);
    expect(json.text).not.toContain('Quentin');
    await expect(
      page.getByRole('status').filter({ hasText: fill(m.download.done.json, { file: json.name }) }),
    ).toBeVisible();

    // The readable copy: a page in the interface's language that names the child, with no script; it opens.
    const html = await downloadWith(page, page.getByRole('button', { name: m.download.html }), testInfo.outputDir);
    expect(html.name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.html$/);
    expect(html.text).toContain(`<html lang="${lang}">`);
    expect(html.text).not.toMatch(/<script/i);
    const copy = await context.newPage();
    await copy.goto(pathToFileURL(html.path).href);
    await expect(copy).toHaveTitle(m.readable.title);
    await expect(
      copy.getByRole('heading', { level: 2, name: m.readable.sections.participants, exact: true }),
    ).toBeVisible();
    const participants = copy.getByRole('region', { name: m.readable.sections.participants, exact: true });
    await expect(participants.getByRole('heading', { level: 3 })).toHaveText([`1. ${childName} Tester`]);
    await expect(copy.locator('body')).not.toContainText('Quentin');
    // Stored codes in words, as the screens say them (issue 36): the role and the registration's status.
    const row = (region: string, field: string) =>
      copy
        .getByRole('region', { name: m.readable.sections[region], exact: true })
        .getByRole('row', { name: new RegExp(`^${m.readable.fields[field]}`) })
        .first();
    await expect(row('account', 'role')).toContainText(locale(lang, 'common').roles.parent_guardian);
    await expect(row('registrations', 'status')).toContainText(locale(lang, 'myRegistrations').status.pending);
    await expect(copy.locator('td').filter({ hasText: /^(parent_guardian|pending)$/ })).toHaveCount(0);
    await expectNoAxeViolations(copy);
    await copy.close();

    // Deleting: the registration in progress is named, with the way to cancel it; no deletion is offered.
    const start = page.getByRole('button', { name: m.delete.start });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await expect(start).toHaveAttribute('aria-expanded', 'true');
    const blocked = page.getByRole('heading', { name: m.delete.blockedHeading }).locator('..');
    await expect(blocked.getByRole('listitem')).toHaveText(
      `${childName} Tester, ${program.name}${fill(m.delete.itemStatus, { status: m.status.pending })}`,
    );
    await expect(page.getByRole('textbox', { name: m.delete.confirmLabel })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await tabTo(page, blocked.getByRole('link', { name: m.delete.goToRegistrations }));
    await page.keyboard.press('Enter');

    // Cancelling it on My Registrations.
    await expect(page).toHaveURL(/\/registrations$/);
    const card = page.getByRole('article', { name: program.name });
    await press(card.getByRole('button', { name: new RegExp(`^${r.card.cancel}`) }));
    const dialog = page.getByRole('dialog', { name: r.cancel.title });
    const reason = dialog.getByRole('combobox', { name: r.cancel.reasonLabel });
    await reason.focus();
    await reason.selectOption('schedule_conflict');
    await press(dialog.getByRole('button', { name: r.cancel.confirm }));
    await expect(dialog).toBeHidden();

    // Back on the profile: the deletion is offered; a wrong e-mail is refused and said.
    await page.goto('/profile');
    await tabTo(page, page.getByRole('button', { name: m.delete.start }));
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: m.delete.confirmLabel });
    await tabTo(page, field);
    await page.keyboard.type(`x${parent.email}`);
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: m.delete.errors.mismatch });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(parent.email.toUpperCase());
    await tabTo(page, page.getByRole('button', { name: m.delete.confirm }));
    await page.keyboard.press('Enter');

    // Signed out, on the home page, the outcome said.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: m.delete.done })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Sign Out|Se déconnecter)$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The database anonymised the account and its child, and the notice went to the old address.
    const db = serviceClient();
    const { data: profile } = await db
      .from('user_profiles')
      .select('email, first_name, deleted_at')
      .eq('id', parent.id)
      .single();
    expect(profile).toMatchObject({ email: `deleted-${parent.id}@deleted.invalid`, first_name: null });
    expect(profile!.deleted_at).not.toBeNull();
    const { data: kid } = await db.from('participants').select('first_name, date_of_birth').eq('id', child).single();
    expect(kid!.first_name).not.toBe(childName);
    await mailTo(
      page,
      parent.email,
      (mail) => mail.subject === (lang === 'fr' ? 'Votre compte a été supprimé' : 'Your account has been deleted'),
    );

    // The old e-mail and password no longer sign in.
    await page.goto('/login');
    await page.locator('#email').fill(parent.email);
    await page.locator('#password').fill(PASSWORD);
    await press(page.locator('form button[type=submit]'));
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: auth(lang).login.title })).toBeVisible();
  });

  test(`[${lang}] An administrator deletes a player's account from the users tab with a reason`, async ({ page }) => {
    const s = texts(lang, 'adminDashboard');
    const player = await newAccount('participant', 'Robin', lang);
    const name = 'Robin Tester';
    await loginAs(page, 'admin', { lang: lang, to: '/admin' });
    await press(page.getByRole('tab', { name: new RegExp(`^${s.tabs.users}`) }));
    await page.getByRole('searchbox', { name: s.users.searchLabel }).fill(player.email);
    const row = page.getByRole('table', { name: s.users.caption }).locator('tbody tr');
    await expect(row).toHaveCount(1);

    await press(row.getByRole('button', { name: fill(m.admin.deleteOf, { name }) }));
    const dialog = page.getByRole('dialog', { name: fill(m.admin.title, { name }) });
    await expect(dialog).toContainText(m.admin.body);
    // The reason is required, and said.
    await press(dialog.getByRole('button', { name: m.admin.confirm }));
    await expect(dialog.getByRole('alert')).toContainText(m.admin.errors.reasonRequired);
    const reason = dialog.getByRole('textbox', { name: m.admin.reasonLabel });
    await reason.focus();
    await page.keyboard.type(lang === 'fr' ? 'Demande reçue par courriel' : 'Asked by e-mail');
    await expectNoAxeViolations(page);
    await press(dialog.getByRole('button', { name: m.admin.confirm }));
    await expect(dialog).toBeHidden();
    await expect(page.getByText(fill(m.admin.done, { name }))).toBeVisible();
    // The old address finds nobody any more, nor does the anonymised one: a deleted account is no user (issue 36).
    await expect(page.getByText(s.users.empty)).toBeVisible();
    await page.getByRole('searchbox', { name: s.users.searchLabel }).fill(`deleted-${player.id}`);
    await expect(page.getByText(s.users.empty)).toBeVisible();
    await expect(row).toHaveCount(0);

    const { data } = await serviceClient()
      .from('account_deletions')
      .select('by_admin, reason')
      .eq('user_id', player.id)
      .single();
    expect(data).toEqual({ by_admin: true, reason: lang === 'fr' ? 'Demande reçue par courriel' : 'Asked by e-mail' });
  });
}
