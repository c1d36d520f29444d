import { expect, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { redirectTarget } from '../../../src/features/auth/utils/redirect-target';
import { LANGUAGE_CHOSEN_KEY, LANGUAGE_STORAGE_KEY } from '../../../src/lib/storage-keys';

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

/**
 * Signs in through the login form and waits until the app leaves /login: for the stories about signing in (sign-in,
 * sign-out, recovery, guards, the account's language at sign-in). Every other story uses loginWith / loginAs.
 */
export async function loginThroughForm(page: Page, email: string, password: string) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  // The signed-in page is drawn (profile and language applied) before the story goes on.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** What supabase-js keeps in the browser's storage for a session of this account, got from the auth API. */
async function sessionFor(email: string, password: string) {
  const url = process.env.E2E_BASE_URL;
  const anonKey = process.env.E2E_ANON_KEY;
  if (!url || !anonKey) throw new Error('loginWith() needs the e2e global setup (E2E_BASE_URL, E2E_ANON_KEY).');
  const stored: Record<string, string> = {};
  // The app's client runs on the same origin (empty VITE_SUPABASE_URL), so this client's default storage key is the
  // app's: what it writes here is what the app reads at start.
  const client = createClient(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => stored[key] ?? null,
        setItem: (key, value) => void (stored[key] = value),
        removeItem: (key) => void delete stored[key],
      },
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Node 20 has no WebSocket of its own
    realtime: { transport: ws as any },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} through the auth API failed: ${error.message}`);
  return { stored, client, userId: data.user.id };
}

export type LoginOptions = {
  /** The page to open signed in (else where the form would have gone: the page wanted before /login, or /dashboard). */
  to?: string;
  /**
   * The language to open it in, as if the person had pressed EN or FR once signed in: the choice kept on this
   * device and saved to the account (what the toggle does), without drawing the page first in the other language.
   */
  lang?: Lang;
};

/**
 * Signs in without the form (issue 34 point 1): a session from the auth API is put in the page's storage, then the
 * page opens. Each call is a session of its own, so a story that signs a demo account out (sign-out ends all its
 * sessions) never ends another story's. The stories about signing in use loginThroughForm.
 */
export async function loginWith(page: Page, email: string, password: string, options: LoginOptions = {}) {
  const { stored, client, userId } = await sessionFor(email, password);
  if (options.lang) {
    // The toggle's two effects (src/app/layout/language-toggle.tsx): the device's choice, and the account's language.
    const { error } = await client.from('user_profiles').update({ preferred_language: options.lang }).eq('id', userId);
    if (error) throw new Error(`saving ${email}'s language failed: ${error.message}`);
    stored[LANGUAGE_STORAGE_KEY] = options.lang;
    stored[LANGUAGE_CHOSEN_KEY] = '1';
  }
  const onApp = page.url().startsWith(process.env.E2E_BASE_URL ?? '\u0000');
  const onLogin = onApp && new URL(page.url()).pathname.startsWith('/login');
  const wanted = onLogin
    ? redirectTarget(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr))
    : '/dashboard';
  // Any page of the origin gives its storage; the icon is the lightest.
  if (!onApp) await page.goto('/favicon.svg');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
  await page.goto(options.to ?? wanted);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  if (options.lang) await expect(page.locator('html')).toHaveAttribute('lang', options.lang);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Signs in as one of the seeded demo accounts without the form (see loginWith). */
export async function loginAs(page: Page, account: DemoAccount, options: LoginOptions = {}) {
  await loginWith(page, DEMO_ACCOUNTS[account], DEMO_PASSWORD, options);
}

/** Signs in as a demo account through the login form (the sign-in stories). */
export async function loginAsThroughForm(page: Page, account: DemoAccount) {
  await loginThroughForm(page, DEMO_ACCOUNTS[account], DEMO_PASSWORD);
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
