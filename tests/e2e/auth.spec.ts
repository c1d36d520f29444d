import {
  test,
  expect,
  expectAaaContrast,
  expectNoAxeViolations,
  loginThroughForm,
  serviceClient,
  setLanguage,
  signOut,
  signUpNewUser,
} from './support/test';

test('A user can sign out and sign back in', async ({ page }) => {
  const user = await signUpNewUser(page, 'parent_guardian');
  await signOut(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await loginThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

for (const [lang, message] of [
  ['en', 'Invalid email or password'],
  ['fr', 'Courriel ou mot de passe invalide'],
] as const) {
  test(`[${lang}] A wrong password shows "${message}" and keeps the visitor on the login page`, async ({ page }) => {
    const user = await signUpNewUser(page, 'coach', lang);
    await signOut(page);
    await page.locator('#email').fill(user.email);
    await page.locator('#password').fill('not-the-password');
    await page.locator('form button[type=submit]').click();
    const summary = page.getByRole('alert').filter({ hasText: message });
    await expect(summary).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page);
  });
}

test('Empty login fields are reported before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.locator('form button[type=submit]').click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText(['Email is required', 'Password is required']);
  await expect(page.locator('#email')).toHaveAttribute('aria-invalid', 'true');
});

test('An anonymous visitor opening a signed-in page is sent to log in, then back to that page', async ({ page }) => {
  const user = await signUpNewUser(page, 'volunteer');
  await signOut(page);
  await page.goto('/registrations');
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/registrations$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

for (const lang of ['en', 'fr'] as const) {
  test(`[${lang}] An anonymous visitor reads the landing page without downloading supabase-js, then signs in from /login`, async ({
    page,
  }) => {
    const user = await signUpNewUser(page, 'coach', lang);
    await signOut(page);
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('sb-')) localStorage.removeItem(key);
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: lang === 'fr' ? 'Navigation principale' : 'Main' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /\/assets\/supabase-(?!lazy-)[\w-]+\.js$/.test(path))).toEqual([]);
    // The sign-in page loads it when the form is sent, and the app sees the new session.
    await loginThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(scripts.some((path) => /\/assets\/supabase-(?!lazy-)[\w-]+\.js$/.test(path))).toBe(true);
  });
}

test('A signed-in user visiting /login is sent to the dashboard', async ({ page }) => {
  await signUpNewUser(page, 'coach');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const path of ['/dashboard', '/admin/programs', '/participants/new', '/coordinator']) {
  test(`An anonymous visitor opening ${path} is sent to the login page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });
}

for (const [lang, title, note] of [
  ['en', 'Access Restricted', /contact an administrator to upgrade your account/],
  ['fr', 'Accès restreint', /communiquez avec un administrateur/],
] as const) {
  test(`[${lang}] A player opening an admin page sees Access Restricted with the player note`, async ({ page }) => {
    await signUpNewUser(page, 'participant', lang);
    await page.goto('/admin/registrations');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    await expect(
      page.getByText(lang === 'en' ? 'Player/Participant' : 'Joueur ou joueuse / participant', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expectAaaContrast(page);
    await page.getByRole('button', { name: lang === 'en' ? 'Dashboard' : 'Tableau de bord' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('Unknown paths go to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'View Programs' })).toBeVisible();
});

test('The language choice survives a reload and sets <html lang> and the title', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await setLanguage(page, 'fr');
  await expect(
    page.locator('[aria-live=polite]').filter({ hasText: 'La langue est maintenant le français' }),
  ).toBeAttached();
  await expect(page.getByRole('main').getByRole('link', { name: 'Créer un compte' })).toBeVisible();
  await expect(page).toHaveTitle('Bienvenue | Hockey canadien pour aveugles');
  expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('fr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Hockey canadien pour aveugles' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^FR/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^EN/ })).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);
  await setLanguage(page, 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('French browser', () => {
  test.use({ locale: 'fr-CA' });
  test('A visitor whose browser prefers French gets French first', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Voir les programmes' })).toBeVisible();
  });
});

test('A French sign-up gets French e-mails, and switching language while signed in switches them', async ({ page }) => {
  const user = await signUpNewUser(page, 'coach', 'fr');
  const language = async () => {
    const { data, error } = await serviceClient()
      .from('user_profiles')
      .select('preferred_language')
      .eq('email', user.email)
      .single();
    if (error) throw error;
    return data.preferred_language as string;
  };
  expect(await language()).toBe('fr');
  await setLanguage(page, 'en');
  await expect.poll(language).toBe('en');
});
