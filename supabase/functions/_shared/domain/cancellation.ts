// Cancellation and refund request (spec 2 sections 4, 5, 9). The database's
// public.cancel_registration() enforces the same rules; this module decides
// what the screen offers, on the organisation's local date (Toronto).

import { daysBetween, orgToday, type IsoDate } from './dates.ts';
import { TEXT_LIMITS } from './text-limits.ts';
import { isActiveRegistration } from './registration-status.ts';

/** The seven reasons of spec 2 section 3, in the order the select lists them. */
export const CANCELLATION_REASONS = [
  'medical_emergency',
  'schedule_conflict',
  'family_emergency',
  'moved_away',
  'financial_hardship',
  'equipment_issues',
  'other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** Longest reason the database accepts (a free 'Please specify' text included). */
export const CANCELLATION_REASON_MAX = TEXT_LIMITS.reason;

export type CancelBlock = 'not_active' | 'program_started';
export type CancelEligibility = { ok: true } | { ok: false; block: CancelBlock };

type EligibilityInput = {
  status: string;
  programStartDate: IsoDate;
  today: IsoDate;
  /** Admins may cancel any registration, also once the program has started (spec 2 section 6). */
  isAdmin?: boolean;
};

/**
 * Pending or approved, and the program starts strictly after today (day level).
 * Cancelled, refunded, rejected and draft registrations cannot be cancelled.
 */
export function cancelEligibility({
  status,
  programStartDate,
  today,
  isAdmin = false,
}: EligibilityInput): CancelEligibility {
  if (!isActiveRegistration(status)) return { ok: false, block: 'not_active' };
  if (!isAdmin && daysBetween(today, programStartDate) <= 0) return { ok: false, block: 'program_started' };
  return { ok: true };
}

/** The same check at an instant: the day is Toronto's, not the browser's or UTC's. */
export function canCancelAt(input: Omit<EligibilityInput, 'today'> & { now: Date }): boolean {
  return cancelEligibility({ ...input, today: orgToday(input.now) }).ok;
}

/** The refund choice is offered only when money was paid. */
export function refundOffered(amountPaidCents: number | null | undefined): boolean {
  return (amountPaidCents ?? 0) > 0;
}

export type RefundChoice = 'full' | 'none';

/** 'full' gives back what was paid (never more); 'none' gives 0. */
export function refundAmountCents(choice: RefundChoice, amountPaidCents: number | null | undefined): number {
  return choice === 'full' ? Math.max(amountPaidCents ?? 0, 0) : 0;
}

/** refunded when a refund above 0 is requested, otherwise cancelled (spec 2 section 4). */
export function statusAfterCancel(refundCents: number): 'refunded' | 'cancelled' {
  return refundCents > 0 ? 'refunded' : 'cancelled';
}

/** The stored reason: the code, or for 'other' the trimmed 'Please specify' text that replaces it. */
export function effectiveReason(reason: string, otherText: string | null | undefined): string {
  if (reason === 'other') return (otherText ?? '').trim();
  return reason.trim();
}

/** True when a stored reason is one of the codes (shown translated); otherwise it is the user's own text. */
export function isReasonCode(value: string | null | undefined): value is CancellationReason {
  return (CANCELLATION_REASONS as readonly string[]).includes(value ?? '');
}

/** Whole days until the program starts (0 on the start day, negative afterwards). */
export function daysUntilStart(programStartDate: IsoDate, today: IsoDate): number {
  return daysBetween(today, programStartDate);
}
