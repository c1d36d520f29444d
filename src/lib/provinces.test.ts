import { afterEach, describe, expect, it } from 'vitest';
import { PROVINCES } from '@domain/participant-rules';
import i18n from './i18n';
import { foldAccents, provinceName, provinceSearchTerms } from './provinces';

// Every code of the participant form, read in full in both languages.
const NAMES: [code: string, en: string, fr: string][] = [
  ['AB', 'Alberta', 'Alberta'],
  ['BC', 'British Columbia', 'Colombie-Britannique'],
  ['MB', 'Manitoba', 'Manitoba'],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick'],
  ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  ['NS', 'Nova Scotia', 'Nouvelle-Écosse'],
  ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest'],
  ['NU', 'Nunavut', 'Nunavut'],
  ['ON', 'Ontario', 'Ontario'],
  ['PE', 'Prince Edward Island', 'Île-du-Prince-Édouard'],
  ['QC', 'Quebec', 'Québec'],
  ['SK', 'Saskatchewan', 'Saskatchewan'],
  ['YT', 'Yukon', 'Yukon'],
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('provinceName', () => {
  it('covers every province and territory of the form', () => {
    expect(NAMES.map(([code]) => code)).toEqual([...PROVINCES]);
  });

  it.each(NAMES)('%s reads %s in English and %s in French', (code, en, fr) => {
    expect(provinceName(code, i18n.getFixedT('en'))).toBe(en);
    expect(provinceName(code, i18n.getFixedT('fr'))).toBe(fr);
  });

  it.each([
    ['en', 'QC', 'Quebec'],
    ['fr', 'QC', 'Québec'],
    ['fr', 'BC', 'Colombie-Britannique'],
    ['en', 'BC', 'British Columbia'],
  ])('without a t, follows the current language (%s): %s -> %s', async (lng, code, name) => {
    await i18n.changeLanguage(lng);
    expect(provinceName(code)).toBe(name);
  });

  it.each([
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['XX', 'XX'],
  ])('%j reads %j', (code, shown) => {
    expect(provinceName(code, i18n.getFixedT('fr'))).toBe(shown);
    expect(provinceName(code)).toBe(shown);
  });
});

describe('provinceSearchTerms', () => {
  it.each([
    ['QC', ['qc', 'quebec', 'québec']],
    ['ON', ['on', 'ontario']],
    ['BC', ['bc', 'british columbia', 'colombie-britannique']],
    ['PE', ['pe', 'prince edward island', 'île-du-prince-édouard', 'ile-du-prince-edouard']],
    ['NS', ['ns', 'nova scotia', 'nouvelle-écosse', 'nouvelle-ecosse']],
    ['XX', ['xx']],
  ])('%s matches %j', (code, terms) => {
    expect([...provinceSearchTerms(code)].sort()).toEqual([...terms].sort());
  });

  it.each(NAMES)('%s: both names are terms, whatever the current language', async (code, en, fr) => {
    await i18n.changeLanguage('fr');
    expect(provinceSearchTerms(code)).toEqual(expect.arrayContaining([en.toLowerCase(), fr.toLowerCase()]));
  });
});

describe('foldAccents', () => {
  it.each([
    ['Québec', 'quebec'],
    ['Île-du-Prince-Édouard', 'ile-du-prince-edouard'],
    ['MONTRÉAL', 'montreal'],
    ['Ontario', 'ontario'],
  ])('%s -> %s', (text, folded) => {
    expect(foldAccents(text)).toBe(folded);
  });
});
