// E-mail delivery (issue 19): the outbox is drained by the server through
// claim_email_batch() and record_email_result(), retries follow the backoff
// rule of _shared/domain/email-backoff.ts, and admins put a failed message back
// with resend_email(). Migration 20261125300000_create_email_delivery.sql.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import cases from '../../supabase/functions/_shared/domain/email-backoff.cases.json';
import {
  EMAIL_BASE_DELAY_SECONDS,
  EMAIL_MAX_ATTEMPTS,
  EMAIL_MAX_DELAY_SECONDS,
  emailRetryDelaySeconds,
} from '../../supabase/functions/_shared/domain/email-backoff.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

type Outbox = {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  provider_message_id: string | null;
  next_attempt_at: string;
  claimed_at: string | null;
  lease_expires_at: string | null;
};

let stack: TestStack;
let server: SupabaseClient;
let admin: SupabaseClient;
let parent: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  server = stack.service();
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});
// Each test starts from an empty outbox (the seed's e-mails would be claimed too).
beforeEach(async () => {
  await stack.sql(`delete from public.email_outbox`);
});

/** Queues a message (due now unless `dueIn` says otherwise) and returns its id. */
async function queue(subject = 'Subject', dueIn = '0 seconds', createdAgo = '0 seconds'): Promise<string> {
  const [r] = await stack.sql<{ id: string }>(
    `insert into public.email_outbox (to_email, template, subject, body, next_attempt_at, created_at)
     values ('someone@example.org', 'test', $1, 'Body', now() + $2::interval, now() - $3::interval) returning id`,
    [subject, dueIn, createdAgo],
  );
  return r.id;
}
const outbox = async (id: string) =>
  (await stack.sql<Outbox>(`select * from public.email_outbox where id = $1`, [id]))[0];

async function claim(db: SupabaseClient = server, limit = 20, lease = '5 minutes'): Promise<Outbox[]> {
  const { data, error } = await db.rpc('claim_email_batch', { p_limit: limit, p_lease: lease });
  if (error) throw new Error(`claim_email_batch: ${error.message}`);
  return data as Outbox[];
}
const record = (args: Record<string, unknown>) => server.rpc('record_email_result', args);

describe('backoff rule: the database agrees with email-backoff.ts', () => {
  it('has the same constants', async () => {
    const [l] = await stack.sql(`select * from private.email_delivery_limits()`);
    expect(l).toEqual({
      max_attempts: EMAIL_MAX_ATTEMPTS,
      base_delay_seconds: EMAIL_BASE_DELAY_SECONDS,
      max_delay_seconds: EMAIL_MAX_DELAY_SECONDS,
    });
  });

  it.each(cases)('$name', async ({ attempts, expected }) => {
    const [r] = await stack.sql<{ d: number | null }>(`select private.email_retry_delay($1::integer) as d`, [attempts]);
    expect(r.d).toBe(expected);
  });

  it('agrees with TypeScript beyond the table too (attempts 0 to 12)', async () => {
    const rows = await stack.sql<{ n: number; d: number | null }>(
      `select n, private.email_retry_delay(n) as d from generate_series(0, 12) n order by n`,
    );
    expect(rows.map((r) => r.d)).toEqual(rows.map((r) => emailRetryDelaySeconds(r.n)));
  });
});

describe('claim_email_batch', () => {
  it('takes only due messages, oldest first, and marks them sending with one more attempt', async () => {
    const newer = await queue('newer', '0 seconds', '1 minute');
    const older = await queue('older', '0 seconds', '2 minutes');
    const later = await queue('later', '10 minutes');
    const claimed = await claim();
    expect(claimed.map((m) => m.id).sort()).toEqual([newer, older].sort());
    for (const m of claimed) {
      expect(m).toMatchObject({ status: 'sending', attempts: 1 });
      expect(m.claimed_at).not.toBeNull();
      expect(new Date(m.lease_expires_at!).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    }
    expect(await outbox(later)).toMatchObject({ status: 'queued', attempts: 0 });
    // Oldest first: a batch of one takes the older message.
    await stack.sql(`update public.email_outbox set status = 'queued', claimed_at = null, lease_expires_at = null`);
    expect((await claim(server, 1)).map((m) => m.id)).toEqual([older]);
  });

  it('a claimed message is not claimed again while its lease runs', async () => {
    await queue();
    expect(await claim()).toHaveLength(1);
    expect(await claim()).toHaveLength(0);
  });

  it('two claims at once never return the same message', async () => {
    // PGlite runs one transaction at a time, so here the two claims are serialised;
    // this still proves the second sees the first's rows as 'sending'. On a Postgres
    // server (TEST_DATABASE_URL) they overlap and `for update skip locked` keeps them apart.
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => queue()));
    const [a, b] = await Promise.all([claim(stack.service(), 3), claim(stack.service(), 3)]);
    const taken = [...a, ...b].map((m) => m.id);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.sort()).toEqual([...ids].sort());
    expect(a.length + b.length).toBe(5);
  });

  it('takes back a sending message whose lease expired (the sender crashed)', async () => {
    const id = await queue();
    await claim();
    await stack.sql(`update public.email_outbox set lease_expires_at = now() - interval '1 second' where id = $1`, [
      id,
    ]);
    const again = await claim();
    expect(again.map((m) => m.id)).toEqual([id]);
    expect(again[0]).toMatchObject({ status: 'sending', attempts: 2 });
  });

  it('gives up an expired claim that used the last attempt', async () => {
    const id = await queue();
    await stack.sql(
      `update public.email_outbox set status = 'sending', attempts = $2, claimed_at = now() - interval '1 hour',
         lease_expires_at = now() - interval '1 minute' where id = $1`,
      [id, EMAIL_MAX_ATTEMPTS],
    );
    expect(await claim()).toHaveLength(0);
    const row = await outbox(id);
    expect(row).toMatchObject({ status: 'failed', attempts: EMAIL_MAX_ATTEMPTS, lease_expires_at: null });
    expect(row.last_error).toMatch(/not confirmed/);
  });

  it('refuses a batch size or lease out of range', async () => {
    const big = await server.rpc('claim_email_batch', { p_limit: 1000 });
    expect(big.error?.hint).toBe('invalid_batch_size');
    const short = await server.rpc('claim_email_batch', { p_limit: 5, p_lease: '1 second' });
    expect(short.error?.hint).toBe('invalid_lease');
  });
});

describe('record_email_result', () => {
  it('a success records sent, sent_at and the provider id, and clears the lease', async () => {
    const id = await queue();
    const [m] = await claim();
    const { data, error } = await record({
      p_id: id,
      p_attempt: m.attempts,
      p_ok: true,
      p_provider_message_id: 're_1',
    });
    expect(error).toBeNull();
    expect(data).toBe('sent');
    const row = await outbox(id);
    expect(row).toMatchObject({ status: 'sent', provider_message_id: 're_1', lease_expires_at: null, attempts: 1 });
    expect(row.sent_at).not.toBeNull();
    expect(await claim()).toHaveLength(0);
    // A repeated report changes nothing.
    expect((await record({ p_id: id, p_attempt: 1, p_ok: false, p_error: 'late' })).data).toBe('sent');
    expect(await outbox(id)).toMatchObject({ status: 'sent', last_error: null });
  });

  it('a failure queues the message again after the backoff delay, with the error', async () => {
    const id = await queue();
    const [m] = await claim();
    const { data } = await record({ p_id: id, p_attempt: m.attempts, p_ok: false, p_error: 'SMTP 451 try later' });
    expect(data).toBe('queued');
    const row = await outbox(id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'SMTP 451 try later',
      lease_expires_at: null,
    });
    const [d] = await stack.sql<{ s: number }>(
      `select extract(epoch from next_attempt_at - now())::integer as s from public.email_outbox where id = $1`,
      [id],
    );
    expect(d.s).toBe(emailRetryDelaySeconds(1));
    expect(await claim()).toHaveLength(0); // not due yet
    await stack.sql(`update public.email_outbox set next_attempt_at = now() where id = $1`, [id]);
    expect((await claim())[0]).toMatchObject({ id, attempts: 2 });
  });

  it('the failure of the last attempt makes the message failed', async () => {
    const id = await queue();
    await stack.sql(`update public.email_outbox set attempts = $2 where id = $1`, [id, EMAIL_MAX_ATTEMPTS - 1]);
    const [m] = await claim();
    expect(m.attempts).toBe(EMAIL_MAX_ATTEMPTS);
    expect((await record({ p_id: id, p_attempt: m.attempts, p_ok: false, p_error: 'boom' })).data).toBe('failed');
    expect(await outbox(id)).toMatchObject({ status: 'failed', attempts: EMAIL_MAX_ATTEMPTS, last_error: 'boom' });
    expect(await claim()).toHaveLength(0);
  });

  it('a permanent failure is failed at once', async () => {
    const id = await queue();
    const [m] = await claim();
    const r = await record({
      p_id: id,
      p_attempt: m.attempts,
      p_ok: false,
      p_error: 'invalid address',
      p_permanent: true,
    });
    expect(r.data).toBe('failed');
    expect(await outbox(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it("a stale claim's failure is ignored; its success is still recorded", async () => {
    const id = await queue();
    const [first] = await claim();
    await stack.sql(`update public.email_outbox set lease_expires_at = now() - interval '1 second' where id = $1`, [
      id,
    ]);
    const [second] = await claim();
    expect(second.attempts).toBe(first.attempts + 1);
    expect((await record({ p_id: id, p_attempt: first.attempts, p_ok: false, p_error: 'old' })).data).toBe('sending');
    expect(await outbox(id)).toMatchObject({ status: 'sending', attempts: 2, last_error: null });
    expect(
      (await record({ p_id: id, p_attempt: first.attempts, p_ok: true, p_provider_message_id: 're_2' })).data,
    ).toBe('sent');
    expect(await outbox(id)).toMatchObject({ status: 'sent', provider_message_id: 're_2' });
  });

  it('an unknown message is refused with email_not_found', async () => {
    const r = await record({ p_id: '00000000-0000-4000-8000-000000000000', p_attempt: 1, p_ok: true });
    expect(r.error?.hint).toBe('email_not_found');
  });
});

describe('who may deliver', () => {
  it.each(['anon', 'parent', 'admin'] as const)('%s cannot claim or record', async (who) => {
    const id = await queue();
    const db = who === 'anon' ? stack.anon() : who === 'parent' ? parent : admin;
    const c = await db.rpc('claim_email_batch', { p_limit: 5 });
    expect(c.error).not.toBeNull();
    const r = await db.rpc('record_email_result', { p_id: id, p_attempt: 0, p_ok: true });
    expect(r.error).not.toBeNull();
    expect(await outbox(id)).toMatchObject({ status: 'queued', attempts: 0, sent_at: null });
  });

  it('the backoff helpers are not callable through the API', async () => {
    expect((await admin.rpc('email_retry_delay', { p_attempts: 1 })).error).not.toBeNull();
    const [g] = await stack.sql(
      `select has_function_privilege('authenticated', 'private.email_retry_delay(integer)', 'execute') as a,
              has_function_privilege('anon', 'public.claim_email_batch(integer, interval)', 'execute') as b,
              has_function_privilege('authenticated', 'public.record_email_result(uuid, integer, boolean, text, text, boolean)', 'execute') as c`,
    );
    expect(g).toEqual({ a: false, b: false, c: false });
  });
});

describe('the admin E-mail view', () => {
  it('admins read messages with status, recipient, template, language and error; a parent reads none', async () => {
    const id = await queue();
    await stack.sql(
      `update public.email_outbox set status = 'failed', attempts = 8, last_error = 'boom' where id = $1`,
      [id],
    );
    const { data, error } = await admin
      .from('email_outbox')
      .select('id, status, to_email, template, language, attempts, last_error, created_at, sent_at')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ id, status: 'failed', language: 'en', last_error: 'boom' })]);
    expect((await parent.from('email_outbox').select('id')).data).toEqual([]);
  });

  it('nobody signed in may change a message directly (status, attempts, recipient)', async () => {
    const id = await queue();
    for (const db of [parent, admin]) {
      for (const patch of [{ status: 'sent' }, { attempts: 0 }, { to_email: 'evil@example.org' }]) {
        const { data, error } = await db.from('email_outbox').update(patch).eq('id', id).select('id');
        expect(error !== null || data?.length === 0).toBe(true);
      }
    }
    expect(await outbox(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('"Send again" puts a failed message back in the queue, attempts reset', async () => {
    const id = await queue();
    await stack.sql(
      `update public.email_outbox set status = 'failed', attempts = 8, last_error = 'boom',
         next_attempt_at = now() - interval '1 day' where id = $1`,
      [id],
    );
    expect((await admin.rpc('resend_email', { p_id: id })).error).toBeNull();
    expect(await outbox(id)).toMatchObject({ status: 'queued', attempts: 0, last_error: 'boom' });
    expect((await claim()).map((m) => m.id)).toEqual([id]);
  });

  it('"Send again" is refused to non-admins, for unknown messages and for messages not failed', async () => {
    const id = await queue();
    await stack.sql(`update public.email_outbox set status = 'failed' where id = $1`, [id]);
    expect((await parent.rpc('resend_email', { p_id: id })).error?.hint).toBe('admin_only');
    expect((await stack.anon().rpc('resend_email', { p_id: id })).error).not.toBeNull();
    expect(await outbox(id)).toMatchObject({ status: 'failed' });
    const missing = await admin.rpc('resend_email', { p_id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.error?.hint).toBe('email_not_found');
    const queued = await queue();
    expect((await admin.rpc('resend_email', { p_id: queued })).error?.hint).toBe('email_not_failed');
    await stack.sql(`update public.email_outbox set status = 'sent', sent_at = now() where id = $1`, [queued]);
    expect((await admin.rpc('resend_email', { p_id: queued })).error?.hint).toBe('email_not_failed');
  });
});
