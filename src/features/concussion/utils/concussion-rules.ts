import { daysBetween, type IsoDate } from '@domain/dates';

/** How many days before the end of a confirmation the dashboard reminds (issue 24 point 5). */
export const REMINDER_DAYS = 30;

export type ConfirmationState = 'missing' | 'expired' | 'due' | 'valid';

/**
 * A confirmation is valid while Toronto's today is before valid_until; it is due when
 * valid_until - today <= 30 days (contract, day rules).
 */
export function confirmationState(validUntil: IsoDate | null | undefined, today: IsoDate): ConfirmationState {
  if (!validUntil) return 'missing';
  const left = daysBetween(today, validUntil);
  if (left <= 0) return 'expired';
  return left <= REMINDER_DAYS ? 'due' : 'valid';
}

/** Whether the state asks the family to act (the dashboard reminder). */
export const needsAction = (state: ConfirmationState) => state !== 'valid';
