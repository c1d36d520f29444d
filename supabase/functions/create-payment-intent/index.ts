// POST { ...checkout body, payment_method_id } -> { success, sessionId, payment_intent_id, amount, registrations }
// Pays a registration order with a saved card of the caller (issue 20 point 6): the
// checkout's checks and price, then the checkout's fulfilment (_shared/payments-saved-card.ts).
// POST { registration_ids, payment_method_id } -> { success, message, payment_intent_id?, amount? }
// Pays what is still due on the caller's existing registrations (spec 1 sections 7-8).
// 503 payments_not_configured on a deployed project without a Stripe key (point 8).
import { activeCaller, serviceClient } from '../_shared/clients.ts';
import { json, postHandler, readJsonObject } from '../_shared/http.ts';
import { parseCheckoutBody } from '../_shared/domain/registration-order.ts';
import { paymentsNotConfigured } from '../_shared/payments-availability.ts';
import { createPaymentIntent } from '../_shared/payments-cards.ts';
import { paymentsConfig } from '../_shared/payments-config.ts';
import { payOrderWithSavedCard } from '../_shared/payments-saved-card.ts';
import { makeStripe } from '../_shared/payments-stripe.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(
  postHandler(async (req) => {
    const caller = await activeCaller(req, env);
    if (caller instanceof Response) return caller;
    const config = paymentsConfig(env);
    const unavailable = paymentsNotConfigured(config);
    if (unavailable) return unavailable;
    const body = await readJsonObject(req);
    const deps = { service: serviceClient(env), stripe: makeStripe(config) };
    if (body && 'metadata' in body) {
      const request = parseCheckoutBody(body);
      if (!request) {
        const message = 'The payment request is malformed';
        return json(400, { success: false, error: message, message, code: 'bad_request' });
      }
      return payOrderWithSavedCard(deps, caller, request, body.payment_method_id);
    }
    return createPaymentIntent(deps, caller, body?.registration_ids, body?.payment_method_id);
  }),
);
