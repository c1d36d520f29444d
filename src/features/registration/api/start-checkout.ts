import type { CheckoutBody } from '@domain/registration-order';
import { supabase } from '@/lib/supabase';
import { PaymentFunctionError, toPaymentFunctionError } from '@/lib/function-error';

/**
 * The paid path: starts a checkout of the order (edge function
 * `create-checkout-session`, spec 2 section 7; the body is
 * checkoutBody(order) of @domain/registration-order) and resolves with the
 * address to send the browser to (Stripe Checkout, or the local TEST MODE
 * checkout). On a refusal it throws a PaymentFunctionError (an Error) with:
 *   - `code`: the function's stable code: validation_failed, amount_mismatch,
 *     already_registered, sold_out, free_order, not_signed_in, program_closed,
 *     too_many_attempts (429), price_tier_unavailable, price_option_required,
 *     consent_version_outdated, server_error, no_url, network_error, ...;
 *   - `status` (HTTP status or null), `details` (e.g. the problems list) and,
 *     for server_error, `requestId`.
 * checkoutErrorMessage() (utils/server-error.ts) words it.
 */
export async function startCheckout(body: CheckoutBody): Promise<{ url: string }> {
  const { data, error } = await supabase.functions.invoke<{ url?: string }>('create-checkout-session', {
    body,
  });
  if (error) throw await toPaymentFunctionError(error);
  if (!data?.url) throw new PaymentFunctionError('No checkout address was returned', 'no_url', 200);
  return { url: data.url };
}
