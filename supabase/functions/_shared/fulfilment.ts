// Fulfilment of a paid checkout, shared by confirm-checkout and stripe-webhook
// (issue 7 point 2). The database does the work in one transaction under a
// row lock on the session (public.fulfil_checkout_session): idempotent, and a
// refusal (duplicate, sold out) leaves the session 'refund_needed'.
import type { SupabaseClient } from '@supabase/supabase-js';

export type FulfilledRegistration = { id: string; participant_id: string | null; status: string; amount_paid: number };

export type FulfilResult =
  | { ok: true; already: boolean; registrations: FulfilledRegistration[] }
  | { ok: false; code: string };

/** Creates the registrations of a checkout the caller verified as paid (service role client). */
export async function fulfilCheckout(
  service: SupabaseClient,
  checkoutSessionId: string,
  payment: { paymentIntentId?: string | null; stripeSessionId?: string | null } = {},
): Promise<FulfilResult> {
  const { data, error } = await service.rpc('fulfil_checkout_session', {
    p_session_id: checkoutSessionId,
    p_payment_intent_id: payment.paymentIntentId ?? null,
    p_stripe_session_id: payment.stripeSessionId ?? null,
  });
  if (error) throw new Error(`fulfil_checkout_session failed: ${error.message}`);
  const r = data as { ok: boolean; code?: string; already?: boolean; registrations?: FulfilledRegistration[] };
  if (!r.ok) return { ok: false, code: r.code ?? 'registration_failed' };
  return { ok: true, already: Boolean(r.already), registrations: r.registrations ?? [] };
}

/** HTTP status of a fulfilment refusal (confirm-checkout answers). */
export function refusalStatus(code: string): number {
  if (code === 'session_not_found') return 404;
  if (code === 'not_paid') return 402;
  return 409;
}

/** Marks an open (unpaid) session as no longer payable: expired or cancelled. */
export async function closeCheckout(service: SupabaseClient, checkoutSessionId: string, status: 'expired' | 'cancelled') {
  const { error } = await service
    .from('checkout_sessions')
    .update({ status })
    .eq('id', checkoutSessionId)
    .eq('status', 'open');
  if (error) throw new Error(`closing checkout failed: ${error.message}`);
}
