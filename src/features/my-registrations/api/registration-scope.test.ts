import { describe, expect, it } from 'vitest';
import type { MyRegistration } from './my-registrations';
import { personName, rowsOfTab, tabCounts, visibleRegistrations } from './registration-scope';

const reg = (id: string, status: MyRegistration['status'], who: Partial<MyRegistration> = {}): MyRegistration => ({
  id,
  status,
  registration_date: '2026-11-01T12:00:00Z',
  amount_paid: 0,
  refund_amount: null,
  refund_reason: null,
  refunded_at: null,
  amount_refunded: 0,
  refund_processed_at: null,
  removed_participant_name: null,
  user_id: null,
  program: null,
  participant: null,
  volunteer: null,
  tier: null,
  ...who,
});

const child = (user_id: string, parent_guardian_id: string | null) => ({
  id: 'p',
  first_name: 'Charlie',
  last_name: 'Child',
  user_id,
  parent_guardian_id,
});

const rows = [
  reg('made-by-me', 'pending', { user_id: 'me' }),
  reg('my-child', 'approved', { participant: child('someone', 'me') }),
  reg('my-own-player', 'cancelled', { participant: child('me', null) }),
  reg('my-volunteering', 'refunded', {
    volunteer: { id: 'v', first_name: 'Val', last_name: 'Volunteer', user_id: 'me' },
  }),
  reg('coordinated', 'approved', { user_id: 'other', participant: child('other', 'other') }),
  reg('rejected-child', 'rejected', { participant: child('x', 'me') }),
];

describe('visibleRegistrations (spec 2 section 6)', () => {
  it('shows a non-admin only their own, their children and their volunteering', () => {
    expect(visibleRegistrations(rows, 'me', false).map((r) => r.id)).toEqual([
      'made-by-me',
      'my-child',
      'my-own-player',
      'my-volunteering',
      'rejected-child',
    ]);
  });

  it('shows an admin every row of the query', () => {
    expect(visibleRegistrations(rows, 'me', true)).toHaveLength(rows.length);
  });
});

describe('tabs', () => {
  it('counts per tab, with rejected only under All', () => {
    expect(tabCounts(rows)).toEqual({ all: 6, pending: 1, approved: 2, cancelled: 1, refunded: 1 });
    expect(rowsOfTab(rows, 'approved').map((r) => r.id)).toEqual(['my-child', 'coordinated']);
  });

  it('names the participant, else the volunteer, else the name kept when the participant was deleted', () => {
    expect(personName(rows[1])).toBe('Charlie Child');
    expect(personName(rows[3])).toBe('Val Volunteer');
    expect(personName(rows[0])).toBe('');
    expect(personName({ ...rows[0], participant: null, volunteer: null, removed_participant_name: 'Nora Child' })).toBe(
      'Nora Child',
    );
  });
});
