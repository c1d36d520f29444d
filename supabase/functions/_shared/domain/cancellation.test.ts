import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_REASONS,
  canCancelAt,
  cancelEligibility,
  daysUntilStart,
  effectiveReason,
  isReasonCode,
  refundAmountCents,
  refundOffered,
  statusAfterCancel,
} from './cancellation.ts';

const today = '2026-11-22';

describe('cancelEligibility: pending or approved, program starting strictly after today', () => {
  it.each([
    ['pending', '2026-11-23', true, undefined],
    ['approved', '2026-11-23', true, undefined],
    ['approved', '2027-01-10', true, undefined],
    ['pending', '2026-11-22', false, 'program_started'], // starts today
    ['approved', '2026-11-21', false, 'program_started'], // started yesterday
    ['cancelled', '2026-12-01', false, 'not_active'],
    ['refunded', '2026-12-01', false, 'not_active'],
    ['rejected', '2026-12-01', false, 'not_active'],
    ['draft', '2026-12-01', false, 'not_active'],
  ])('%s starting %s: ok=%s (%s)', (status, start, ok, block) => {
    const result = cancelEligibility({ status, programStartDate: start, today });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.block).toBe(block);
  });

  it.each([
    ['approved', '2026-11-22', true],
    ['pending', '2026-01-01', true],
    ['refunded', '2026-12-01', false],
    ['cancelled', '2026-12-01', false],
  ])('an admin may cancel %s starting %s after the start: %s', (status, start, ok) => {
    expect(cancelEligibility({ status, programStartDate: start, today, isAdmin: true }).ok).toBe(ok);
  });
});

describe('canCancelAt compares on the Toronto date, not UTC or the browser', () => {
  it.each([
    // 23:30 in Toronto on the 21st, already the 22nd in UTC: a program starting the 22nd is tomorrow.
    ['2026-11-22T04:30:00Z', '2026-11-22', true],
    // Midnight in Toronto: the 22nd has begun, the program starts today.
    ['2026-11-22T05:00:00Z', '2026-11-22', false],
    ['2026-11-22T05:00:00Z', '2026-11-23', true],
    // Summer time (EDT, UTC-4).
    ['2026-07-01T03:59:00Z', '2026-07-01', true],
    ['2026-07-01T04:00:00Z', '2026-07-01', false],
  ])('at %s a program starting %s can be cancelled: %s', (instant, start, ok) => {
    expect(canCancelAt({ status: 'approved', programStartDate: start, now: new Date(instant) })).toBe(ok);
  });
});

describe('refund choice', () => {
  it.each([
    [null, false],
    [0, false],
    [1, true],
    [15000, true],
  ])('offered when %s cents were paid: %s', (paid, offered) => {
    expect(refundOffered(paid)).toBe(offered);
  });

  it.each([
    ['full', 15000, 15000, 'refunded'],
    ['full', 0, 0, 'cancelled'],
    ['full', null, 0, 'cancelled'],
    ['none', 15000, 0, 'cancelled'],
  ] as const)('%s with %s paid refunds %s and becomes %s', (choice, paid, refund, status) => {
    expect(refundAmountCents(choice, paid)).toBe(refund);
    expect(statusAfterCancel(refundAmountCents(choice, paid))).toBe(status);
  });
});

describe('reason', () => {
  it('lists the seven reasons of the spec', () => {
    expect(CANCELLATION_REASONS).toEqual([
      'medical_emergency',
      'schedule_conflict',
      'family_emergency',
      'moved_away',
      'financial_hardship',
      'equipment_issues',
      'other',
    ]);
  });

  it.each([
    ['schedule_conflict', '', 'schedule_conflict'],
    ['other', '  Moving to Europe ', 'Moving to Europe'],
    ['other', '   ', ''],
    ['other', undefined, ''],
  ])('%s with text %j is stored as %j', (reason, text, stored) => {
    expect(effectiveReason(reason, text)).toBe(stored);
  });

  it.each([
    ['moved_away', true],
    ['other', true],
    ['Moving to Europe', false],
    [null, false],
  ])('%s is a reason code: %s', (value, expected) => expect(isReasonCode(value)).toBe(expected));
});

describe('daysUntilStart', () => {
  it.each([
    ['2026-11-22', 0],
    ['2026-11-23', 1],
    ['2026-12-22', 30],
    ['2026-11-20', -2],
  ])('program starting %s is %i days away', (start, days) => expect(daysUntilStart(start, today)).toBe(days));
});
