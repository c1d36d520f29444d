// confirm-checkout's work (issue 7 point 2): the dashboard returns with a
// session id; registrations are created only when that session belongs to the
// caller and the provider says it is paid. A made-up or unpaid id creates nothing.
import type { Db } from './clients.ts';
import {
  amountMatches,
  closeCheckout,
  fulfilCheckout,
  markAmountMismatch,
  paymentIntentOf,
  refusalStatus,
} from './fulfilment.ts';
import { fail, json, UUID } from './http.ts';
import type { Stripe } from './payments-stripe.ts';

type SessionRow = {
  id: string;
  user_id: string;
  status: string;
  provider: 'test' | 'stripe';
  stripe_session_id: string | null;
  payment_intent_id: string | null;
  expires_at: string;
  amount_total: number;
  currency: string;
};

const MESSAGES: Record<string, string> = {
  session_not_found: 'No checkout matches this confirmation',
  not_paid: 'This checkout has not been paid',
  expired: 'This checkout has expired',
  cancelled: 'This checkout was cancelled',
  already_registered: "It looks like you're already registered for this program!",
  sold_out_after_payment: 'The last spot was taken before this payment completed; the payment is marked for refund',
  registration_failed: 'Registration creation failed. Please contact support with your payment confirmation.',
  amount_mismatch:
    'The amount paid does not match the order total; no registration was created and the payment is marked for refund',
};
const refuse = (code: string) => fail(refusalStatus(code), code, MESSAGES[code] ?? MESSAGES.registration_failed);

export async function confirmCheckout(
  deps: { service: Db; stripe: Stripe | null; now?: Date },
  callerId: string,
  sessionId: unknown,
): Promise<Response> {
  const { service, stripe } = deps;
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return refuse('session_not_found');
  const { data, error } = await service
    .from('checkout_sessions')
    .select('id, user_id, status, provider, stripe_session_id, payment_intent_id, expires_at, amount_total, currency')
    .eq('id', sessionId)
    .eq('user_id', callerId)
    .maybeSingle();
  if (error) throw new Error(`checkout_sessions read failed: ${error.message}`);
  const row = data as SessionRow | null;
  if (!row) return refuse('session_not_found');

  let paymentIntentId = row.payment_intent_id;
  if (row.status === 'open' || row.status === 'paid') {
    if (row.provider === 'stripe') {
      if (!stripe || !row.stripe_session_id)
        return fail(503, 'provider_unavailable', 'The payment provider is not configured');
      const session = await stripe.checkout.sessions.retrieve(row.stripe_session_id);
      if (session.status === 'expired') {
        await closeCheckout(service, row.id, 'expired');
        return refuse('expired');
      }
      if (session.payment_status !== 'paid') return refuse('not_paid');
      paymentIntentId = paymentIntentOf(session);
      if (!amountMatches(session, row)) {
        await markAmountMismatch(service, row, session, { stripeSessionId: session.id, paymentIntentId });
        return refuse('amount_mismatch');
      }
    } else {
      // The local test provider: paid only through the TEST MODE page, and never once a real key is set.
      if (stripe) return refuse('not_paid');
      if (row.status !== 'paid') {
        if (Date.parse(row.expires_at) <= (deps.now ?? new Date()).getTime()) {
          await closeCheckout(service, row.id, 'expired');
          return refuse('expired');
        }
        return refuse('not_paid');
      }
    }
  }
  // fulfilled and refund_needed sessions are answered by the function itself (idempotent).
  const result = await fulfilCheckout(service, row.id, { paymentIntentId, stripeSessionId: row.stripe_session_id });
  if (!result.ok) return refuse(result.code);
  return json(200, {
    status: 'fulfilled',
    confirmationId: row.stripe_session_id ?? row.id,
    registrations: result.registrations,
    alreadyFulfilled: result.already,
  });
}
