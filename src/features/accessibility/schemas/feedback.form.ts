import type { ServerErrorOptions } from '@/lib/server-errors';

// The feedback form's facts that do not need zod, so that /accessibility's first load does not include it (issue 39
// point 4): the form imports its schema (./feedback.schema) when it mounts.

/**
 * The address rule of submit_accessibility_feedback (migration 20261128300000): no spaces, one '@', and a dot in
 * the part after it. The database says the same ('feedback_email_invalid'), so both refuse the same addresses.
 */
export const FEEDBACK_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
export const FEEDBACK_LIMITS = { name: 100, email: 254, page: 300, message: 4000 } as const;

/** Refusals of submit_accessibility_feedback in the form's words (`accessibility:serverErrors.<hint>`). */
export const feedbackServerErrors: ServerErrorOptions = {
  ns: 'accessibility',
  fallbackKey: 'accessibility:form.errors.unexpected',
};

/**
 * Whether the database acknowledges the message by e-mail (submit_accessibility_feedback, migration 20261129031000):
 * only to the address of the account the sender is signed in with (case ignored), never to an address typed by
 * someone who has not proved it is theirs. The page says which happened.
 */
export function isAcknowledged(email: string, accountEmail: string | null | undefined): boolean {
  return Boolean(accountEmail) && email.trim().toLowerCase() === accountEmail!.trim().toLowerCase();
}
