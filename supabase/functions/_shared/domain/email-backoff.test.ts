import { describe, expect, it } from 'vitest';
import cases from './email-backoff.cases.json';
import { EMAIL_MAX_ATTEMPTS, EMAIL_MAX_DELAY_SECONDS, emailRetryDelaySeconds } from './email-backoff.ts';

// The same table runs against the database's private.email_retry_delay() (tests/db/email-delivery.test.ts).
describe('e-mail retry delay: doubled after each failed attempt, capped, none after the last', () => {
  it.each(cases)('$name', ({ attempts, expected }) => {
    expect(emailRetryDelaySeconds(attempts)).toBe(expected);
  });

  it('never waits longer than the cap, and gives up exactly at the limit', () => {
    for (let n = 1; n < EMAIL_MAX_ATTEMPTS; n++) {
      expect(emailRetryDelaySeconds(n)).toBeLessThanOrEqual(EMAIL_MAX_DELAY_SECONDS);
    }
    expect(emailRetryDelaySeconds(EMAIL_MAX_ATTEMPTS - 1)).not.toBeNull();
    expect(emailRetryDelaySeconds(EMAIL_MAX_ATTEMPTS)).toBeNull();
  });
});
