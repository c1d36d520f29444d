import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-2026';
/** The seeded demo accounts (supabase/seed.sql). */
export const DEMO_ACCOUNTS = {
  admin: 'admin@example.org',
  parent: 'parent@example.org',
  player: 'player@example.org',
  coach: 'coach@example.org',
  volunteer: 'volunteer@example.org',
  coordinator: 'coordinator@example.org',
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
export type SignupRole = 'participant' | 'parent_guardian' | 'coach' | 'volunteer';
export type Lang = 'en' | 'fr';

let counter = 0;
/** A fresh e-mail address, unique across parallel workers and runs. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.org`.toLowerCase();
}

/**
 * Sets the language through the header toggle and waits for <html lang>. It
 * always presses the button, as a person choosing would: a choice made on the
 * device wins over the account's language at sign-in (issue 21 point 4).
 */
export async function setLanguage(page: Page, lang: Lang) {
  if (page.url() === 'about:blank') await page.goto('/');
  await page
    .getByRole('group', { name: /^(Language|Langue)$/ })
    .getByRole('button', { name: new RegExp(`^${lang.toUpperCase()}`) })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Signs in through the login form and waits until the app leaves /login. */
export async function loginWith(page: Page, email: string, password: string) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  // The signed-in page is drawn (profile and language applied) before the story goes on.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Signs in as one of the seeded demo accounts; lands on /dashboard (or the page wanted before). */
export async function loginAs(page: Page, account: DemoAccount) {
  await loginWith(page, DEMO_ACCOUNTS[account], DEMO_PASSWORD);
}

export type NewUser = { email: string; password: string; firstName: string; lastName: string; role: SignupRole };

/** Creates a new account through the sign-up form (in `lang`) and waits for /dashboard. */
export async function signUpNewUser(page: Page, role: SignupRole, lang: Lang = 'en'): Promise<NewUser> {
  const user: NewUser = {
    email: uniqueEmail(role),
    password: 'e2e-password-1',
    firstName: lang === 'fr' ? 'Émilie' : 'Alex',
    lastName: `Test${Math.floor(Math.random() * 1e6)}`,
    role,
  };
  await page.goto('/signup');
  await setLanguage(page, lang);
  await page.locator('#role').selectOption(role);
  if (role === 'participant') await page.locator('#ageConfirmed').check();
  await page.locator('#firstName').fill(user.firstName);
  await page.locator('#lastName').fill(user.lastName);
  await page.locator('#email').fill(user.email);
  await page.locator('#password').fill(user.password);
  await page.locator('#confirmPassword').fill(user.password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

/** Signs out through the header (desktop or mobile menu) and waits for /login. */
export async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: /^(Menu|Menu du site)$/ });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('button', { name: /^(Sign Out|Se déconnecter)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
}
