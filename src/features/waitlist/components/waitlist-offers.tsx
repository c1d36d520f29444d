/**
 * The dashboard banner of the family's open waiting-list offers, with Accept and Decline (issue 24 point 2).
 * Placeholder mounted by the lead; the waitlist-family helper builds it.
 */
export function WaitlistOffers() {
  return null;
}
