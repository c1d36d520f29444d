import type { TFunction } from 'i18next';
import { toCsv } from '@/lib/csv';
import { contentLanguage, localizedText } from '@/lib/localized';
import type { RefundRow } from '../api/refunds';
import { refundReason } from './refund-view';

export const REFUND_CSV_COLUMNS = [
  'type',
  'person',
  'payer',
  'payerEmail',
  'program',
  'programOtherLanguage',
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

/**
 * One CSV row per refund (formula-safe through toCsv); labels in the current language
 * (`lang`, by default the language of `t`), amounts in dollars. The program's name in
 * that language (the English when the French is missing), then in the other (issue 22).
 */
export function refundsCsv(rows: RefundRow[], t: TFunction, lang?: string): string {
  const ui = contentLanguage(lang ?? String((t as unknown as { lng?: unknown }).lng ?? ''));
  return toCsv(
    REFUND_CSV_COLUMNS.map((k) => t(`adminRefunds:csv.${k}`)),
    rows.map((r) => [
      t(`adminRefunds:kinds.${r.kind}`),
      r.person_name,
      r.payer_name ?? '',
      r.payer_email ?? '',
      localizedText(r.program_name_fr, r.program_name, ui),
      (ui === 'fr' ? r.program_name : r.program_name_fr) ?? '',
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
