/**
 * The dashboard reminder of concussion confirmations missing or due within 30 days (issue 24 point 5).
 * Placeholder mounted by the lead; the concussion-family helper builds it.
 */
export function ConcussionReminder() {
  return null;
}
