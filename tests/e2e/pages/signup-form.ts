import type { Page } from '@playwright/test';

/** The sign-up form, addressed by field ids (language independent). */
export function signupForm(page: Page) {
  return {
    role: page.locator('#role'),
    ageConfirmed: page.locator('#ageConfirmed'),
    firstName: page.locator('#firstName'),
    lastName: page.locator('#lastName'),
    email: page.locator('#email'),
    password: page.locator('#password'),
    confirmPassword: page.locator('#confirmPassword'),
    submit: page.locator('form button[type=submit]'),
    errorSummary: page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 2 }) }),
  };
}
