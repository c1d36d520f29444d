// POST { session_id } -> { status: 'fulfilled', confirmationId, registrations, alreadyFulfilled }
// Called by the dashboard on return from checkout (spec 1 section 2).
import { activeCaller, serviceClient } from '../_shared/clients.ts';
import { postHandler, readJsonObject } from '../_shared/http.ts';
import { paymentsConfig } from '../_shared/payments-config.ts';
import { confirmCheckout } from '../_shared/payments-confirm.ts';
import { makeStripe } from '../_shared/payments-stripe.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(
  postHandler(async (req) => {
    const caller = await activeCaller(req, env);
    if (caller instanceof Response) return caller;
    const body = await readJsonObject(req);
    const config = paymentsConfig(env);
    return confirmCheckout({ service: serviceClient(env), stripe: makeStripe(config) }, caller.id, body?.session_id);
  }),
);
