import type { TFunction } from 'i18next';
import { toCsv } from '@/lib/csv';
import type { RefundRow } from '../api/refunds';
import { refundReason } from './refund-view';

export const REFUND_CSV_COLUMNS = [
  'type',
  'person',
  'payer',
  'payerEmail',
  'program',
  'amountPaid',
  'amountRequested',
  'amountRefunded',
  'amountLeft',
  'reason',
  'requestedAt',
  'refundedAt',
  'status',
] as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** One CSV row per refund (formula-safe through toCsv); labels in the current language, amounts in dollars. */
export function refundsCsv(rows: RefundRow[], t: TFunction): string {
  return toCsv(
    REFUND_CSV_COLUMNS.map((k) => t(`adminRefunds:csv.${k}`)),
    rows.map((r) => [
      t(`adminRefunds:kinds.${r.kind}`),
      r.person_name,
      r.payer_name ?? '',
      r.payer_email ?? '',
      r.program_name ?? '',
      dollars(r.amount_paid),
      dollars(r.amount_requested),
      dollars(r.amount_refunded),
      dollars(r.amount_left),
      refundReason(r, t),
      r.requested_at,
      r.refund_processed_at ?? '',
      t(`adminRefunds:states.${r.state}`),
    ]),
  );
}
