// POST { payment_method_id, is_default } -> { success, message, payment_method? }
// Saves a card for the caller (spec 1 sections 7-8); Stripe customer per user.
import { callerOf, serviceClient } from '../_shared/clients.ts';
import { json, postHandler, readJsonObject } from '../_shared/http.ts';
import { savePaymentMethod } from '../_shared/payments-cards.ts';
import { paymentsConfig } from '../_shared/payments-config.ts';
import { makeStripe } from '../_shared/payments-stripe.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(
  postHandler(async (req) => {
    const caller = await callerOf(req, env);
    if (!caller) return json(401, { success: false, message: 'No active session found', code: 'not_signed_in' });
    const body = await readJsonObject(req);
    const deps = { service: serviceClient(env), stripe: makeStripe(paymentsConfig(env)) };
    return savePaymentMethod(deps, caller, body?.payment_method_id, body?.is_default);
  }),
);
