// POST (service role only) -> { done, retried, failed, stripe }
// Does what is owed to Stripe after deletions here (issue 36 point 3,
// decision 0063): detaches removed cards and deletes deleted accounts'
// customers (_shared/payments-cleanup.ts). Started by the database when work
// is recorded (private.request_function_run, through pg_net), and by anyone
// holding the service role key; each run also retries what earlier runs could not do.
import { isServiceCaller, serviceClient } from '../_shared/clients.ts';
import { fail, json, postHandler } from '../_shared/http.ts';
import { runStripeCleanups } from '../_shared/payments-cleanup.ts';
import { paymentsConfig } from '../_shared/payments-config.ts';
import { makeStripe } from '../_shared/payments-stripe.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(
  postHandler(async (req) => {
    if (!isServiceCaller(req, env)) return fail(403, 'forbidden', 'Only the server cleans up at Stripe');
    const stripe = makeStripe(paymentsConfig(env));
    const run = await runStripeCleanups(serviceClient(env), stripe);
    return json(200, { ...run, stripe: Boolean(stripe) });
  }),
);
