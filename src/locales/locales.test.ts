import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function flatten(obj: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') Object.assign(out, flatten(v, key));
      else out[key] = String(v);
    }
  }
  return out;
}

const byLang: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, json] of Object.entries(files)) {
  const [, lang, ns] = /\.\/(\w+)\/([\w-]+)\.json$/.exec(path)!;
  (byLang[lang] ??= {})[ns] = flatten(json);
}
const namespaces = [...new Set([...Object.keys(byLang.en ?? {}), ...Object.keys(byLang.fr ?? {})])].sort();
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
// A French value equal to the English one is a forgotten translation when it reads like a sentence.
const looksLikeSentence = (s: string) => /[A-Za-z]{2,}[^A-Za-z]+[A-Za-z]{2,}/.test(s.replace(/\{\{[^}]*\}\}/g, ''));

// Plural forms differ by language: French has a `many` category (1 000 000 de ...) that English lacks,
// so `key_many` in French alone is right when English has `key_other`.
const categories = (lang: string) => new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[]);
const frOnlyPlural = (key: string, en: Record<string, string>) => {
  const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return !!m && categories('fr').has(m[2]) && !categories('en').has(m[2]) && `${m[1]}_other` in en;
};

describe('translations', () => {
  it('has at least the shared namespaces in both languages', () => {
    for (const ns of ['common', 'validation', 'auth', 'landing']) {
      expect(byLang.en?.[ns], `en/${ns}.json`).toBeDefined();
      expect(byLang.fr?.[ns], `fr/${ns}.json`).toBeDefined();
    }
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const en = byLang.en?.[ns] ?? {};
    const fr = byLang.fr?.[ns] ?? {};

    it('exists in both languages with the same keys', () => {
      expect(byLang.en?.[ns], `missing en/${ns}.json`).toBeDefined();
      expect(byLang.fr?.[ns], `missing fr/${ns}.json`).toBeDefined();
      expect(
        Object.keys(fr).filter((k) => !(k in en) && !frOnlyPlural(k, en)),
        'keys only in French',
      ).toEqual([]);
      expect(
        Object.keys(en).filter((k) => !(k in fr)),
        'keys only in English',
      ).toEqual([]);
    });

    it('has no empty values and the same {{placeholders}}', () => {
      for (const key of Object.keys(en)) {
        expect(en[key].trim(), `en ${ns}:${key}`).not.toBe('');
        if (key in fr) {
          expect(fr[key].trim(), `fr ${ns}:${key}`).not.toBe('');
          expect(placeholders(fr[key]), `placeholders of ${ns}:${key}`).toEqual(placeholders(en[key]));
        }
      }
    });

    it('has French text for every English sentence', () => {
      const untranslated = Object.keys(en).filter((k) => fr[k] === en[k] && looksLikeSentence(en[k]));
      expect(untranslated, 'French values identical to English').toEqual([]);
    });
  });
});
