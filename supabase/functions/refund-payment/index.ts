// POST { kind: 'registration' | 'checkout', id, amount (cents), note? }
//   -> { status: 'succeeded', refundId, providerRefundId, amount, left, provider }
// Administrators only (the database checks the caller's JWT in begin_refund).
// Refunds through Stripe with STRIPE_SECRET_KEY, else through the local test
// provider on a development stack only; elsewhere 503 payments_not_configured.
import { createClient } from '@supabase/supabase-js';
import { activeCaller, serviceClient, type Db } from '../_shared/clients.ts';
import type { Database } from '../_shared/database.types.ts';
import { triggerEmailDelivery } from '../_shared/email-delivery-trigger.ts';
import { postHandler, readJsonObject } from '../_shared/http.ts';
import { paymentsConfig } from '../_shared/payments-config.ts';
import { refundPayment } from '../_shared/payments-refund.ts';
import { makeStripe } from '../_shared/payments-stripe.ts';

const env = (name: string) => Deno.env.get(name);

/** A client acting as the caller (their bearer token): RLS and auth.uid() apply. */
function callerClient(req: Request): Db {
  return createClient<Database>(env('SUPABASE_URL')!, env('SUPABASE_ANON_KEY')!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: req.headers.get('authorization') ?? '' } },
  });
}

Deno.serve(
  postHandler(async (req) => {
    const caller = await activeCaller(req, env);
    if (caller instanceof Response) return caller;
    const config = paymentsConfig(env);
    const mode = config.stripeSecretKey ? 'stripe' : config.devStack ? 'test' : null;
    const res = await refundPayment(
      { caller: callerClient(req), service: serviceClient(env), mode, stripe: makeStripe(config) },
      await readJsonObject(req),
    );
    // The 'refund processed' e-mail was queued: send it now (the schedule would anyway).
    if (res.ok) triggerEmailDelivery(env);
    return res;
  }),
);
