import { describe, expect, it } from 'vitest';
import type { RefundRow } from '../api/refunds';
import { canRecordOutside, canRefund } from './refund-view';

const row = (over: Partial<RefundRow>): RefundRow => ({
  kind: 'registration',
  id: 'r1',
  person_name: 'Zoé Tester',
  payer_name: null,
  payer_email: null,
  program_name: 'Camp',
  amount_paid: 15000,
  amount_requested: 15000,
  amount_refunded: 0,
  amount_pending: 0,
  amount_left: 15000,
  reason: null,
  failure_code: null,
  requested_at: '2026-11-29T00:00:00Z',
  refund_processed_at: null,
  has_payment: false,
  state: 'waiting',
  ...over,
});

describe('which refund actions a row offers', () => {
  it.each([
    ['a registration paid outside the site', row({}), false, true],
    ['a registration paid by card', row({ has_payment: true }), true, true],
    ['a refund in progress', row({ has_payment: true, amount_pending: 5000 }), false, false],
    ['nothing left', row({ amount_left: 0, amount_refunded: 15000, state: 'refunded' }), false, false],
    ['a checkout that could not be fulfilled', row({ kind: 'checkout', has_payment: true }), true, false],
  ])('%s: Refund %s, Record a refund made outside the site %s', (_name, r, card, outside) => {
    expect(canRefund(r)).toBe(card);
    expect(canRecordOutside(r)).toBe(outside);
  });
});
