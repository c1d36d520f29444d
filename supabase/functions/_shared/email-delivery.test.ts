// The pure parts of e-mail delivery (issue 19): transport from the environment,
// the message of a row, addresses, SMTP error classes and the Resend call.
import { describe, expect, it } from 'vitest';
import {
  buildEmail,
  classifySmtpError,
  deliverBatch,
  deliveryConfig,
  headerValue,
  isDeliverableAddress,
  resendSender,
  type OutboxRow,
} from './email-delivery.ts';
import { FRESH_ORGANISATION } from './domain/organisation.ts';

const envOf = (vars: Record<string, string>) => (name: string) => vars[name];

const row = (over: Partial<OutboxRow> = {}): OutboxRow =>
  ({
    id: '11111111-1111-4111-8111-111111111111',
    to_email: 'family@example.org',
    language: 'fr',
    template: 'custom_notice',
    subject: 'Sujet',
    body: 'Texte',
    payload: {},
    registration_id: null,
    status: 'sending',
    attempts: 1,
    ...over,
  }) as OutboxRow;

describe('deliveryConfig', () => {
  it('prefers Resend, then SMTP, else none', () => {
    expect(deliveryConfig(envOf({ RESEND_API_KEY: 're_x', SMTP_HOST: 'h' })).transport).toEqual({
      kind: 'resend',
      apiKey: 're_x',
      url: 'https://api.resend.com',
    });
    expect(
      deliveryConfig(
        envOf({ SMTP_HOST: 'mail', SMTP_PORT: '2525', SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_SECURE: 'true' }),
      ).transport,
    ).toEqual({ kind: 'smtp', smtp: { host: 'mail', port: 2525, user: 'u', pass: 'p', secure: true } });
    expect(deliveryConfig(envOf({ SMTP_HOST: ' ' })).transport).toBeNull();
  });

  it('reads EMAIL_FROM, EMAIL_REPLY_TO and SITE_URL', () => {
    const c = deliveryConfig(
      envOf({ EMAIL_FROM: 'A <a@x.org>', EMAIL_REPLY_TO: 'help@x.org', SITE_URL: 'https://r.x.org/' }),
    );
    expect(c).toMatchObject({ from: 'A <a@x.org>', replyTo: 'help@x.org', siteUrl: 'https://r.x.org' });
  });
});

describe('buildEmail', () => {
  const config = deliveryConfig(envOf({}));
  it('sends the stored text of an unknown template, with the outbox id and language headers', () => {
    expect(buildEmail(row(), config, null)).toMatchObject({
      to: 'family@example.org',
      subject: 'Sujet',
      text: 'Texte',
      html: null,
      headers: { 'X-Outbox-Id': row().id, 'Content-Language': 'fr' },
    });
  });
  it('falls back to the stored text when the template data does not render', () => {
    expect(buildEmail(row({ template: 'registration_paid' }), config, {}).subject).toBe('Sujet');
  });
  it('puts every header value on one line: control characters become a space (issue 33 7c)', () => {
    const email = buildEmail(
      row({ subject: 'Accessibility feedback: /programs\r\nBcc: victim@example.org', to_email: 'a@x.org\n' }),
      { ...config, from: 'Org\r\nBcc: b@x.org <no-reply@x.org>', replyTo: 'help@x.org\u2028Cc: c@x.org' },
      null,
    );
    expect(email).toMatchObject({
      subject: 'Accessibility feedback: /programs Bcc: victim@example.org',
      from: 'Org Bcc: b@x.org <no-reply@x.org>',
      to: 'a@x.org',
      replyTo: 'help@x.org Cc: c@x.org',
    });
    for (const value of [email.subject, email.from, email.to, email.replyTo!, ...Object.values(email.headers)]) {
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      expect(value).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    }
  });
  it.each([
    ['Plain', 'Plain'],
    ['Tab\there', 'Tab here'],
    ['Bell\u0007\u0085end', 'Bell end'],
    ['  \r\n  trimmed \n', 'trimmed'],
    ['Café – l’été', 'Café – l’été'],
  ])('headerValue(%j) is %j', (value, expected) => expect(headerValue(value)).toBe(expected));
});

describe('addresses and errors', () => {
  it.each([
    ['family@example.org', true],
    ['a.b+c@sub.example.ca', true],
    ['not an address', false],
    ['a@@example.org', false],
    ['a@localhost', false],
    ['a@example.org\r\nBcc: x@y.org', false],
    ['<a@example.org>', false],
  ])('%j deliverable: %s', (address, ok) => expect(isDeliverableAddress(address)).toBe(ok));

  it('treats 5xx SMTP replies and envelope errors as permanent, connection errors as temporary', () => {
    expect(classifySmtpError({ responseCode: 550, code: 'EENVELOPE', response: '550 no such user' }).permanent).toBe(
      true,
    );
    expect(classifySmtpError({ responseCode: 451, response: '451 try later' }).permanent).toBe(false);
    expect(classifySmtpError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toEqual({
      permanent: false,
      error: 'SMTP ESOCKET: connect ECONNREFUSED',
    });
  });
});

describe('resendSender', () => {
  const email = buildEmail(row(), deliveryConfig(envOf({ EMAIL_REPLY_TO: 'help@x.org' })), null);
  const fake = (status: number, body: unknown, seen: Request[] = []) =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch;

  it('posts with the Idempotency-Key and returns Resend’s id', async () => {
    const seen: Request[] = [];
    const send = resendSender({ apiKey: 're_x', url: 'https://api.test' }, fake(200, { id: 'em_1' }, seen));
    expect(await send(email)).toEqual({ ok: true, providerMessageId: 'em_1' });
    expect(seen[0].url).toBe('https://api.test/emails');
    expect(seen[0].headers.get('idempotency-key')).toBe(email.id);
    expect(await seen[0].json()).toMatchObject({ to: ['family@example.org'], reply_to: 'help@x.org' });
  });

  it('422 is permanent; 429 and 500 are retried', async () => {
    const at = (s: number) =>
      resendSender({ apiKey: 'k', url: 'https://api.test' }, fake(s, { name: 'x', message: 'y' }))(email);
    expect(await at(422)).toMatchObject({ ok: false, permanent: true, error: 'Resend answered 422 (x: y)' });
    expect(await at(429)).toMatchObject({ ok: false, permanent: false });
    expect(await at(500)).toMatchObject({ ok: false, permanent: false });
  });
});

// The fresh-clone run's receipt without its address: the details were read before the claim, and the address was
// saved in between (the claim then released the receipt it had held).
describe('deliverBatch', () => {
  it('reads the organisation’s details after claiming the batch, not before', async () => {
    const order: string[] = [];
    const service = {
      rpc: async (name: string) => {
        order.push(name);
        return { data: name === 'claim_email_batch' ? [row({ template: 'custom_notice' })] : null, error: null };
      },
    };
    const config = deliveryConfig(envOf({ SMTP_HOST: 'smtp.example.org', EMAIL_FROM: 'noreply@example.org' }));
    await deliverBatch({
      service: service as never,
      config,
      send: async () => {
        order.push('send');
        return { ok: true, providerMessageId: null };
      },
      loadData: async () => null,
      loadOrganisation: async () => {
        order.push('organisation');
        return FRESH_ORGANISATION;
      },
    });
    expect(order.slice(0, 3)).toEqual(['claim_email_batch', 'organisation', 'send']);
  });
});
