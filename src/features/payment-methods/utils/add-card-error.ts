import type { TFunction } from 'i18next';
import { PaymentFunctionError } from '@/lib/function-error';

/** The words of a refused card save or setup, in the user's language (never the server's raw text). */
export function addCardError(error: unknown, t: TFunction): string {
  if (!(error instanceof PaymentFunctionError)) return t('paymentMethods:errors.saveFailed');
  if (error.code === 'invalid_payment_method' || error.code === 'card_error')
    return t('paymentMethods:errors.invalidCard');
  if (error.code === 'account_inactive') return t('paymentMethods:errors.accountInactive');
  if (error.code === 'server_error' && error.requestId)
    return t('paymentMethods:errors.serverError', { requestId: error.requestId });
  return t('paymentMethods:errors.saveFailed');
}
