// A registration's status (spec 2 section 4): the stored codes, which of them hold a place, and the colour each
// is shown in. The database's registration_status enum holds the same codes.

export const REGISTRATION_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'cancelled', 'refunded'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A registration that holds its place in the program (counted, payable, cancellable). */
export const ACTIVE_REGISTRATION_STATUSES = ['pending', 'approved'] as const;

export function isActiveRegistration(status: string): boolean {
  return (ACTIVE_REGISTRATION_STATUSES as readonly string[]).includes(status);
}

/** The badge tones of the app's UI kit (src/components/badge.tsx). */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/**
 * Spec 2 section 4: pending yellow, approved green, rejected red, cancelled grey, refunded and draft their own
 * colours. The text always names the status: colour is only a second cue.
 */
export const REGISTRATION_STATUS_TONES: Readonly<Record<RegistrationStatus, StatusTone>> = {
  draft: 'accent',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  refunded: 'info',
};

/** A status's tone; a code this app does not know is grey. */
export function registrationStatusTone(status: string): StatusTone {
  return (REGISTRATION_STATUS_TONES as Record<string, StatusTone>)[status] ?? 'neutral';
}
