import { describe, expect, it } from 'vitest';
import { paymentsConfig, returnOrigin } from './payments-config.ts';

const config = (env: Record<string, string>) => paymentsConfig((name) => env[name]);

describe('returnOrigin', () => {
  it.each([
    ['localhost is allowed with no allow-list', {}, 'http://localhost:5173', 'http://localhost:5173'],
    ['127.0.0.1 on any port with no allow-list', {}, 'http://127.0.0.1:40123', 'http://127.0.0.1:40123'],
    ['a foreign origin is refused with no allow-list', {}, 'https://evil.example', null],
    ['no Origin and no SITE_URL is refused', {}, null, null],
    [
      'an allowed origin is used',
      { ALLOWED_ORIGINS: 'https://a.example, https://b.example/' },
      'https://b.example',
      'https://b.example',
    ],
    [
      'SITE_URL is allowed',
      { SITE_URL: 'https://register.example/' },
      'https://register.example',
      'https://register.example',
    ],
    [
      'a foreign origin falls back to SITE_URL',
      { SITE_URL: 'https://register.example' },
      'https://evil.example',
      'https://register.example',
    ],
    [
      'localhost is not allowed once a list is set',
      { ALLOWED_ORIGINS: 'https://a.example' },
      'http://localhost:5173',
      null,
    ],
  ])('%s', (_name, env, origin, expected) => {
    expect(returnOrigin(origin, config(env))).toBe(expected);
  });
});

describe('paymentsConfig', () => {
  it('uses the test provider without a key and keeps the expiry within what Stripe accepts', () => {
    expect(config({})).toMatchObject({ stripeSecretKey: null, webhookSecret: null, expiryMinutes: 60 });
    expect(config({ CHECKOUT_EXPIRY_MINUTES: '5' }).expiryMinutes).toBe(30);
    expect(config({ CHECKOUT_EXPIRY_MINUTES: '5000' }).expiryMinutes).toBe(1440);
    expect(config({ STRIPE_SECRET_KEY: ' sk_test_1 ' }).stripeSecretKey).toBe('sk_test_1');
  });

  it('is a development stack only when local-supabase says so', () => {
    expect(config({}).devStack).toBe(false);
    expect(config({ SUPABASE_LOCAL_DEV_STACK: '0' }).devStack).toBe(false);
    expect(config({ SUPABASE_LOCAL_DEV_STACK: '1' }).devStack).toBe(true);
    expect(config({ SUPABASE_LOCAL_DEV_STACK: 'true' }).devStack).toBe(true);
  });
});
