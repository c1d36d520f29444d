// Fulfilment of a paid checkout, shared by confirm-checkout and stripe-webhook
// (issue 7 point 2). The database does the work in one transaction under a
// row lock on the session (public.fulfil_checkout_session): idempotent, and a
// refusal (duplicate, sold out) leaves the session 'refund_needed'.
import { z } from 'zod';
import type { Db } from './clients.ts';
import { triggerEmailDelivery } from './email-delivery-trigger.ts';

const fulfilledRegistrationSchema = z.object({
  id: z.string(),
  participant_id: z.string().nullable(),
  status: z.string(),
  amount_paid: z.number(),
});
export type FulfilledRegistration = z.infer<typeof fulfilledRegistrationSchema>;

/** fulfil_checkout_session()'s JSON answer. */
const fulfilAnswerSchema = z.object({
  ok: z.boolean(),
  code: z.string().optional(),
  already: z.boolean().optional(),
  registrations: z.array(fulfilledRegistrationSchema).optional(),
});

export type FulfilResult =
  { ok: true; already: boolean; registrations: FulfilledRegistration[] } | { ok: false; code: string };

/** Creates the registrations of a checkout the caller verified as paid (service role client). */
export async function fulfilCheckout(
  service: Db,
  checkoutSessionId: string,
  payment: { paymentIntentId?: string | null; stripeSessionId?: string | null } = {},
): Promise<FulfilResult> {
  // An id left out takes the function's default, null.
  const { data, error } = await service.rpc('fulfil_checkout_session', {
    p_session_id: checkoutSessionId,
    p_payment_intent_id: payment.paymentIntentId ?? undefined,
    p_stripe_session_id: payment.stripeSessionId ?? undefined,
  });
  if (error) throw new Error(`fulfil_checkout_session failed: ${error.message}`);
  const r = fulfilAnswerSchema.parse(data);
  if (!r.ok) return { ok: false, code: r.code ?? 'registration_failed' };
  // The fulfilment queued the "registration confirmed" e-mails: send them now, in the background.
  if (!r.already) triggerEmailDelivery();
  return { ok: true, already: Boolean(r.already), registrations: r.registrations ?? [] };
}

/** HTTP status of a fulfilment refusal (confirm-checkout answers). */
export function refusalStatus(code: string): number {
  if (code === 'session_not_found') return 404;
  if (code === 'not_paid') return 402;
  return 409;
}

/** The payment intent id of a Checkout Session (a string, an expanded object, or none). */
export function paymentIntentOf(session: { payment_intent?: string | { id: string } | null }): string | null {
  return typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
}

/** Marks an open (unpaid) session as no longer payable: expired or cancelled, with why when known. */
export async function closeCheckout(
  service: Db,
  checkoutSessionId: string,
  status: 'expired' | 'cancelled',
  reason?: string,
) {
  const { error } = await service
    .from('checkout_sessions')
    .update(reason ? { status, error: reason } : { status })
    .eq('id', checkoutSessionId)
    .eq('status', 'open');
  if (error) throw new Error(`closing checkout failed: ${error.message}`);
}

/** What Stripe says the buyer was charged (a Checkout Session's amount_total and currency). */
export type Charged = { amount_total?: number | null; currency?: string | null };
/** What we priced: the checkout_sessions row. */
export type Priced = { id: string; amount_total: number; currency: string };

/** Whether Stripe charged exactly the amount and currency of our checkout row (issue 17 point 12). */
export function amountMatches(charged: Charged, priced: Pick<Priced, 'amount_total' | 'currency'>): boolean {
  return (
    typeof charged.amount_total === 'number' &&
    charged.amount_total === priced.amount_total &&
    typeof charged.currency === 'string' &&
    charged.currency.toLowerCase() === priced.currency.toLowerCase()
  );
}

/**
 * A payment whose amount differs from our price fulfils nothing: an open or
 * paid session becomes 'refund_needed' with failure code 'amount_mismatch'
 * (confirm-checkout then answers that code), for an admin to refund.
 */
export async function markAmountMismatch(
  service: Db,
  priced: Priced,
  charged: Charged,
  payment: { stripeSessionId: string | null; paymentIntentId: string | null },
) {
  const detail =
    `amount_mismatch: Stripe ${payment.stripeSessionId ? `session ${payment.stripeSessionId}` : `payment intent ${payment.paymentIntentId ?? '?'}`} total ${charged.amount_total ?? 'none'} ${charged.currency ?? 'none'}, ` +
    `expected ${priced.amount_total} ${priced.currency}`;
  console.error(`checkout ${priced.id}: ${detail}`);
  const { data, error } = await service.from('checkout_sessions').select('payload').eq('id', priced.id).single();
  if (error) throw new Error(`checkout_sessions read failed: ${error.message}`);
  const payload = { ...((data?.payload ?? {}) as Record<string, unknown>), failure_code: 'amount_mismatch' };
  const saved = await service
    .from('checkout_sessions')
    // The payment intent is kept so the refund can be made.
    .update({
      status: 'refund_needed',
      error: detail,
      payload,
      ...(payment.paymentIntentId ? { payment_intent_id: payment.paymentIntentId } : {}),
    })
    .eq('id', priced.id)
    .in('status', ['open', 'paid']);
  if (saved.error) throw new Error(`marking amount mismatch failed: ${saved.error.message}`);
}
