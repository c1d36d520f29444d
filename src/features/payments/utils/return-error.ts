import type { TFunction } from 'i18next';
import { PaymentFunctionError } from '@/lib/function-error';
import { serverErrorMessage } from '@/lib/server-errors';

/**
 * The words of a failed payment return (confirm-checkout's codes, spec 1
 * section 8): `payments:serverErrors.<code>`; anything unexpected, and never
 * the server's own text, is 'Registration processing failed'.
 */
export function returnErrorMessage(error: unknown, t: TFunction): string {
  const code = error instanceof PaymentFunctionError ? error.code : null;
  return serverErrorMessage(code ? { code } : null, t, {
    ns: 'payments',
    fallbackKey: 'payments:return.errors.processingFailed',
  });
}
