// Admin-entered text in an e-mail's language (issue 22): programs, tiers and
// events have an English value and a French one (null: French missing). A
// French e-mail shows the French when there is one, otherwise the English;
// an English e-mail always shows the English. Same rule as src/lib/localized.ts.
// The HTML part marks an English fallback in a French e-mail with lang="en"
// (a screen reader then reads it with an English voice); the text part cannot.

import type { Lang } from './format.ts';

/** `fr` when the e-mail is French and `fr` says something, else `en`. */
export function inLanguage(en: string, fr: string | null | undefined, lang: Lang): string;
export function inLanguage(en: string | null, fr: string | null | undefined, lang: Lang): string | null;
export function inLanguage(en: string | null, fr: string | null | undefined, lang: Lang): string | null {
  return lang === 'fr' && fr?.trim() ? fr : en;
}

/** The language of what inLanguage() gives: 'fr' only when it gives the French. */
export function languageOf(fr: string | null | undefined, lang: Lang): Lang {
  return lang === 'fr' && fr?.trim() ? 'fr' : 'en';
}

/** A passage in another language than the e-mail's: the HTML part wraps it in an element with `lang`. */
export type Marked = { text: string; lang: Lang };
/** Text of an e-mail: plain (in the e-mail's language) or a marked passage. */
export type Inline = string | Marked;
/** A line of an e-mail: plain text, or plain text and marked passages in order. */
export type Rich = string | readonly Inline[];

/** `text` as it goes in an e-mail in `emailLang`: marked when it is in another language (`textLang`). */
export function inline(text: string, textLang: Lang | null | undefined, emailLang: Lang): Inline {
  return textLang && textLang !== emailLang ? { text, lang: textLang } : text;
}

/** What a line says, without marks (subjects, the text part). */
export function plainText(rich: Rich): string {
  return typeof rich === 'string' ? rich : rich.map((p) => (typeof p === 'string' ? p : p.text)).join('');
}
