import { supabase } from '@/lib/supabase';
import { toPaymentFunctionError } from './function-error';

export type ConfirmedRegistration = {
  id: string;
  participant_id: string | null;
  status: string;
  amount_paid: number;
};

export type ConfirmCheckoutResult = {
  status: 'fulfilled';
  confirmationId: string;
  registrations: ConfirmedRegistration[];
  alreadyFulfilled: boolean;
};

/**
 * Asks the server to fulfil a returned checkout (edge function
 * `confirm-checkout`). It creates the registrations only when the session
 * belongs to the caller and is paid; otherwise it throws a PaymentFunctionError
 * with code session_not_found, not_paid, expired, cancelled, already_registered
 * (23505) or registration_failed.
 */
export async function confirmCheckout(sessionId: string): Promise<ConfirmCheckoutResult> {
  const { data, error } = await supabase.functions.invoke<ConfirmCheckoutResult>('confirm-checkout', {
    body: { session_id: sessionId },
  });
  if (error) throw await toPaymentFunctionError(error);
  return data as ConfirmCheckoutResult;
}
