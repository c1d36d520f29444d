import { describe, expect, it } from 'vitest';
import { contentLanguage, localized, localizedOption, localizedText, matchesEither } from './localized';

type Row = [
  ui: string,
  fr: string | null | undefined,
  en: string | null | undefined,
  expected: ReturnType<typeof localized>,
];

const CASES: Row[] = [
  // French UI
  ['fr', 'Hockey junior', 'Junior hockey', { text: 'Hockey junior', lang: 'fr', fallback: false }],
  ['fr', null, 'Junior hockey', { text: 'Junior hockey', lang: 'en', fallback: true }],
  ['fr', undefined, 'Junior hockey', { text: 'Junior hockey', lang: 'en', fallback: true }],
  ['fr', '', 'Junior hockey', { text: 'Junior hockey', lang: 'en', fallback: true }],
  ['fr', '   ', 'Junior hockey', { text: 'Junior hockey', lang: 'en', fallback: true }],
  ['fr-CA', 'Hockey junior', 'Junior hockey', { text: 'Hockey junior', lang: 'fr', fallback: false }],
  ['fr', 'Hockey junior', null, { text: 'Hockey junior', lang: 'fr', fallback: false }],
  ['fr', null, null, { text: '', lang: 'fr', fallback: false }],
  // English UI
  ['en', 'Hockey junior', 'Junior hockey', { text: 'Junior hockey', lang: 'en', fallback: false }],
  ['en', null, 'Junior hockey', { text: 'Junior hockey', lang: 'en', fallback: false }],
  ['en-CA', 'Hockey junior', 'Junior hockey', { text: 'Junior hockey', lang: 'en', fallback: false }],
  ['en', 'Hockey junior', '', { text: 'Hockey junior', lang: 'fr', fallback: true }],
  ['en', 'Hockey junior', null, { text: 'Hockey junior', lang: 'fr', fallback: true }],
  ['en', '', '', { text: '', lang: 'en', fallback: false }],
  // Unknown UI language: English
  ['de', 'Hockey junior', 'Junior hockey', { text: 'Junior hockey', lang: 'en', fallback: false }],
  ['', null, 'Junior hockey', { text: 'Junior hockey', lang: 'en', fallback: false }],
];

describe('localized', () => {
  it.each(CASES)('UI %s, fr %j, en %j', (ui, fr, en, expected) => {
    expect(localized(fr, en, ui)).toEqual(expected);
    expect(localizedText(fr, en, ui)).toBe(expected.text);
  });

  it('keeps the text as entered (no trimming of what is shown)', () => {
    expect(localized(' Hockey ', 'Hockey', 'fr').text).toBe(' Hockey ');
  });
});

describe('contentLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['FR', 'fr'],
    ['fr-CA', 'fr'],
    ['en', 'en'],
    ['en-CA', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ] as const)('%s -> %s', (input, expected) => {
    expect(contentLanguage(input)).toBe(expected);
  });
});

describe('localizedOption', () => {
  const options = ['Small', 'Medium', 'Large'];
  it.each([
    ['fr', ['Petit', 'Moyen', 'Grand'], 1, { text: 'Moyen', lang: 'fr', fallback: false }],
    ['fr', null, 1, { text: 'Medium', lang: 'en', fallback: true }],
    ['fr', ['Petit', null, 'Grand'], 1, { text: 'Medium', lang: 'en', fallback: true }],
    ['fr', ['Petit', '', 'Grand'], 1, { text: 'Medium', lang: 'en', fallback: true }],
    ['fr', ['Petit', 7, 'Grand'], 1, { text: 'Medium', lang: 'en', fallback: true }],
    ['fr', 'not an array', 0, { text: 'Small', lang: 'en', fallback: true }],
    ['en', ['Petit', 'Moyen', 'Grand'], 2, { text: 'Large', lang: 'en', fallback: false }],
  ] as const)('UI %s, options_fr %j, option %i', (ui, optionsFr, i, expected) => {
    expect(localizedOption(optionsFr, options, i, ui)).toEqual(expected);
  });
});

describe('matchesEither', () => {
  it.each([
    ['junior', ['Junior hockey', 'Hockey junior'], true],
    ['école', ['Skating school', 'École de patin'], true],
    ['ecole', ['Skating school', 'École de patin'], true],
    ['ÉCOLE', ['Skating school', null], false],
    ['school', ['Skating school', null], true],
    ['patin', ['Skating school', 'École de patin'], true],
    ['curling', ['Skating school', 'École de patin'], false],
    ['  ', ['Skating school', null], true],
  ] as const)('%j in %j -> %s', (query, values, expected) => {
    expect(matchesEither(query, ...values)).toBe(expected);
  });
});
