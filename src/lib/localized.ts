// Bilingual admin-entered content (issue 22, decision 0044): every text an
// admin types has an English value (the original column) and a French one
// (the `_fr` column, null when missing). Pure: no i18n import, so the edge
// functions' rules and the unit tests can read it as well.

export type ContentLanguage = 'en' | 'fr';

/** What to show: the text, the language it is in, and whether that is not the UI's language. */
export type Localized = { text: string; lang: ContentLanguage; fallback: boolean };

const present = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/** 'fr', 'fr-CA', 'FR' -> 'fr'; anything else -> 'en'. */
export function contentLanguage(lang: string | null | undefined): ContentLanguage {
  return lang?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/**
 * The value to show in the UI language `lang`. French UI: the French when present, otherwise
 * the English marked as English (fallback: the element gets lang="en" so a screen reader
 * switches voice). English UI: the English; if it were empty and the French present, the
 * French marked as French. Nothing in either language: '' in the UI language.
 */
export function localized(
  fr: string | null | undefined,
  en: string | null | undefined,
  lang: string | null | undefined,
): Localized {
  const ui = contentLanguage(lang);
  const [wanted, other] = ui === 'fr' ? [fr, en] : [en, fr];
  if (present(wanted)) return { text: wanted, lang: ui, fallback: false };
  if (present(other)) return { text: other, lang: ui === 'fr' ? 'en' : 'fr', fallback: true };
  return { text: '', lang: ui, fallback: false };
}

/** Just the text of `localized` (document titles, messages built from a name). */
export function localizedText(
  fr: string | null | undefined,
  en: string | null | undefined,
  lang: string | null | undefined,
): string {
  return localized(fr, en, lang).text;
}

/**
 * The label of a question's option `i`: `options_fr` is a jsonb array as long as `options`
 * (or null), so anything that is not a non-empty string at that position counts as missing.
 * The value submitted is always the English `options[i]`.
 */
export function localizedOption(
  optionsFr: unknown,
  options: readonly string[],
  i: number,
  lang: string | null | undefined,
): Localized {
  const fr = Array.isArray(optionsFr) ? (optionsFr as unknown[])[i] : undefined;
  return localized(present(fr) ? fr : null, options[i], lang);
}

/** Whether `query` (already trimmed and lower-cased by the caller or not) is found in either language. */
export function matchesEither(query: string, ...values: (string | null | undefined)[]): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  return values.some((v) => present(v) && fold(v).includes(q));
}

/** Lower case without accents, so 'ecole' finds 'École'. */
function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
