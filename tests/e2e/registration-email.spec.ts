// Issue 19 in the browser, English and French: the e-mail a family is promised
// after registering arrives, in their language, through the stack's real SMTP
// server (read back from /_dev/mail.json, what a mail client would receive).
import { mailTo, mailWord as word } from './support/mail';
import { expect, loginWith, setLanguage, test, type Lang } from './support/test';
import { newAccount, newProgram, PASSWORD } from './registration.data';
import { acceptAll, openRegister, texts } from './registration-helpers';

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`[${lang}] A parent registers a child for a free program and the e-mail arrives in their language`, async ({
    page,
  }) => {
    const { r } = texts(lang);
    const parent = await newAccount('parent_guardian', lang === 'fr' ? 'Josée' : 'Dana', ['Ines']);
    const program = await newProgram({ label: 'Free clinic', price: 0 });
    await page.goto('/login');
    await setLanguage(page, lang);
    await loginWith(page, parent.email, PASSWORD);
    await openRegister(page, lang, program);
    await page.getByRole('checkbox', { name: /Ines/ }).check();
    await acceptAll(page, lang);
    await page.getByRole('button', { name: r('submit.complete') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const mail = await mailTo(page, parent.email);
    expect(mail.language).toBe(lang);
    expect(mail.subject).toBe(word(lang, 'received.subject', { program: program.name }));
    // The same facts in both parts: the child, the program, and that it awaits approval.
    for (const part of [mail.text ?? '', mail.html ?? '']) {
      expect(part).toContain('Ines');
      expect(part).toContain(program.name);
    }
    expect(mail.text).toContain(word(lang, 'received.pending', {}));
    expect(mail.html).toMatch(new RegExp(`<html[^>]+lang="${lang}`));
  });
}
