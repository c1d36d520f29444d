// deliver-emails' other transport choices (issue 19): Resend, against a local
// stand-in for api.resend.com (its servers cannot be reached from tests) that
// checks the key and the Idempotency-Key header and, like Resend, answers a
// repeated key with the first answer; and no transport at all.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

type Sent = { key: string; body: Record<string, unknown> };

const deliver = async (stack: TestStack) => {
  const res = await fetch(`${stack.url}/functions/v1/deliver-emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const queue = async (stack: TestStack, to: string, language = 'en') =>
  (
    await stack.sql<{ id: string }>(
      `insert into public.email_outbox (to_email, language, template, subject, body)
       values ($1, $2, 'custom_notice', 'A notice', 'Plain body') returning id`,
      [to, language],
    )
  )[0].id;
const row = async (stack: TestStack, id: string) =>
  (
    await stack.sql<{
      status: string;
      attempts: number;
      last_error: string | null;
      provider_message_id: string | null;
    }>(`select status, attempts, last_error, provider_message_id from public.email_outbox where id = $1`, [id])
  )[0];

describe('Resend transport', () => {
  let stack: TestStack;
  let fake: http.Server;
  const deliveries: Sent[] = []; // first request of each key: what Resend would deliver
  const requests: Sent[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const reply = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method !== 'POST' || req.url !== '/emails') return reply(404, { name: 'not_found' });
        if (req.headers.authorization !== 'Bearer re_test_key') return reply(401, { name: 'missing_api_key' });
        const key = String(req.headers['idempotency-key'] ?? '');
        if (!key) return reply(400, { name: 'validation_error', message: 'Idempotency-Key expected in this test' });
        const body = JSON.parse(raw) as Record<string, unknown>;
        requests.push({ key, body });
        const earlier = answered.get(key);
        if (earlier) return reply(earlier.status, earlier.body);
        const to = (body.to as string[])[0];
        const answer = to.startsWith('refused@')
          ? { status: 422, body: { name: 'validation_error', message: 'Invalid `to` field.' } }
          : { status: 200, body: { id: `re_${deliveries.length + 1}` } };
        if (answer.status === 200) deliveries.push({ key, body });
        answered.set(key, answer);
        reply(answer.status, answer.body);
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const port = (fake.address() as AddressInfo).port;
    stack = await startTestStack({
      seed: false,
      functionsEnv: {
        RESEND_API_KEY: 're_test_key',
        RESEND_API_URL: `http://127.0.0.1:${port}`,
        EMAIL_FROM: 'Hockey <no-reply@example.org>',
        EMAIL_REPLY_TO: 'help@example.org',
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await new Promise((r) => fake?.close(r));
  });

  it('sends with the outbox id as Idempotency-Key and records Resend’s id', async () => {
    const id = await queue(stack, 'family@example.org', 'fr');
    expect((await deliver(stack)).body).toMatchObject({ transport: 'resend', claimed: 1, sent: 1 });
    const sent = deliveries.find((d) => d.key === id)!;
    expect(sent.body).toMatchObject({
      from: 'Hockey <no-reply@example.org>',
      to: ['family@example.org'],
      reply_to: 'help@example.org',
      subject: 'A notice',
      text: 'Plain body',
      headers: { 'X-Outbox-Id': id, 'Content-Language': 'fr' },
    });
    expect(await row(stack, id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_message_id: expect.stringMatching(/^re_/),
    });
    expect(stack.mail.messages()).toHaveLength(0);
  });

  it('a send repeated after a crash before the record is delivered once (same key)', async () => {
    const id = await queue(stack, 'crash@example.org');
    // A first sender claimed and sent it, then stopped before recording.
    const service = stack.service();
    const claim = await service.rpc('claim_email_batch', { p_limit: 1, p_lease: '10 seconds' });
    expect(claim.data).toHaveLength(1);
    await fetch(`http://127.0.0.1:${(fake.address() as AddressInfo).port}/emails`, {
      method: 'POST',
      headers: { Authorization: 'Bearer re_test_key', 'Idempotency-Key': id, 'content-type': 'application/json' },
      body: JSON.stringify({ to: ['crash@example.org'], subject: 'A notice', text: 'Plain body' }),
    });
    await stack.sql(`update public.email_outbox set lease_expires_at = now() - interval '1 second' where id = $1`, [
      id,
    ]);
    expect((await deliver(stack)).body).toMatchObject({ claimed: 1, sent: 1 });
    expect(requests.filter((r) => r.key === id)).toHaveLength(2);
    expect(deliveries.filter((d) => d.key === id)).toHaveLength(1);
    expect(await row(stack, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a 422 from Resend ends the message failed with the reason', async () => {
    const id = await queue(stack, 'refused@example.org');
    expect((await deliver(stack)).body).toMatchObject({ claimed: 1, failed: 1 });
    const r = await row(stack, id);
    expect(r.status).toBe('failed');
    expect(r.last_error).toContain('Resend answered 422');
  });
});

describe('no transport', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ seed: false, functionsEnv: { SMTP_HOST: '', RESEND_API_KEY: '' } });
  });
  afterAll(() => stack?.stop());

  it('leaves messages queued and says so', async () => {
    const id = await queue(stack, 'family@example.org');
    const answer = await deliver(stack);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ transport: null, queued: 1 });
    expect(answer.body.message).toMatch(/No e-mail transport configured/);
    expect(await row(stack, id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

describe('local-supabase schedule (the local pg_cron job)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ seed: false, cronEveryMs: 300 });
  });
  afterAll(() => stack?.stop());

  it('delivers a queued message without anyone calling the function', async () => {
    const id = await queue(stack, 'scheduled@example.org');
    const m = await stack.mail.waitFor((x) => x.outboxId === id, 20_000);
    expect(m.to).toEqual(['scheduled@example.org']);
    for (let i = 0; i < 50 && (await row(stack, id)).status !== 'sent'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await row(stack, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
