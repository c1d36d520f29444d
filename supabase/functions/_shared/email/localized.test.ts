import { describe, expect, it } from 'vitest';
import { inLanguage, inline, languageOf, plainText } from './localized.ts';

describe('inLanguage', () => {
  it('gives the French to a French message when there is one', () => {
    expect(inLanguage('Winter League', 'Ligue d’hiver', 'fr')).toBe('Ligue d’hiver');
  });
  it('gives the English to an English message, French or not', () => {
    expect(inLanguage('Winter League', 'Ligue d’hiver', 'en')).toBe('Winter League');
    expect(inLanguage('Winter League', null, 'en')).toBe('Winter League');
  });
  it('falls back to the English when the French is missing or blank', () => {
    expect(inLanguage('Winter League', null, 'fr')).toBe('Winter League');
    expect(inLanguage('Winter League', undefined, 'fr')).toBe('Winter League');
    expect(inLanguage('Winter League', '   ', 'fr')).toBe('Winter League');
    expect(inLanguage(null, null, 'fr')).toBeNull();
  });
});

describe('languageOf', () => {
  it.each([
    ['Ligue d’hiver', 'fr', 'fr'],
    [null, 'fr', 'en'],
    [undefined, 'fr', 'en'],
    ['  ', 'fr', 'en'],
    ['Ligue d’hiver', 'en', 'en'],
    [null, 'en', 'en'],
  ] as const)('French %j in a %s message is in %s, as inLanguage picks it', (fr, lang, expected) => {
    expect(languageOf(fr, lang)).toBe(expected);
    expect(inLanguage('Winter League', fr, lang)).toBe(expected === 'fr' ? fr : 'Winter League');
  });
});

describe('inline', () => {
  it('marks a text in another language than the message’s, and only then', () => {
    expect(inline('Winter League', 'en', 'fr')).toEqual({ text: 'Winter League', lang: 'en' });
    expect(inline('Ligue d’hiver', 'fr', 'fr')).toBe('Ligue d’hiver');
    expect(inline('Winter League', 'en', 'en')).toBe('Winter League');
    expect(inline('Winter League', null, 'fr')).toBe('Winter League');
    expect(inline('Winter League', undefined, 'fr')).toBe('Winter League');
  });
  it('reads back as plain text without its marks', () => {
    expect(plainText('Programme')).toBe('Programme');
    expect(plainText(['Le programme ', { text: 'Winter League', lang: 'en' }, ' commence.'])).toBe(
      'Le programme Winter League commence.',
    );
  });
});
