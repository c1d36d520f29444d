import { describe, expect, it } from 'vitest';
import { adminWaitlistAnswerSchema, waitlistExportAnswerSchema } from './waitlist.schema';

const entry = {
  id: 'e1',
  position: 1,
  status: 'waiting',
  participant_id: 'p1',
  participant_name: 'Sam Lee',
  family_name: 'Ana Lee',
  family_email: 'ana@example.org',
  price_tier_id: null,
  tier_name: null,
  joined_at: '2026-11-01T10:00:00+00:00',
  offered_at: null,
  offer_expires_at: null,
  offered_by_name: null,
};
const program = {
  id: 'prog',
  name: 'Winter',
  name_fr: 'Hiver',
  max_participants: 12,
  waitlist_offer_hours: 48,
  places_left: 0,
};
const row = {
  program_id: 'prog',
  program_name: 'Winter',
  program_name_fr: null,
  participant_name: 'Sam Lee',
  family_name: null,
  family_email: null,
  tier_name: 'Early',
  status: 'offered',
  position: null,
  joined_at: '2026-11-01T10:00:00+00:00',
  offer_expires_at: '2026-11-03T10:00:00+00:00',
};

// admin_waitlist() (supabase/schemas/604_admin_waitlist.sql) answers jsonb: what the screen reads is checked, not cast.
describe('adminWaitlistAnswerSchema', () => {
  it.each([
    ['a list with one waiting entry', { program, entries: [entry] }, true],
    ['an empty list', { program, entries: [] }, true],
    [
      'a program without a capacity',
      { program: { ...program, max_participants: null, places_left: null }, entries: [] },
      true,
    ],
    ['a participant with no name on file', { program, entries: [{ ...entry, participant_name: null }] }, true],
    ['an unknown status', { program, entries: [{ ...entry, status: 'paused' }] }, false],
    ['a position that is text', { program, entries: [{ ...entry, position: '1' }] }, false],
    ['no entries', { program }, false],
    ['nothing', null, false],
  ])('%s', (_, answer, ok) => expect(adminWaitlistAnswerSchema.safeParse(answer).success).toBe(ok));

  it('gives a nameless participant an empty name', () => {
    const parsed = adminWaitlistAnswerSchema.parse({ program, entries: [{ ...entry, participant_name: null }] });
    expect(parsed.entries[0].participant_name).toBe('');
  });
});

describe('waitlistExportAnswerSchema', () => {
  it.each([
    ['one row', [row], 1],
    ['no rows', [], 0],
    ['null (nothing answered)', null, 0],
  ])('%s', (_, answer, count) => expect(waitlistExportAnswerSchema.parse(answer)).toHaveLength(count));

  it.each([
    ['a row without its program', [{ ...row, program_id: undefined }]],
    ['a row with an unknown status', [{ ...row, status: 'paused' }]],
    ['an object instead of rows', { rows: [row] }],
  ])('refuses %s', (_, answer) => expect(waitlistExportAnswerSchema.safeParse(answer).success).toBe(false));
});
