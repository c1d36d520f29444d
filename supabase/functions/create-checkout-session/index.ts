// POST { amount, programName, participantNames, metadata } -> { url }
// The spec's /api/create-checkout-session as an edge function (ARCHITECTURE
// section 5). The caller comes from the JWT; metadata.userId is ignored.
import { activeCaller, serviceClient } from '../_shared/clients.ts';
import { fail, postHandler, readJsonObject } from '../_shared/http.ts';
import { parseCheckoutBody } from '../_shared/domain/registration-order.ts';
import { createCheckout } from '../_shared/payments-checkout.ts';
import { paymentsNotConfigured } from '../_shared/payments-availability.ts';
import { paymentsConfig } from '../_shared/payments-config.ts';
import { makeStripe } from '../_shared/payments-stripe.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(
  postHandler(async (req) => {
    const caller = await activeCaller(req, env);
    if (caller instanceof Response) return caller;
    const config = paymentsConfig(env);
    // No Stripe key on a deployed project: no test checkout either (issue 20 point 8).
    const unavailable = paymentsNotConfigured(config);
    if (unavailable) return unavailable;
    const request = parseCheckoutBody(await readJsonObject(req));
    if (!request) return fail(400, 'bad_request', 'The checkout request is malformed');
    return createCheckout(
      { service: serviceClient(env), config, stripe: makeStripe(config), origin: req.headers.get('origin') },
      caller,
      request,
    );
  }),
);
