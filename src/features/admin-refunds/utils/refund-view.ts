import type { TFunction } from 'i18next';
import { isReasonCode } from '@domain/cancellation';
import type { RefundRow } from '../api/refunds';

/** Why the money must go back, in the reader's language: the family's reason, or why a checkout failed. */
export function refundReason(row: RefundRow, t: TFunction): string {
  if (row.kind === 'checkout') {
    const code = row.failure_code ?? 'registration_failed';
    return t(`adminRefunds:failure.${code}`, { defaultValue: t('adminRefunds:failure.registration_failed') });
  }
  if (!row.reason) return '';
  return isReasonCode(row.reason) ? t(`myRegistrations:reasons.${row.reason}`) : row.reason;
}

/** True when 'Refund' is offered: something is left, no refund is in progress, and there is a card payment. */
export function canRefund(row: RefundRow): boolean {
  return row.has_payment && row.amount_left > 0 && row.amount_pending === 0;
}

/**
 * True when 'Record a refund made outside the site' is offered (issue 36 point 3): a registration with
 * something left and no refund in progress, paid by card or not (admin_record_outside_refund takes registrations).
 */
export function canRecordOutside(row: RefundRow): boolean {
  return row.kind === 'registration' && row.amount_left > 0 && row.amount_pending === 0;
}

/** The file name of the export: refunds-<filter>-<YYYY-MM-DD>.csv. */
export function refundsCsvFilename(filter: string, today: string): string {
  return `refunds-${filter}-${today.slice(0, 10)}.csv`;
}
