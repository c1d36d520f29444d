import type { Page } from '@playwright/test';
import { test, expect, signUpNewUser, type Lang, tabTo } from './support/test';

// Issue 19: a user who forgot their password asks for a link on /login, reads
// the e-mail the stack's SMTP server caught (/_dev/mail.json), sets a new
// password and is signed in; the link works once. Keyboard only.

const WORDS = {
  en: {
    forgot: 'Forgot your password?',
    sent: 'If an account exists for that address',
    subject: 'Reset your password – Canadian Blind Hockey',
    resetTitle: 'Choose a new password',
    done: 'Your new password is saved. You are signed in.',
    signOut: 'Sign Out',
    signIn: 'Sign In',
    invalid: 'This link no longer works',
    askAgain: 'Ask for a new link',
  },
  fr: {
    forgot: 'Mot de passe oublié?',
    sent: 'Si un compte existe pour cette adresse',
    subject: 'Réinitialisez votre mot de passe – Hockey canadien pour aveugles',
    resetTitle: 'Choisir un nouveau mot de passe',
    done: 'Votre nouveau mot de passe est enregistré. Vous êtes connecté.',
    signOut: 'Se déconnecter',
    signIn: 'Connexion',
    invalid: 'Ce lien ne fonctionne plus',
    askAgain: 'Demander un nouveau lien',
  },
} as const;

type Mail = { to: string[]; subject: string; language: string | null; html: string | null };

async function recoveryLink(page: Page, email: string): Promise<{ mail: Mail; link: string }> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get('/_dev/mail.json')).json()) as { messages: Mail[] };
      found = messages.filter((m) => m.to.includes(email)).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  const href = /href="([^"]+)"/.exec(found!.html ?? '')![1].replaceAll('&amp;', '&');
  return { mail: found!, link: href };
}

async function signOutByKeyboard(page: Page, lang: Lang) {
  await tabTo(page, page.getByRole('button', { name: WORDS[lang].signOut }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
}

for (const lang of ['en', 'fr'] as const) {
  test(`[${lang}] a user who forgot their password recovers it end to end and signs in with the new one`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    const user = await signUpNewUser(page, 'coach', lang);
    await signOutByKeyboard(page, lang);

    // /login -> Forgot your password?
    await tabTo(page, page.getByRole('link', { name: w.forgot }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: w.forgot })).toBeVisible();
    await tabTo(page, page.locator('#email'));
    await page.keyboard.type(user.email);
    await page.keyboard.press('Enter');
    // The message's region takes the focus (focusable only while it holds it: no static tabindex to look for).
    const focused = page.locator('div:focus');
    await expect(focused).toContainText(w.sent);

    // An unknown address gets the very same answer.
    await page.locator('#email').press('ControlOrMeta+a');
    await page.keyboard.type(`nobody-${Date.now()}@example.org`);
    await page.keyboard.press('Enter');
    await expect(focused).toContainText(w.sent);

    // The e-mail, in the user's language, with the link.
    const { mail, link } = await recoveryLink(page, user.email);
    expect(mail.subject).toBe(w.subject);
    expect(mail.language).toBe(lang);

    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password$/); // the tokens left the address bar
    await expect(page.getByRole('heading', { level: 1, name: w.resetTitle })).toBeVisible();
    await tabTo(page, page.locator('#password'));
    await page.keyboard.type('short');
    await page.keyboard.press('Tab');
    await page.keyboard.type('short');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').first()).toBeFocused(); // the error summary: sign-up's rule
    await page.locator('#password').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('brand-new-password-9');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('brand-new-password-9');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('status').filter({ hasText: w.done })).toBeVisible();

    await signOutByKeyboard(page, lang);
    await tabTo(page, page.locator('#email'));
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('brand-new-password-9');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOutByKeyboard(page, lang);

    // The link worked once: a second use says so, and offers to ask again.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: w.resetTitle })).toBeVisible();
    await expect(page.getByText(w.invalid)).toBeVisible();
    await expect(page.locator('#password')).toHaveCount(0);
    await tabTo(page, page.getByRole('link', { name: w.askAgain }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
}

test('/reset-password opened without a link, or with an expired one, offers to ask again', async ({ page }) => {
  await page.goto(
    '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  );
  await expect(page.getByText(WORDS.en.invalid)).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.goto('/reset-password');
  await expect(page.getByText(WORDS.en.invalid)).toBeVisible();
  await expect(page.getByRole('link', { name: WORDS.en.askAgain })).toHaveAttribute('href', '/forgot-password');
});
