import { describe, expect, it } from 'vitest';
import { frenchMissing, optionsFrenchMissing, programLacksFrench, type ProgramTexts } from './french-missing';

const complete: ProgramTexts = {
  name: 'Fall Skills Camp',
  name_fr: 'Camp d’habiletés d’automne',
  description: 'Skating',
  description_fr: 'Patinage',
  location: 'Ottawa',
  location_fr: 'Ottawa',
  program_price_tiers: [{ name: 'Regular', name_fr: 'Régulier', description: null, description_fr: null }],
  registration_questions: [
    { question_text: 'Size', question_text_fr: 'Taille', options: ['S', 'M'], options_fr: ['P', 'M'] },
  ],
};

describe('French missing', () => {
  it.each([
    ['Name', null, true],
    ['Name', '  ', true],
    ['Name', 'Nom', false],
    ['', null, false],
    [null, null, false],
    [' ', 'Nom', false],
  ])('English %j, French %j -> %s', (en, fr, missing) => expect(frenchMissing(en, fr)).toBe(missing));

  it.each([
    [['S', 'M'], ['P', 'M'], false],
    [['S', 'M'], null, true],
    [['S', 'M'], ['P'], true],
    [['S', 'M'], ['P', ' '], true],
    [[], null, false],
    [null, null, false],
  ])('options %j, French %j -> %s', (en, fr, missing) => expect(optionsFrenchMissing(en, fr)).toBe(missing));

  it.each<[string, Partial<ProgramTexts>, boolean]>([
    ['complete', {}, false],
    ['name', { name_fr: null }, true],
    ['description', { description_fr: null }, true],
    ['location', { location_fr: null }, true],
    ['no location at all', { location: null, location_fr: null }, false],
    [
      'a tier name',
      { program_price_tiers: [{ name: 'Regular', name_fr: null, description: null, description_fr: null }] },
      true,
    ],
    [
      'a tier description',
      { program_price_tiers: [{ name: 'Regular', name_fr: 'Régulier', description: 'Std', description_fr: null }] },
      true,
    ],
    [
      'a question text',
      { registration_questions: [{ question_text: 'Q', question_text_fr: null, options: [], options_fr: null }] },
      true,
    ],
    [
      'question options',
      { registration_questions: [{ question_text: 'Q', question_text_fr: 'Q ?', options: ['A'], options_fr: null }] },
      true,
    ],
  ])('program lacking French: %s -> %s', (_name, over, missing) =>
    expect(programLacksFrench({ ...complete, ...over })).toBe(missing),
  );
});
