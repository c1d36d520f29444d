import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import type { RefundRow } from '../api/refunds';
import { canRefund } from './refund-view';
import { REFUND_CSV_COLUMNS, refundsCsv } from './refunds-csv';

const request: RefundRow = {
  kind: 'registration',
  id: 'r1',
  person_name: 'Ava Kid',
  payer_name: 'Pat Payer',
  payer_email: 'pat@example.org',
  program_name: 'Winter League',
  program_name_fr: 'Ligue d’hiver',
  amount_paid: 12000,
  amount_requested: 12000,
  amount_refunded: 5000,
  amount_pending: 0,
  amount_left: 7000,
  reason: 'schedule_conflict',
  failure_code: null,
  requested_at: '2026-11-20T15:00:00Z',
  refund_processed_at: '2026-11-21T15:00:00Z',
  has_payment: true,
  state: 'partial',
};
const checkout: RefundRow = {
  ...request,
  kind: 'checkout',
  id: 'c1',
  person_name: '=HYPERLINK("http://x")',
  amount_paid: 24000,
  amount_requested: 24000,
  amount_refunded: 0,
  amount_left: 24000,
  reason: 'duplicate key value',
  failure_code: 'sold_out_after_payment',
  refund_processed_at: null,
  state: 'waiting',
};

function parse(csv: string) {
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
  return { header, rows: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}

describe('refundsCsv', () => {
  it('writes one row per refund, amounts in dollars, reasons and states in English', () => {
    const { header, rows } = parse(refundsCsv([request, checkout], i18n.getFixedT('en')));
    expect(header).toHaveLength(REFUND_CSV_COLUMNS.length);
    expect(header[0]).toBe('Type');
    expect(rows[0]).toMatchObject({
      Type: 'Refund request',
      Participant: 'Ava Kid',
      Payer: 'Pat Payer',
      'Payer Email': 'pat@example.org',
      Program: 'Winter League',
      'Program (French)': 'Ligue d’hiver',
      'Amount Paid': '120.00',
      'Amount Requested': '120.00',
      'Amount Refunded': '50.00',
      'Left to Refund': '70.00',
      Reason: 'Schedule conflict',
      'Requested On (Toronto)': '2026-11-20 10:00:00',
      'Refunded On (Toronto)': '2026-11-21 10:00:00',
      Status: 'Partly refunded',
    });
    expect(rows[1]).toMatchObject({
      Type: 'Payment not fulfilled',
      Reason: 'The program filled up after payment',
      Status: 'Waiting',
      'Refunded On (Toronto)': '',
    });
  });

  it('keeps a formula-looking name as text', () => {
    const { rows } = parse(refundsCsv([checkout], i18n.getFixedT('en')));
    expect(rows[0].Participant).toBe(`'=HYPERLINK("http://x")`);
  });

  it('words the columns and values in French', () => {
    const { rows } = parse(refundsCsv([request], i18n.getFixedT('fr')));
    expect(rows[0]).toMatchObject({ Type: 'Demande de remboursement', Statut: 'Remboursé en partie' });
  });

  it('names the program in French with the English beside it, in the French CSV (issue 22)', () => {
    const { rows } = parse(refundsCsv([request], i18n.getFixedT('fr')));
    expect(rows[0]).toMatchObject({ Programme: 'Ligue d’hiver', 'Programme (anglais)': 'Winter League' });
  });

  it('French missing: the English in the French CSV, an empty French column in the English one', () => {
    const english = { ...request, program_name_fr: null };
    expect(parse(refundsCsv([english], i18n.getFixedT('fr'))).rows[0]).toMatchObject({
      Programme: 'Winter League',
      'Programme (anglais)': 'Winter League',
    });
    expect(parse(refundsCsv([english], i18n.getFixedT('en'))).rows[0]).toMatchObject({
      Program: 'Winter League',
      'Program (French)': '',
    });
  });

  it('keeps a formula-looking program name as text, in either column', () => {
    const odd = { ...request, program_name_fr: '@SUM(A1)' };
    expect(parse(refundsCsv([odd], i18n.getFixedT('en'))).rows[0]['Program (French)']).toBe("'@SUM(A1)");
    expect(parse(refundsCsv([odd], i18n.getFixedT('fr'))).rows[0].Programme).toBe("'@SUM(A1)");
  });
});

describe('canRefund', () => {
  it('offers Refund only with a card payment, something left and nothing in progress', () => {
    expect(canRefund(request)).toBe(true);
    expect(canRefund({ ...request, amount_left: 0 })).toBe(false);
    expect(canRefund({ ...request, amount_pending: 100 })).toBe(false);
    expect(canRefund({ ...request, has_payment: false })).toBe(false);
  });
});
