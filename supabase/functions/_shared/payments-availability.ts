// Whether this server may take card payments at all (issue 20 point 8): with
// a Stripe secret key, through Stripe; on a development stack (local-supabase
// sets SUPABASE_LOCAL_DEV_STACK=1), through the local test provider. A
// deployed project with neither answers 503 payments_not_configured from
// create-checkout-session, create-payment-intent and save-payment-method, and
// the screens say card payment is not available yet and whom to contact.
import { json } from './http.ts';
import type { PaymentsConfig } from './payments-config.ts';

/** 'stripe' with a key, 'test' on a development stack without one, else null (not configured). */
export function paymentsMode(config: Pick<PaymentsConfig, 'stripeSecretKey' | 'devStack'>): 'stripe' | 'test' | null {
  if (config.stripeSecretKey) return 'stripe';
  return config.devStack ? 'test' : null;
}

/**
 * The 503 answer when payments are not configured, or null when they are.
 * Both answer shapes are filled: { error, code } (checkout) and
 * { success, message } (the saved-card functions, spec 1 section 8).
 */
export function paymentsNotConfigured(config: Pick<PaymentsConfig, 'stripeSecretKey' | 'devStack'>): Response | null {
  if (paymentsMode(config)) return null;
  const message = 'Card payment is not configured on this server';
  return json(503, { success: false, error: message, message, code: 'payments_not_configured' });
}
