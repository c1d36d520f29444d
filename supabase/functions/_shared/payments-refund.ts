// refund-payment's work (issue 20 point 2; docs/payments.md "Refunds"). An
// administrator refunds a registration whose family asked for a refund, or a
// paid checkout that could not be fulfilled ('refund_needed'), in full or in
// part. The database decides: begin_refund() (run with the caller's JWT, so
// the database checks that they are an administrator) locks the row and
// reserves the amount, never more than is left; then the provider is asked
// (Stripe's Refunds API on the payment intent, idempotency key per refund, or
// the local test provider on a development stack), and finish_refund() records
// the refund (log line, e-mail to the family) or releases the reservation.
// Stripe's answer is recorded with the status it reports (issue 33 point 7a):
// 'pending' stays reserved until charge.refund.updated (stripe-webhook) moves it.
import type { Db } from './clients.ts';
import { fail, json, UUID } from './http.ts';
import type { Stripe } from './payments-stripe.ts';

export type RefundMode = 'stripe' | 'test';

type Deps = {
  /** The caller's own client (their JWT): begin_refund checks they are an administrator. */
  caller: Db;
  service: Db;
  /** 'stripe' with a secret key, 'test' on a development stack without one, null: not configured. */
  mode: RefundMode | null;
  stripe: Stripe | null;
};

export const REFUND_NOTE_MAX = 500;

export type RefundRequest = { kind: 'registration' | 'checkout'; id: string; amount: number; note: string | null };

/** The body { kind, id, amount (cents), note? }, or null when malformed. */
export function parseRefundBody(body: Record<string, unknown> | null): RefundRequest | null {
  if (!body) return null;
  const { kind, id, amount, note } = body;
  if (kind !== 'registration' && kind !== 'checkout') return null;
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
  if (note !== undefined && note !== null && typeof note !== 'string') return null;
  const text = typeof note === 'string' ? note.trim() : '';
  if (text.length > REFUND_NOTE_MAX) return null;
  return { kind, id, amount, note: text || null };
}

/** HTTP status of a begin_refund refusal (its hint). */
const REFUSALS: Record<string, number> = {
  admin_only: 403,
  not_found: 404,
  invalid_target: 400,
  invalid_amount: 400,
  note_too_long: 400,
  not_refundable: 409,
  no_payment: 409,
  nothing_left: 409,
  exceeds_remaining: 409,
};

/**
 * Stripe refused the refund (already refunded, amount too large, unknown
 * payment, a card problem): its message is passed on and nothing changes.
 * Anything else (network, Stripe outage, keys) is not a refusal.
 */
function stripeRefusal(err: unknown): { message: string; code: string | null } | null {
  const e = err as { type?: unknown; message?: unknown; code?: unknown } | null;
  if (e && (e.type === 'StripeInvalidRequestError' || e.type === 'StripeCardError') && typeof e.message === 'string')
    return { message: e.message, code: typeof e.code === 'string' ? e.code : null };
  return null;
}

async function finish(service: Db, refundId: string, ok: boolean, providerRefundId: string | null, error?: string) {
  const { error: failed } = await service.rpc('finish_refund', {
    p_refund_id: refundId,
    p_ok: ok,
    p_provider_refund_id: providerRefundId ?? undefined,
    p_error: error,
  });
  if (failed) throw new Error(`finish_refund failed: ${failed.message}`);
}

/**
 * The local test provider: refunds any payment of the test checkout or test
 * cards ('pi_...') at once with a 're_test_...' id; anything else is refused
 * as Stripe would refuse an unknown payment.
 */
function testRefund(paymentIntentId: string): { id: string } | { refused: string } {
  if (!/^pi_[A-Za-z0-9_]+$/.test(paymentIntentId)) return { refused: `No such payment_intent: '${paymentIntentId}'` };
  return { id: `re_test_${crypto.randomUUID().replace(/-/g, '')}` };
}

export async function refundPayment(deps: Deps, body: Record<string, unknown> | null): Promise<Response> {
  if (!deps.mode) return fail(503, 'payments_not_configured', 'Card payment is not configured on this server');
  const request = parseRefundBody(body);
  if (!request) return fail(400, 'bad_request', 'The refund request is malformed');

  const begun = await deps.caller.rpc('begin_refund', {
    p_kind: request.kind,
    p_id: request.id,
    p_amount: request.amount,
    p_note: request.note ?? undefined,
    p_provider: deps.mode,
  });
  if (begun.error) {
    const hint = begun.error.hint ?? '';
    const status = REFUSALS[hint];
    if (!status) throw new Error(`begin_refund failed: ${begun.error.message}`);
    let details: unknown;
    try {
      details = begun.error.details ? JSON.parse(begun.error.details) : undefined;
    } catch {
      details = undefined;
    }
    return fail(status, hint, begun.error.message, details);
  }
  const reserved = begun.data as { refund_id: string; payment_intent_id: string; amount: number; left: number };
  /** The refund's answer: recorded (succeeded) or accepted by Stripe and settled later (pending). */
  const answer = (status: 'succeeded' | 'pending', providerRefundId: string) =>
    json(200, {
      status,
      refundId: reserved.refund_id,
      providerRefundId,
      amount: reserved.amount,
      left: reserved.left,
      provider: deps.mode,
    });

  if (deps.mode === 'stripe') {
    if (!deps.stripe) throw new Error('Stripe is not configured');
    let refund: Stripe.Refund;
    try {
      refund = await deps.stripe.refunds.create(
        {
          payment_intent: reserved.payment_intent_id,
          amount: reserved.amount,
          reason: 'requested_by_customer',
          metadata: { refund_id: reserved.refund_id, kind: request.kind, target_id: request.id },
        },
        { idempotencyKey: `refund-${reserved.refund_id}` },
      );
    } catch (err) {
      const refusal = stripeRefusal(err);
      // Not a refusal: the reservation stays pending (the money may have gone back);
      // the charge.refunded webhook event records it, and nothing can refund it twice.
      if (!refusal) throw err;
      await finish(deps.service, reserved.refund_id, false, null, refusal.message);
      return fail(402, 'refund_refused', refusal.message, { stripeCode: refusal.code });
    }
    if (refund.status === 'failed' || refund.status === 'canceled') {
      const message = `Stripe could not refund this payment (${refund.failure_reason ?? refund.status})`;
      await finish(deps.service, reserved.refund_id, false, refund.id, message);
      return fail(402, 'refund_refused', message, { stripeCode: refund.failure_reason ?? refund.status });
    }
    // Stripe's own status (issue 33 point 7a): 'pending' or 'requires_action' stays reserved, not refunded,
    // until charge.refund.updated says succeeded (recorded then) or failed (released).
    const { data, error } = await deps.service.rpc('record_provider_refund_status', {
      p_payment_intent_id: reserved.payment_intent_id,
      p_provider_refund_id: refund.id,
      p_amount: reserved.amount,
      p_status: refund.status ?? 'pending',
      p_refund_id: reserved.refund_id,
    });
    if (error) throw new Error(`record_provider_refund_status failed: ${error.message}`);
    const state = (data as { state: 'pending' | 'succeeded' | 'failed' }).state;
    // Stripe's failure event got there first (the refund was released).
    if (state === 'failed') return fail(402, 'refund_refused', 'Stripe could not refund this payment');
    return answer(state, refund.id);
  }
  const result = testRefund(reserved.payment_intent_id);
  if ('refused' in result) {
    await finish(deps.service, reserved.refund_id, false, null, result.refused);
    return fail(402, 'refund_refused', result.refused, { stripeCode: 'resource_missing' });
  }
  await finish(deps.service, reserved.refund_id, true, result.id);
  return answer('succeeded', result.id);
}
