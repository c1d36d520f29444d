// The Stripe client of the edge functions (npm:stripe through deno.json's
// import map; the same package in Node tests). Fetch-based, so it runs in Deno.
import Stripe from 'stripe';
import type { PaymentsConfig } from './payments-config.ts';

export type { Stripe };

/** A Stripe client when a secret key is set, else null (test provider). */
export function makeStripe(config: PaymentsConfig): Stripe | null {
  if (!config.stripeSecretKey) return null;
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
  return new Stripe(config.stripeSecretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}

/** Webhook signature checks need no API key: a keyless client for constructEventAsync. */
export function webhookVerifier(): Stripe {
  return new Stripe('sk_webhook_verification_only', { httpClient: Stripe.createFetchHttpClient() });
}

export const cryptoProvider = Stripe.createSubtleCryptoProvider();
