// The e-mail strings of both languages (strings.en.json / strings.fr.json) and the
// lookup that fails loudly: a missing key or an unfilled {{variable}} throws, so a
// message never goes out showing a key or a placeholder.

import en from './strings.en.json' with { type: 'json' };
import fr from './strings.fr.json' with { type: 'json' };
import type { Lang } from '../domain/money.ts';
import { plainText, type Inline } from './localized.ts';

export type StringTable = Readonly<Record<string, string>>;

export const EMAIL_STRINGS: Readonly<Record<Lang, StringTable>> = { en, fr };

export type Vars = Readonly<Record<string, string>>;

/** Variables of translateParts(): a value may be a passage marked with its language. */
export type RichVars = Readonly<Record<string, Inline>>;

/**
 * The string `key` of `table` with its {{variables}} filled in, in order: the
 * template's own text and each value (a marked value stays marked, so the
 * HTML part can set its `lang`). Not escaped.
 */
export function translateParts(table: StringTable, key: string, vars: RichVars = {}): Inline[] {
  const template = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  if (typeof template !== 'string' || template.trim() === '') {
    throw new Error(`E-mail string missing: ${key}`);
  }
  const parts: Inline[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
    const value = vars[m[1]];
    if (typeof value !== 'string' && typeof value?.text !== 'string') {
      throw new Error(`E-mail string ${key}: no value for {{${m[1]}}}`);
    }
    parts.push(template.slice(last, m.index), value);
    last = m.index + m[0].length;
  }
  parts.push(template.slice(last));
  return parts.filter((p) => p !== '');
}

/** The string `key` of `table` with its {{variables}} filled in (plain text, not escaped). */
export function translate(table: StringTable, key: string, vars: Vars = {}): string {
  return plainText(translateParts(table, key, vars));
}
