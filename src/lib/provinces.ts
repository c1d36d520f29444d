import { PROVINCES } from '@domain/participant-rules';
import i18n, { PROVINCES_NS, SUPPORTED_LANGUAGES } from './i18n';

/** A translate function: a component's `t`, a CSV builder's `t`, or i18next's own. */
type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * The one reading of a province or territory code: 'QC' becomes 'Quebec' or
 * 'Québec' in the language of `t` (the current language when left out), from
 * the `provinces` namespace (src/locales/<lang>/provinces.json). An unknown code
 * is shown as it is, nothing as ''. Screens, tables and CSVs call this wherever a
 * person reads a province. That namespace is not in the first load: src/lib/i18n.ts
 * loads it, both languages, before any screen's own namespace is ready.
 */
export function provinceName(code: string | null | undefined, t?: Translate): string {
  if (!code) return '';
  const key = `${PROVINCES_NS}:${code}`;
  return t ? String(t(key, { defaultValue: code })) : i18n.t(key, { defaultValue: code });
}

/** Lower case without accents: 'Île-du-Prince-Édouard' -> 'ile-du-prince-edouard'. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

let searchTerms: Map<string, readonly string[]> | undefined;

/**
 * What a search for a province matches, in lower case: its code and its name
 * in every language, with and without accents ('QC' -> qc, quebec, québec).
 * The admin users search (in the browser) matches these; the database puts
 * the same names in the admin registrations search (private.province_search_names).
 */
export function provinceSearchTerms(code: string): readonly string[] {
  const terms =
    searchTerms ??
    new Map(
      PROVINCES.map((c) => {
        const names = SUPPORTED_LANGUAGES.map((lng) => provinceName(c, i18n.getFixedT(lng)).toLocaleLowerCase());
        return [c, [...new Set([c.toLocaleLowerCase(), ...names, ...names.map(foldAccents)])]];
      }),
    );
  // Kept once the names of every language are in (never a codes-only table from before they loaded).
  if (SUPPORTED_LANGUAGES.every((lng) => i18n.hasResourceBundle(lng, PROVINCES_NS))) searchTerms = terms;
  return terms.get(code) ?? [code.toLocaleLowerCase()];
}
