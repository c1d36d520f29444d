// Payment settings from the environment (docs/payments.md). With no
// STRIPE_SECRET_KEY the functions use the local test provider.
import type { Env } from './clients.ts';

export type PaymentsConfig = {
  stripeSecretKey: string | null;
  /**
   * A development stack (local-supabase sets SUPABASE_LOCAL_DEV_STACK=1; hosted
   * Supabase refuses secrets named SUPABASE_*): only there may the local test
   * provider stand in for Stripe when no key is set.
   */
  devStack: boolean;
  webhookSecret: string | null;
  /** Only for tests: Stripe's API replaced by a local fake (e.g. http://127.0.0.1:4010). */
  stripeApiBase: string | null;
  siteUrl: string | null;
  allowedOrigins: string[];
  /** Where the local test checkout lives (the local-supabase gateway). */
  supabaseUrl: string;
  /** Minutes before an unpaid checkout expires (Stripe accepts 30 to 1440). */
  expiryMinutes: number;
};

export function paymentsConfig(env: Env): PaymentsConfig {
  const list = (env('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const siteUrl = env('SITE_URL')?.trim().replace(/\/$/, '') || null;
  const minutes = Number(env('CHECKOUT_EXPIRY_MINUTES') ?? 60);
  return {
    stripeSecretKey: env('STRIPE_SECRET_KEY')?.trim() || null,
    devStack: /^(1|true)$/i.test(env('SUPABASE_LOCAL_DEV_STACK')?.trim() ?? ''),
    webhookSecret: env('STRIPE_WEBHOOK_SECRET')?.trim() || null,
    stripeApiBase: env('STRIPE_API_BASE')?.trim() || null,
    siteUrl,
    allowedOrigins: siteUrl ? [siteUrl, ...list] : list,
    supabaseUrl: (env('SUPABASE_URL') ?? '').replace(/\/$/, ''),
    expiryMinutes: Number.isFinite(minutes) ? Math.min(Math.max(minutes, 30), 1440) : 60,
  };
}

const LOCAL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The app origin to send the buyer back to: the request's Origin when it is
 * allowed (ALLOWED_ORIGINS / SITE_URL, or any localhost origin when neither is
 * set), else SITE_URL; null when there is none (the request is refused).
 */
export function returnOrigin(origin: string | null, config: PaymentsConfig): string | null {
  const o = origin?.replace(/\/$/, '') ?? null;
  if (config.allowedOrigins.length === 0) return o && LOCAL.test(o) ? o : null;
  if (o && config.allowedOrigins.includes(o)) return o;
  return config.siteUrl;
}
