// The e-mail strings of both languages (strings.en.json / strings.fr.json) and the
// lookup that fails loudly: a missing key or an unfilled {{variable}} throws, so a
// message never goes out showing a key or a placeholder.

import en from './strings.en.json' with { type: 'json' };
import fr from './strings.fr.json' with { type: 'json' };
import type { Lang } from '../domain/money.ts';

export type StringTable = Readonly<Record<string, string>>;

export const EMAIL_STRINGS: Readonly<Record<Lang, StringTable>> = { en, fr };

export type Vars = Readonly<Record<string, string>>;

/** The string `key` of `table` with its {{variables}} filled in (plain text, not escaped). */
export function translate(table: StringTable, key: string, vars: Vars = {}): string {
  const template = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  if (typeof template !== 'string' || template.trim() === '') {
    throw new Error(`E-mail string missing: ${key}`);
  }
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = vars[name];
    if (typeof value !== 'string') throw new Error(`E-mail string ${key}: no value for {{${name}}}`);
    return value;
  });
}
