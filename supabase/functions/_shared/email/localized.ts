// Admin-entered text in an e-mail's language (issue 22): programs, tiers and
// events have an English value and a French one (null: French missing). A
// French e-mail shows the French when there is one, otherwise the English;
// an English e-mail always shows the English. Same rule as src/lib/localized.ts.

import type { Lang } from './format.ts';

/** `fr` when the e-mail is French and `fr` says something, else `en`. */
export function inLanguage(en: string, fr: string | null | undefined, lang: Lang): string;
export function inLanguage(en: string | null, fr: string | null | undefined, lang: Lang): string | null;
export function inLanguage(en: string | null, fr: string | null | undefined, lang: Lang): string | null {
  return lang === 'fr' && fr?.trim() ? fr : en;
}
