// What a family's mail client would receive: the stack's SMTP server read back
// from /_dev/mail.json (issue 19), and the e-mail templates' own strings.
import type { Page } from '@playwright/test';
import en from '../../../supabase/functions/_shared/email/strings.en.json' with { type: 'json' };
import fr from '../../../supabase/functions/_shared/email/strings.fr.json' with { type: 'json' };
import { expect, type Lang } from './test';

export type Mail = { to: string[]; subject: string; language: string | null; text: string | null; html: string | null };

const STRINGS: Record<Lang, Record<string, string>> = { en, fr };

/** A template string in `lang` with its {{values}} filled. */
export const mailWord = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  STRINGS[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The newest message to `email` that matches, waiting for the delivery run that sends it. */
export async function mailTo(page: Page, email: string, match: (m: Mail) => boolean = () => true): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await page.request.get('/_dev/mail.json')).json()) as { messages: Mail[] };
        found = messages.filter((m) => m.to.includes(email) && match(m)).at(-1);
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}
