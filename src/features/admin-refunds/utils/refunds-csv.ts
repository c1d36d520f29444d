import type { TFunction } from 'i18next';
import { centsToDollars } from '@domain/money';
import { csvTime, toCsv } from '@/lib/csv';
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

/**
 * One CSV row per refund (formula-safe through toCsv); labels in the current language
 * (`lang`, by default the language of `t`), amounts in dollars, times on Toronto's clock (csvTime). The program's name in
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
      centsToDollars(r.amount_paid),
      centsToDollars(r.amount_requested),
      centsToDollars(r.amount_refunded),
      centsToDollars(r.amount_left),
      refundReason(r, t),
      csvTime(r.requested_at),
      csvTime(r.refund_processed_at),
      t(`adminRefunds:states.${r.state}`),
    ]),
  );
}
