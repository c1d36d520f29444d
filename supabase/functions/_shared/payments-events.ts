// The replay guard of stripe-webhook (issue 7 point 2): each verified event id
// is processed once (public.record_stripe_event); an event whose work fails is
// forgotten, so Stripe's retry of it is processed.
import type { Db } from './clients.ts';
import type { Stripe } from './payments-stripe.ts';

/** True the first time this event id is seen (the event is then recorded), false for a replay. */
export async function recordEvent(service: Db, event: Stripe.Event, checkoutId: string | null): Promise<boolean> {
  const { data, error } = await service.rpc('record_stripe_event', {
    p_event_id: event.id,
    p_type: event.type,
    p_checkout_session_id: checkoutId ?? undefined, // left out: the function's default, null
  });
  if (error) throw new Error(`record_stripe_event failed: ${error.message}`);
  return data === true;
}

/** Runs an event's work; if it throws, the event is forgotten so Stripe's retry is processed. */
export async function forgetOnError(service: Db, eventId: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    await service.from('stripe_events').delete().eq('id', eventId);
    throw err;
  }
}
