// POST { payment_method_id, is_default } -> { success, message, payment_method? }
// Saves a card for the caller (spec 1 sections 7-8); Stripe customer per user.
// POST { action: 'setup' } -> { mode: 'stripe', clientSecret } | { mode: 'test', testCards }:
// how /profile adds a card (issue 20 point 5). 503 payments_not_configured on a
// deployed project without a Stripe key (point 8).
// POST { action: 'remove', method_id } -> { success, message, detached }: forgets the
// caller's card and detaches it at Stripe (issue 36 point 3, _shared/payments-card-removal.ts).
import { activeCaller, callerClient, serviceClient } from '../_shared/clients.ts';
import { postHandler, readJsonObject } from '../_shared/http.ts';
import { paymentsNotConfigured } from '../_shared/payments-availability.ts';
import { removeSavedCard } from '../_shared/payments-card-removal.ts';
import { cardSetup, savePaymentMethod } from '../_shared/payments-cards.ts';
import { paymentsConfig } from '../_shared/payments-config.ts';
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
    if (body?.action === 'setup') return cardSetup(deps, caller);
    if (body?.action === 'remove') return removeSavedCard(deps, callerClient(req, env), body.method_id);
    return savePaymentMethod(deps, caller, body?.payment_method_id, body?.is_default);
  }),
);
