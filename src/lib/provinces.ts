import { PROVINCES } from '@domain/participant-rules';
import i18n, { SUPPORTED_LANGUAGES } from './i18n';

/** A translate function: a component's `t`, a CSV builder's `t`, or i18next's own. */
type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * The one reading of a province or territory code: 'QC' becomes 'Quebec' or
 * 'Québec' in the language of `t` (the current language when left out), from
 * common.json's `provinces`. An unknown code is shown as it is, nothing as ''.
 * Screens, tables and CSVs call this wherever a person reads a province.
 */
export function provinceName(code: string | null | undefined, t?: Translate): string {
  if (!code) return '';
  const key = `common:provinces.${code}`;
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
  searchTerms ??= new Map(
    PROVINCES.map((c) => {
      const names = SUPPORTED_LANGUAGES.map((lng) => provinceName(c, i18n.getFixedT(lng)).toLocaleLowerCase());
      return [c, [...new Set([c.toLocaleLowerCase(), ...names, ...names.map(foldAccents)])]];
    }),
  );
  return searchTerms.get(code) ?? [code.toLocaleLowerCase()];
}
