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
};

/**
 * The message key for a failed startCheckout(): precise when the server said
 * why, otherwise the spec's 'Payment processing failed. Please try again.'
 */
export function checkoutErrorKey(error: unknown): string {
  if (error instanceof PaymentFunctionError && CHECKOUT_KEYS[error.code]) return CHECKOUT_KEYS[error.code];
  return 'checkout.errors.failed';
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
};

/** The message key for a failed payment return; anything unexpected is 'processing failed'. */
export function returnErrorKey(error: unknown): string {
  if (error instanceof PaymentFunctionError && RETURN_KEYS[error.code]) return RETURN_KEYS[error.code];
  return 'return.errors.processingFailed';
}
