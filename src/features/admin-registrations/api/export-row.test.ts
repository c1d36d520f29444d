import { describe, expect, it } from 'vitest';
import { fromExport } from './export-row';

const contact = ['Ana Contact', 'other', 'Coach', '5145550000', null, true];
const participantRow = [
  'r1',
  'approved',
  '2026-11-01T10:00:00+00:00',
  5000,
  'Typed Guardian',
  true,
  '2026-11-01T10:00:00+00:00',
  false,
  null,
  'g1',
  't1',
  [
    'p1',
    'Zoé',
    'Tremblay',
    'z@example.org',
    '2012-05-03',
    '1 Rue',
    'Montréal',
    'QC',
    'forward',
    'B1',
    'other',
    'Nystagmus',
    true,
    'Peanuts',
    null,
    ['Julie', 'Tremblay', 'j@example.org', '5145551111'],
    [contact],
  ],
  null,
];
const volunteerRow = [
  'r2',
  'pending',
  '2026-11-02T10:00:00+00:00',
  0,
  null,
  true,
  null,
  true,
  '2026-11-02T10:00:00+00:00',
  'g1',
  null,
  null,
  ['v1', 'Val', 'Roy', 'v@example.org', '1990-01-01', null, 'Laval', '4505550000', 'Asthma', []],
];

const payload = (...rows: unknown[][]) => ({
  programs: { g1: ['Goalball Fall', 12000] as const, g2: ['Unused', 0] as const },
  tiers: { t1: ['Early', 9000] as const },
  rows,
});
const one = (row: unknown[]) => fromExport(payload(row))[0];

describe('fromExport (admin_registrations_export positional rows)', () => {
  it.each([
    [
      'registration fields',
      participantRow,
      {
        id: 'r1',
        status: 'approved',
        amount_paid: 5000,
        parent_guardian_name: 'Typed Guardian',
        waiver_agreed: true,
        media_consent_agreed: false,
        media_consent_agreed_at: null,
      },
    ],
    [
      'program and tier',
      participantRow,
      {
        program: { id: 'g1', name: 'Goalball Fall', price: 12000 },
        price_tier: { id: 't1', name: 'Early', price: 9000 },
      },
    ],
    [
      'participant with guardian',
      participantRow,
      {
        participant: expect.objectContaining({
          first_name: 'Zoé',
          province: 'QC',
          visual_condition_other: 'Nystagmus',
          needs_equipment: true,
          medical_conditions: null,
          guardian: { first_name: 'Julie', last_name: 'Tremblay', email: 'j@example.org', phone: '5145551111' },
        }),
      },
    ],
    [
      'participant contacts',
      participantRow,
      {
        participant: expect.objectContaining({
          emergency_contacts: [
            {
              name: 'Ana Contact',
              relationship: 'other',
              relationship_other: 'Coach',
              phone: '5145550000',
              email: null,
              is_primary: true,
            },
          ],
        }),
      },
    ],
    [
      'a registration kept after its participant was deleted',
      ['r3', 'cancelled', '2026-10-03', 0, null, true, null, true, null, 'g1', 't1', null, null, 'Nora Child'],
      { participant: null, volunteer: null, removed_participant_name: 'Nora Child' },
    ],
    [
      'volunteer without tier',
      volunteerRow,
      {
        price_tier: null,
        participant: null,
        volunteer: {
          id: 'v1',
          first_name: 'Val',
          last_name: 'Roy',
          email: 'v@example.org',
          date_of_birth: '1990-01-01',
          address: null,
          city: 'Laval',
          phone: '4505550000',
          medical_conditions: 'Asthma',
          emergency_contacts: [],
        },
      },
    ],
  ])('%s', (_name, row, expected) => {
    expect(one(row)).toMatchObject(expected);
  });

  it('keeps the order of the rows, and shares one program object between the rows that name it', () => {
    const regs = fromExport(payload(participantRow, volunteerRow));
    expect(regs.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(regs[0].program).toBe(regs[1].program);
  });

  it('an empty or missing answer gives no rows', () => {
    expect(fromExport(null)).toEqual([]);
    expect(fromExport({ programs: {}, tiers: {}, rows: [] })).toEqual([]);
  });

  it('a program id missing from the dictionary gives program null rather than a crash', () => {
    const row = structuredClone(participantRow) as unknown[];
    row[9] = 'gone';
    expect(one(row).program).toBeNull();
  });

  it('a participant without guardian gets guardian null', () => {
    const row = structuredClone(participantRow) as unknown[];
    (row[11] as unknown[])[15] = null;
    expect(one(row).participant?.guardian).toBeNull();
  });
});
