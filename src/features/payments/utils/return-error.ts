import { PaymentFunctionError } from './function-error';

/** i18n keys (namespace `payments`) for the checkout start refusals. */
const CHECKOUT_KEYS: Record<string, string> = {
  amount_mismatch: 'checkout.errors.amountMismatch',
  already_registered: 'checkout.errors.alreadyRegistered',
  sold_out: 'checkout.errors.soldOut',
  validation_failed: 'checkout.errors.validationFailed',
  free_order: 'checkout.errors.freeOrder',
  not_signed_in: 'checkout.errors.notSignedIn',
  program_closed: 'checkout.errors.programClosed',
  too_many_attempts: 'checkout.errors.tooManyAttempts',
  price_tier_unavailable: 'checkout.errors.priceTierUnavailable',
  price_option_required: 'checkout.errors.priceOptionRequired',
  consent_version_outdated: 'checkout.errors.consentVersionOutdated',
};

/**
 * The message key for a failed startCheckout(): precise when the server said
 * why, otherwise the spec's 'Payment processing failed. Please try again.'
 */
export function checkoutErrorKey(error: unknown): string {
  if (error instanceof PaymentFunctionError && CHECKOUT_KEYS[error.code]) return CHECKOUT_KEYS[error.code];
  return 'checkout.errors.failed';
}

/**
 * The message (key and values, namespace `payments`) for a failed
 * startCheckout(): as checkoutErrorKey(), plus the support reference of an
 * unexpected server error ('server_error' with a requestId).
 */
export function checkoutErrorMessage(error: unknown): { key: string; values?: Record<string, string> } {
  if (error instanceof PaymentFunctionError && error.code === 'server_error' && error.requestId) {
    return { key: 'checkout.errors.serverError', values: { requestId: error.requestId } };
  }
  return { key: checkoutErrorKey(error) };
}

/** i18n keys for the payment return (confirm-checkout) refusals: spec 1 section 8 plus ours. */
const RETURN_KEYS: Record<string, string> = {
  already_registered: 'return.errors.alreadyRegistered',
  registration_failed: 'return.errors.creationFailed',
  sold_out_after_payment: 'return.errors.soldOutAfterPayment',
  session_not_found: 'return.errors.notFound',
  not_paid: 'return.errors.notPaid',
  expired: 'return.errors.expired',
  cancelled: 'return.errors.cancelled',
  amount_mismatch: 'return.errors.amountMismatch',
};

/** The message key for a failed payment return; anything unexpected is 'processing failed'. */
export function returnErrorKey(error: unknown): string {
  if (error instanceof PaymentFunctionError && RETURN_KEYS[error.code]) return RETURN_KEYS[error.code];
  return 'return.errors.processingFailed';
}
