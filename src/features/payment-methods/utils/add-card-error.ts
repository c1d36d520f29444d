import type { TFunction } from 'i18next';
import { PaymentFunctionError } from '@/lib/function-error';
import { serverErrorMessage, serverErrorReason, type ServerErrorOptions } from '@/lib/server-errors';

/**
 * A refused card save or setup through the one mapper: the edge function's code becomes
 * paymentMethods:serverErrors.<code> (server_error only with its support reference); anything else, and never
 * the server's own text, is 'The card could not be saved'.
 */
export const addCardServerErrors: ServerErrorOptions = {
  ns: 'paymentMethods',
  unknownKey: 'paymentMethods:errors.saveFailed',
  fallbackKey: 'paymentMethods:errors.saveFailed',
  values: (error) => {
    const requestId = error instanceof PaymentFunctionError ? error.requestId : undefined;
    return serverErrorReason(error) === 'server_error' && !requestId ? null : { requestId };
  },
};

/** The words of a refused card save or setup, in the user's language. */
export function addCardError(error: unknown, t: TFunction): string {
  return serverErrorMessage(error, t, addCardServerErrors);
}
