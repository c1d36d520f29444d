import { supabase } from '@/lib/supabase';
import { PaymentFunctionError, toPaymentFunctionError } from './function-error';

/** An answer to a custom question, as the registration screen holds it. */
export type AgreementAnswer = string | boolean | string[];

/**
 * The spec's checkout body (spec 2 section 7), sent to the edge function
 * `create-checkout-session`. Money in integer cents. The server re-validates
 * and re-prices everything; `amount` must equal its total or it refuses with
 * code `amount_mismatch`. `metadata.userId` is ignored (the JWT says who pays).
 */
export type CheckoutBody = {
  amount: number;
  programName: string;
  participantNames: string[];
  metadata: {
    programId: string;
    selectedParticipants: string[];
    /** participant id -> price tier id */
    participantPriceTiers: Record<string, string>;
    /** participant id -> assistance code text (omit or '' for none) */
    financialAssistanceCodes: Record<string, string>;
    waiverAccepted: boolean;
    mediaConsentAccepted: boolean;
    concussionAwarenessAccepted: boolean;
    /** question id -> answer (applies to every selected participant) */
    agreementResponses: Record<string, AgreementAnswer>;
    userId?: string;
    /**
     * Acceptance times (ISO): ignored by the server, which stores the checkout's
     * creation time. The legal text versions shown are required and must be the
     * ones in force, else the server refuses with `consent_version_outdated`.
     */
    waiverAcceptedAt?: string | null;
    mediaConsentAcceptedAt?: string | null;
    concussionAwarenessAcceptedAt?: string | null;
    waiverVersion?: string | null;
    mediaConsentVersion?: string | null;
    concussionVersion?: string | null;
    language?: 'en' | 'fr';
  };
};

/**
 * Starts a paid checkout; resolves with the address to send the browser to
 * (Stripe Checkout, or the local TEST MODE checkout). On a refusal it throws a
 * PaymentFunctionError (an Error) with:
 *   - `code`: the function's stable code: validation_failed, amount_mismatch,
 *     already_registered, sold_out, free_order, not_signed_in, program_closed,
 *     too_many_attempts (429), price_tier_unavailable, price_option_required,
 *     consent_version_outdated, server_error, no_url, network_error, ...;
 *   - `status` (HTTP status or null), `details` (e.g. the problems list) and,
 *     for server_error, `requestId`.
 * checkoutErrorKey() / checkoutErrorMessage() map it to a `payments` message;
 * anything unmapped is 'Payment processing failed. Please try again.'
 */
export async function startCheckout(body: CheckoutBody): Promise<{ url: string }> {
  const { data, error } = await supabase.functions.invoke<{ url?: string }>('create-checkout-session', {
    body,
  });
  if (error) throw await toPaymentFunctionError(error);
  if (!data?.url) throw new PaymentFunctionError('No checkout address was returned', 'no_url', 200);
  return { url: data.url };
}
