import type { TFunction } from 'i18next';
import { PaymentFunctionError } from '@/lib/function-error';
import { serverErrorMessage, serverErrorReason, serverErrorText } from '@/lib/server-errors';

/**
 * The words of a registration refusal, whichever path gave it: a database
 * hint of the free path (create_registrations, the registration trigger) or a
 * code of the checkout function (issue 17). One refusal has one wording, in
 * `registration:serverErrors.<reason>` (spec 2 section 8).
 */
export function registrationErrorMessage(error: unknown, t: TFunction): string {
  // 'Please answer: <question>': the database names the question in its message.
  const question = serverErrorText(error).replace(/^Please answer:\s*/, '');
  return serverErrorMessage(error, t, {
    ns: 'registration',
    fallbackKey: 'registration:errors.failed',
    unknownKey: 'registration:errors.failedWithMessage',
    values: { question },
  });
}

/**
 * A refused or failed checkout start: the refusal's wording when the function
 * gave a known code (never its raw text), the support reference of an
 * unexpected server error, else 'Payment processing failed. Please try again.'
 */
export function checkoutErrorMessage(error: unknown, t: TFunction, contactEmail: string | null = null): string {
  const fallbackKey = 'registration:errors.paymentFailed';
  if (!(error instanceof PaymentFunctionError)) return t(fallbackKey);
  if (error.code === 'payments_not_configured') return paymentsNotConfiguredMessage(t, contactEmail);
  if (error.code === 'server_error' && !error.requestId) return t(fallbackKey);
  return serverErrorMessage({ code: error.code }, t, {
    ns: 'registration',
    fallbackKey,
    values: { requestId: error.requestId },
  });
}

/** The refusal's stable reason (hint or function code), for deciding what to read again. */
export const refusalReason = serverErrorReason;

/**
 * 'Card payment is not available yet' and whom to contact (issue 20 point 8): the organisation's contact e-mail
 * (/admin/settings, @/lib/organisation's useContactEmail) when it is set.
 */
export function paymentsNotConfiguredMessage(t: TFunction, email: string | null): string {
  const contact = email ? t('registration:errors.contactAt', { email }) : t('registration:errors.contact');
  return t('registration:errors.paymentsNotConfigured', { contact });
}

const SAVED_CARD_KEYS: Record<string, string> = {
  card_declined: 'registration:savedCard.declined',
  requires_action: 'registration:savedCard.requiresAction',
  payment_method_not_found: 'registration:savedCard.notFound',
  invalid_payment_method: 'registration:savedCard.notFound',
  payment_in_progress: 'registration:savedCard.inProgress',
};

/**
 * A payment with a saved card that did not go through (issue 20 point 6): a
 * declined card or one needing 3-D Secure says nothing was charged and points
 * to 'Pay with a new card'; the checkout's own refusals keep their wording.
 */
export function savedCardErrorMessage(error: unknown, t: TFunction, contactEmail: string | null = null): string {
  const key = error instanceof PaymentFunctionError ? SAVED_CARD_KEYS[error.code] : undefined;
  return key ? t(key) : checkoutErrorMessage(error, t, contactEmail);
}
