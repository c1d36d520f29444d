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

function valid(over: Partial<ProgramFormValues> = {}): ProgramFormValues {
  return {
    ...newProgramDefaults({ name: 'Regular Registration', description: 'Standard registration price' }),
    name: 'Summer Camp',
    startDate: '2031-07-01',
    endDate: '2031-07-05',
    tiers: [{ ...blankTier('Regular Registration', '', true), price: '150' }],
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

  it.each<[string, Partial<ProgramFormValues>, Record<string, string>]>([
    [
      'missing required fields',
      { name: ' ', startDate: '', endDate: '' },
      { name: `${V}requiredFields`, startDate: `${V}requiredFields`, endDate: `${V}requiredFields` },
    ],
    ['end before start', { startDate: '2031-07-05', endDate: '2031-07-04' }, { endDate: `${V}endBeforeStart` }],
    ['negative program price', { price: '-1' }, { price: `${V}priceNegative` }],
    ['capacity 0', { capacity: '0' }, { capacity: `${V}capacityMin` }],
    ['no tiers', { tiers: [] }, { tiers: `${V}tierRequired` }],
    [
      'no default tier',
      {
        tiers: [
          { ...blankTier('A'), price: '1' },
          { ...blankTier('B'), price: '2' },
        ],
      },
      { 'tiers.0.isDefault': `${V}defaultTierRequired` },
    ],
    [
      'tier without name',
      { tiers: [{ ...blankTier('', '', true), price: '1' }] },
      { 'tiers.0.name': `${V}tierNamePriceRequired` },
    ],
    ['tier without price', { tiers: [blankTier('A', '', true)] }, { 'tiers.0.price': `${V}tierNamePriceRequired` }],
    [
      'tier negative price',
      { tiers: [{ ...blankTier('A', '', true), price: '-0.01' }] },
      { 'tiers.0.price': `${V}tierPriceNegative` },
    ],
    [
      'tier price not a number',
      { tiers: [{ ...blankTier('A', '', true), price: 'ten' }] },
      { 'tiers.0.price': `${V}tierPriceNegative` },
    ],
    [
      'tier window backwards',
      {
        tiers: [{ ...blankTier('A', '', true), price: '1', availableFrom: '2031-02-02', availableUntil: '2031-02-01' }],
      },
      { 'tiers.0.availableUntil': `${V}tierWindow` },
    ],
    [
      'tier max spots 0',
      { tiers: [{ ...blankTier('A', '', true), price: '1', maxSpots: '0' }] },
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
  it('sends cents, nulls for blanks, one default tier and upper-case codes', () => {
    const payload = toSavePayload(
      valid({
        price: '12,5',
        capacity: '',
        location: ' ',
        financialAssistanceEnabled: true,
        codes: [{ ...blankCode(' help1 '), price: '', maxUses: '3' }],
        tiers: [
          { ...blankTier('Early', '', true), price: '99.999', dbId: 't1' },
          { ...blankTier('Late', 'x', true), price: '150', maxSpots: '10' },
        ],
      }),
      'p1',
    );
    expect(payload).toMatchObject({
      id: 'p1',
      price: 1250,
      max_participants: null,
      location: null,
      custom_waiver_text: null,
      codes: [{ id: null, code: 'HELP1', price: 0, max_uses: 3, is_active: true }],
    });
    expect(payload.tiers.map((t) => [t.id, t.price, t.is_default, t.max_spots])).toEqual([
      ['t1', 10000, true, null],
      [null, 15000, false, 10],
    ]);
  });

  it('leaves codes out when financial assistance is off (the database keeps them as they are)', () => {
    expect(toSavePayload(valid({ codes: [blankCode('X')] }))).not.toHaveProperty('codes');
  });
});
