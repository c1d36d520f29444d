// The app's own words (src/locales), so that a journey's expectations follow the translations.
import { readFileSync } from 'node:fs';
import type { Lang } from '../../e2e/support/accounts';

type Json = { [k: string]: Json | string };
const cache = new Map<string, Json>();

/** t('ns:path.to.key', values) for the journey's language, as the app would say it. */
export function say(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  const file = `${lang}/${ns}`;
  if (!cache.has(file))
    cache.set(file, JSON.parse(readFileSync(new URL(`../../../src/locales/${file}.json`, import.meta.url), 'utf8')));
  const raw = path
    .split('.')
    .reduce<Json | string | undefined>((o, k) => (o as Json | undefined)?.[k], cache.get(file));
  if (typeof raw !== 'string') throw new Error(`missing string ${lang}:${key}`);
  return raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(values[k]));
}

/** The page title as the route announcer says it: '<page> | <app>'. */
export const pageTitle = (lang: Lang, page: string) => `${page} | ${say(lang, 'common:appName')}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string as a regular expression that matches it anywhere in what Orca said. */
export const heard = (text: string) => new RegExp(escape(text));

/**
 * A string with a name in it (a program's), as Orca says it: a name in another language than the page's is spoken
 * in its own voice, as a part of its own, after the rest ('Inscriptions :  en-tête niveau 1.' then the name).
 */
export function heardWithName(lang: Lang, key: string, placeholder: string, name: string): RegExp {
  const parts = say(lang, key, { [placeholder]: '\u0000' })
    .split('\u0000')
    .map((p) => p.trim())
    .filter(Boolean);
  return new RegExp(`^${[...parts, name].map((p) => `(?=.*${escape(p)})`).join('')}`);
}
