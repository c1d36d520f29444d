// POST { session_id } -> { status: 'fulfilled', confirmationId, registrations, alreadyFulfilled }
// Called by the dashboard on return from checkout (spec 1 section 2).
import { callerOf, serviceClient } from '../_shared/clients.ts';
import { fail, postHandler, readJsonObject } from '../_shared/http.ts';
import { paymentsConfig } from '../_shared/payments-config.ts';
import { confirmCheckout } from '../_shared/payments-confirm.ts';
import { makeStripe } from '../_shared/payments-stripe.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(
  postHandler(async (req) => {
    const caller = await callerOf(req, env);
    if (!caller) return fail(401, 'not_signed_in', 'No active session found');
    const body = await readJsonObject(req);
    const config = paymentsConfig(env);
    return confirmCheckout({ service: serviceClient(env), stripe: makeStripe(config) }, caller.id, body?.session_id);
  }),
);
