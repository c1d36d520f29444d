// POST from Stripe (no Supabase JWT: verify_jwt = false in config.toml). The
// raw body and the Stripe-Signature header are verified before anything else.
import { serviceClient } from '../_shared/clients.ts';
import { fail, serverError } from '../_shared/http.ts';
import { paymentsConfig } from '../_shared/payments-config.ts';
import { cryptoProvider, makeStripe, webhookVerifier } from '../_shared/payments-stripe.ts';
import { handleStripeWebhook } from '../_shared/payments-webhook.ts';

const env = (name: string) => Deno.env.get(name);
const verifier = webhookVerifier();

Deno.serve(async (req) => {
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST');
  const config = paymentsConfig(env);
  const raw = await req.text();
  try {
    return await handleStripeWebhook(
      {
        service: serviceClient(env),
        verifier,
        secret: config.webhookSecret,
        cryptoProvider,
        stripe: makeStripe(config),
      },
      raw,
      req.headers.get('stripe-signature'),
    );
  } catch (err) {
    // 500: Stripe retries the event (it was forgotten by handleStripeWebhook).
    return serverError(err, 'stripe-webhook');
  }
});
