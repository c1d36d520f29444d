import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import type { AdminRegistration } from '../api/types';
import { CSV_COLUMNS, registrationsCsv } from './registrations-csv';
import { toRowView } from './row-view';

// Issue 20 point 4: the refund asked for, what was refunded and why, the three columns after the spec's and the
// consent columns (then the province's and the other language's names, issue 36).
const refunded: AdminRegistration = {
  id: 'r9',
  status: 'refunded',
  registration_date: '2026-10-01T14:00:00Z',
  amount_paid: 12000,
  parent_guardian_name: null,
  removed_participant_name: 'Ava Kid',
  waiver_agreed: true,
  waiver_agreed_at: '2026-10-01T14:00:00Z',
  media_consent_agreed: false,
  media_consent_agreed_at: null,
  program: { id: 'p1', name: 'Winter League', price: 12000 },
  price_tier: null,
  participant: null,
  volunteer: null,
  refund: { requested: 12000, reason: 'schedule_conflict', refunded: 4550, refundedAt: '2026-11-20T15:00:00Z' },
};

const REFUND = CSV_COLUMNS.indexOf('refundRequested');
const lastThree = (csv: string) => {
  const [header, row] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
  return { header: header.slice(REFUND, REFUND + 3), row: row.slice(REFUND, REFUND + 3) };
};

describe('registrationsCsv refund columns', () => {
  it('writes the amount requested, the amount refunded and the reason in English', () => {
    const out = lastThree(registrationsCsv([toRowView(refunded)], i18n.getFixedT('en'), '2026-11-22'));
    expect(CSV_COLUMNS.slice(REFUND, REFUND + 3)).toEqual(['refundRequested', 'amountRefunded', 'refundReason']);
    expect(CSV_COLUMNS.indexOf('mediaConsentAgreedAt')).toBe(REFUND - 1);
    expect(out.header).toEqual(['Refund Requested', 'Amount Refunded', 'Refund Reason']);
    expect(out.row).toEqual(['120.00', '45.50', 'Schedule conflict']);
  });

  it('keeps a family’s own words, in French headers, and leaves them blank without a refund', () => {
    const own = { ...refunded, refund: { ...refunded.refund!, reason: '=Déménagement au Yukon' } };
    const fr = lastThree(registrationsCsv([toRowView(own)], i18n.getFixedT('fr'), '2026-11-22'));
    expect(fr.header).toEqual(['Remboursement demandé', 'Montant remboursé', 'Motif du remboursement']);
    expect(fr.row).toEqual(['120.00', '45.50', "'=Déménagement au Yukon"]);
    const none = lastThree(
      registrationsCsv([toRowView({ ...refunded, refund: null })], i18n.getFixedT('en'), '2026-11-22'),
    );
    expect(none.row).toEqual(['', '', '']);
  });
});
