// When a failed e-mail is tried again (issue 19, "E-mail that arrives"): the
// sender retries with exponential backoff, BASE_DELAY doubled after each
// attempt and capped at MAX_DELAY, and gives up (status 'failed') after
// MAX_ATTEMPTS attempts. The one TypeScript copy; the database's copy is
// private.email_retry_delay() with its constants in
// private.email_delivery_limits() (migration 20261125300000_create_email_delivery.sql),
// which record_email_result() uses. Both run the table of cases in
// email-backoff.cases.json, and tests/db/email-delivery.test.ts checks that the
// constants agree.

/** Attempts (sends tried) before a message is given up as 'failed'. */
export const EMAIL_MAX_ATTEMPTS = 8;
/** Seconds before the retry that follows the first failed attempt. */
export const EMAIL_BASE_DELAY_SECONDS = 60;
/** The longest wait between two attempts, in seconds (one hour). */
export const EMAIL_MAX_DELAY_SECONDS = 3600;

/**
 * Seconds to wait before the next attempt, after `attempts` attempts failed
 * (1 after the first). Null when no attempt is left: the message is 'failed'.
 * Fewer than one attempt counts as one.
 */
export function emailRetryDelaySeconds(attempts: number): number | null {
  const n = Math.max(Math.trunc(attempts), 1);
  if (n >= EMAIL_MAX_ATTEMPTS) return null;
  return Math.min(EMAIL_BASE_DELAY_SECONDS * 2 ** (n - 1), EMAIL_MAX_DELAY_SECONDS);
}
