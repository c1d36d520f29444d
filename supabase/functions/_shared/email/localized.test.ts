import { describe, expect, it } from 'vitest';
import { inLanguage } from './localized.ts';

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
