import { describe, expect, it } from 'vitest';
import {
  blankCode,
  blankTier,
  newProgramDefaults,
  programFormSchema,
  toSavePayload,
  type ProgramFormValues,
} from './program-form.schema';

const V = 'adminPrograms:validation.';
const en = (text: string) => ({ en: text, fr: '' });

function valid(over: Partial<ProgramFormValues> = {}): ProgramFormValues {
  return {
    ...newProgramDefaults({
      name: { en: 'Regular Registration', fr: 'Inscription régulière' },
      description: { en: 'Standard registration price', fr: 'Prix d’inscription standard' },
    }),
    name: 'Summer Camp',
    startDate: '2031-07-01',
    endDate: '2031-07-05',
    tiers: [{ ...blankTier(en('Regular Registration'), en(''), true), price: '150' }],
    ...over,
  };
}

/** path -> message of every issue. */
function issues(values: ProgramFormValues): Record<string, string> {
  const r = programFormSchema.safeParse(values);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('program form validation (spec 2 section 5)', () => {
  it('accepts a complete program', () => expect(issues(valid())).toEqual({}));
  it('accepts a program whose French is left empty (French is optional)', () =>
    expect(issues(valid({ nameFr: '', descriptionFr: '', locationFr: '' }))).toEqual({}));

  it('gives the first tier of a new program its name and description in both languages', () => {
    const [first] = newProgramDefaults({ name: { en: 'A', fr: 'B' }, description: { en: 'C', fr: 'D' } }).tiers;
    expect(first).toMatchObject({ name: 'A', nameFr: 'B', description: 'C', descriptionFr: 'D', isDefault: true });
  });

  it.each<[string, Partial<ProgramFormValues>, Record<string, string>]>([
    [
      'missing required fields',
      { name: ' ', startDate: '', endDate: '' },
      { name: `${V}requiredFields`, startDate: `${V}requiredFields`, endDate: `${V}requiredFields` },
    ],
    ['end before start', { startDate: '2031-07-05', endDate: '2031-07-04' }, { endDate: `${V}endBeforeStart` }],
    ['negative program price', { price: '-1' }, { price: `${V}priceNegative` }],
    ['capacity 0', { capacity: '0' }, { capacity: `${V}capacityMin` }],
    ['offer period 0 hours', { offerHours: '0' }, { offerHours: `${V}offerHoursRange` }],
    ['offer period 337 hours', { offerHours: '337' }, { offerHours: `${V}offerHoursRange` }],
    ['offer period blank', { offerHours: ' ' }, { offerHours: `${V}offerHoursRange` }],
    ['offer period 1.5 hours', { offerHours: '1.5' }, { offerHours: `${V}offerHoursRange` }],
    ['no tiers', { tiers: [] }, { tiers: `${V}tierRequired` }],
    [
      'no default tier',
      {
        tiers: [
          { ...blankTier(en('A')), price: '1' },
          { ...blankTier(en('B')), price: '2' },
        ],
      },
      { 'tiers.0.isDefault': `${V}defaultTierRequired` },
    ],
    [
      'tier without name',
      { tiers: [{ ...blankTier(en(''), en(''), true), price: '1' }] },
      { 'tiers.0.name': `${V}tierNamePriceRequired` },
    ],
    [
      'tier without price',
      { tiers: [blankTier(en('A'), en(''), true)] },
      { 'tiers.0.price': `${V}tierNamePriceRequired` },
    ],
    [
      'tier negative price',
      { tiers: [{ ...blankTier(en('A'), en(''), true), price: '-0.01' }] },
      { 'tiers.0.price': `${V}tierPriceNegative` },
    ],
    [
      'tier price not a number',
      { tiers: [{ ...blankTier(en('A'), en(''), true), price: 'ten' }] },
      { 'tiers.0.price': `${V}tierPriceNegative` },
    ],
    [
      'tier window backwards',
      {
        tiers: [
          {
            ...blankTier(en('A'), en(''), true),
            price: '1',
            availableFrom: '2031-02-02',
            availableUntil: '2031-02-01',
          },
        ],
      },
      { 'tiers.0.availableUntil': `${V}tierWindow` },
    ],
    [
      'tier max spots 0',
      { tiers: [{ ...blankTier(en('A'), en(''), true), price: '1', maxSpots: '0' }] },
      { 'tiers.0.maxSpots': `${V}tierMaxSpots` },
    ],
  ])('%s', (_name, over, expected) => expect(issues(valid(over))).toEqual(expected));

  it.each<[string, ReturnType<typeof blankCode>[], Record<string, string>]>([
    ['blank code', [blankCode('')], { 'codes.0.code': `${V}codeRequired` }],
    ['bad characters', [blankCode('NO WAY')], { 'codes.0.code': `${V}codeInvalid` }],
    ['negative code price', [{ ...blankCode('A1'), price: '-5' }], { 'codes.0.price': `${V}codePriceNegative` }],
    ['code price not a number', [{ ...blankCode('A1'), price: 'x' }], { 'codes.0.price': `${V}codePriceInvalid` }],
    ['max uses 0', [{ ...blankCode('A1'), maxUses: '0' }], { 'codes.0.maxUses': `${V}codeMaxUses` }],
    ['duplicate codes, any case', [blankCode('HELP'), blankCode('help')], { 'codes.1.code': `${V}codesNotUnique` }],
  ])('assistance codes when enabled: %s', (_name, codes, expected) => {
    expect(issues(valid({ financialAssistanceEnabled: true, codes }))).toEqual(expected);
    expect(issues(valid({ financialAssistanceEnabled: false, codes }))).toEqual({});
  });
});

describe('toSavePayload', () => {
  it('sends the offer period in hours (48 for a new program, the bounds 1 and 336 accepted)', () => {
    expect(newProgramDefaults({ name: en('A'), description: en('B') }).offerHours).toBe('48');
    expect(toSavePayload(valid({ offerHours: ' 24 ' })).waitlist_offer_hours).toBe(24);
    expect(programFormSchema.safeParse(valid({ offerHours: '1' })).success).toBe(true);
    expect(programFormSchema.safeParse(valid({ offerHours: '336' })).success).toBe(true);
  });

  it('sends cents, nulls for blanks, one default tier and upper-case codes', () => {
    const payload = toSavePayload(
      valid({
        price: '12,5',
        capacity: '',
        location: ' ',
        financialAssistanceEnabled: true,
        codes: [{ ...blankCode(' help1 '), price: '', maxUses: '3' }],
        tiers: [
          { ...blankTier(en('Early'), en(''), true), price: '99.999', dbId: 't1' },
          { ...blankTier(en('Late'), en('x'), true), price: '150', maxSpots: '10' },
        ],
      }),
      'p1',
    );
    expect(payload).toMatchObject({
      id: 'p1',
      price: 1250,
      max_participants: null,
      location: null,
      codes: [{ id: null, code: 'HELP1', price: 0, max_uses: 3, is_active: true }],
    });
    expect(payload.tiers.map((t) => [t.id, t.price, t.is_default, t.max_spots])).toEqual([
      ['t1', 10000, true, null],
      [null, 15000, false, 10],
    ]);
  });

  it('sends the French beside the English, trimmed, and a French left empty as null (French missing)', () => {
    const payload = toSavePayload(
      valid({
        nameFr: ' Camp d’été ',
        descriptionFr: '  ',
        locationFr: 'Aréna',
        tiers: [{ ...blankTier(en('Regular'), { en: 'Standard', fr: 'Standard FR' }, true), nameFr: '', price: '1' }],
      }),
    );
    expect(payload).toMatchObject({
      name: 'Summer Camp',
      name_fr: 'Camp d’été',
      description_fr: null,
      location_fr: 'Aréna',
      tiers: [{ name: 'Regular', name_fr: null, description: 'Standard', description_fr: 'Standard FR' }],
    });
    expect(payload).not.toHaveProperty('custom_waiver_text');
  });

  it('leaves codes out when financial assistance is off (the database keeps them as they are)', () => {
    expect(toSavePayload(valid({ codes: [blankCode('X')] }))).not.toHaveProperty('codes');
  });
});
