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
export function checkoutErrorMessage(error: unknown, t: TFunction): string {
  const fallbackKey = 'registration:errors.paymentFailed';
  if (!(error instanceof PaymentFunctionError)) return t(fallbackKey);
  if (error.code === 'server_error' && !error.requestId) return t(fallbackKey);
  return serverErrorMessage({ code: error.code }, t, {
    ns: 'registration',
    fallbackKey,
    values: { requestId: error.requestId },
  });
}

/** The refusal's stable reason (hint or function code), for deciding what to read again. */
export const refusalReason = serverErrorReason;
