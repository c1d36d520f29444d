// Issue 33 points 4, 6 and 7c, tried as a hostile visitor, a signed-in family and a careless sender through
// supabase-js: the accessibility feedback form cannot mail strangers (no acknowledgement to an address the sender
// has not proved, by being signed in with it), one client cannot lock others out (limits per client, identified by
// its account or by the address the proxy forwarded, and per unverified address), line breaks in the page or name
// never reach an e-mail header (refused or flattened in the database, stripped by the sender), and deleting an
// account leaves its name and address in no outbox row (the organisation's copy of its feedback is redacted).
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverBatch, deliveryConfig, type OutgoingEmail } from '../../supabase/functions/_shared/email-delivery.ts';
import ws from 'ws';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let admin: SupabaseClient;

const address = (tag: string) => `abuse-${tag}-${randomUUID().slice(0, 8)}@example.test`;
let ipSeq = 0;
/**
 * A client "from" the IP address `forwarded`: supabase-js sends the header with every request, as the proxy in
 * front of PostgREST (local-supabase's gateway, Supabase's API gateway) forwards the caller's address.
 */
function withForwardedFor(forwarded: string): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: { headers: { 'x-forwarded-for': forwarded } },
  });
}
/** `db`'s session (its access token) sent from `forwarded`. */
async function clientAs(db: SupabaseClient, forwarded: string): Promise<SupabaseClient> {
  const token = (await db.auth.getSession()).data.session!.access_token;
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: { headers: { 'x-forwarded-for': forwarded, Authorization: `Bearer ${token}` } },
  });
}
/** A new visitor from an address of its own. */
const fromIp = () => withForwardedFor(`198.51.100.${++ipSeq}`);

const submit = (db: SupabaseClient, args: Record<string, unknown>) => db.rpc('submit_accessibility_feedback', args);
const mailsTo = (email: string) =>
  stack.sql<{ template: string }>(`select template from public.email_outbox where lower(to_email) = lower($1)`, [
    email,
  ]);
const orgCopy = async (feedbackId: string) =>
  (
    await stack.sql<{ subject: string; body: string; to_email: string }>(
      `select subject, body, to_email from public.email_outbox
       where template = 'accessibility_feedback' and payload->>'feedback_id' = $1`,
      [feedbackId],
    )
  )[0];
/** Starts the next test with an empty minute and hour (the limits count recent messages). */
const age = () =>
  stack.sql(`update public.accessibility_feedback set created_at = created_at - interval '2 hours';
    do $$ begin
      if to_regclass('private.accessibility_feedback_clients') is not null then
        update private.accessibility_feedback_clients set created_at = created_at - interval '2 hours';
      end if;
    end $$`);

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

describe('point 6: the form cannot mail strangers or lock others out', () => {
  it('one anonymous client writing as 25 strangers queues no acknowledgement and is stopped on its own', async () => {
    await age();
    const flood = withForwardedFor('203.0.113.7');
    const strangers = Array.from({ length: 25 }, (_, i) => address(`stranger${i}`));
    const hints: (string | undefined)[] = [];
    for (const email of strangers) hints.push((await submit(flood, { p_email: email, p_message: 'spam' })).error?.hint);
    // Ten messages an hour from one client are kept (they still reach the organisation); then it is refused.
    expect(hints.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(new Set(hints.slice(10))).toEqual(new Set(['feedback_too_many_from_client']));
    for (const email of strangers) expect(await mailsTo(email)).toEqual([]);

    // Another visitor, and a signed-in family, still get through.
    const other = withForwardedFor('192.0.2.44');
    expect((await submit(other, { p_email: address('other'), p_message: 'The menu is hidden.' })).error).toBeNull();
    const parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
    expect((await submit(parent, { p_email: users.parent.email, p_message: 'Contrast.' })).error).toBeNull();
  });

  it('the client is the last address the proxy forwarded: a forged first entry does not make a new client', async () => {
    await age();
    const a = withForwardedFor('10.0.0.1, 203.0.113.9');
    const b = withForwardedFor('10.0.0.2, 203.0.113.9');
    for (let i = 0; i < 10; i++)
      expect((await submit(a, { p_email: address(`f${i}`), p_message: 'x' })).error).toBeNull();
    expect((await submit(b, { p_email: address('f-b'), p_message: 'x' })).error?.hint).toBe(
      'feedback_too_many_from_client',
    );
    // A signed-in caller is its account, wherever it comes from.
    const parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
    const signedIn = await clientAs(parent, '203.0.113.9');
    expect((await submit(signedIn, { p_email: address('f-parent'), p_message: 'x' })).error).toBeNull();
  });

  it('an acknowledgement goes only to the address of the signed-in account that sends', async () => {
    await age();
    const parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
    const before = (await mailsTo(users.parent.email)).length;
    const own = await submit(parent, { p_email: users.parent.email.toUpperCase(), p_message: 'Mine' });
    expect(own.error).toBeNull();
    expect((await mailsTo(users.parent.email)).length).toBe(before + 1);
    const stranger = address('via-parent');
    expect((await submit(parent, { p_email: stranger, p_message: 'Theirs' })).error).toBeNull();
    const anonymous = address('anon');
    expect((await submit(fromIp(), { p_email: anonymous, p_message: 'Mine too' })).error).toBeNull();
    expect(await mailsTo(stranger)).toEqual([]);
    expect(await mailsTo(anonymous)).toEqual([]);
  });

  it('writing as someone from many clients does not stop that person, signed in with their address', async () => {
    await age();
    for (let i = 0; i < 5; i++) {
      expect((await submit(fromIp(), { p_email: users.player.email, p_message: `as player ${i}` })).error).toBeNull();
    }
    const sixth = await submit(fromIp(), { p_email: users.player.email, p_message: 'again' });
    expect(sixth.error).toMatchObject({ code: 'P0001', hint: 'feedback_too_many_from_email' });
    const player = await stack.signIn(users.player.email, DEMO_PASSWORD);
    expect((await submit(player, { p_email: users.player.email, p_message: 'Really me' })).error).toBeNull();
  });

  it('the shared cap per minute needs many clients to trip, not one', async () => {
    await age();
    await stack.sql(`update private.accessibility_settings set global_per_minute = 12`);
    try {
      const one = fromIp();
      const hints: (string | undefined)[] = [];
      for (let i = 0; i < 15; i++)
        hints.push((await submit(one, { p_email: address(`g${i}`), p_message: 'x' })).error?.hint);
      expect(hints.filter((h) => h === 'feedback_busy')).toEqual([]);
      expect((await submit(fromIp(), { p_email: address('g-other'), p_message: 'x' })).error).toBeNull();
      expect((await submit(fromIp(), { p_email: address('g-other2'), p_message: 'x' })).error).toBeNull();
      expect((await submit(fromIp(), { p_email: address('g-busy'), p_message: 'x' })).error?.hint).toBe(
        'feedback_busy',
      );
    } finally {
      await stack.sql(`update private.accessibility_settings set global_per_minute = 200`);
    }
  });
});

describe('point 7c: control characters never reach an e-mail header', () => {
  it('line breaks in the page or name are flattened; other control characters are refused', async () => {
    await age();
    const { data: id, error } = await submit(fromIp(), {
      p_email: address('crlf'),
      p_message: 'x',
      p_page: '/programs\r\nBcc: victim@example.org',
      p_name: 'Eve\nX-Evil: 1',
    });
    expect(error).toBeNull();
    const copy = await orgCopy(id as string);
    expect(copy.subject).not.toMatch(/[\r\n]/);
    expect(copy.subject).toBe('Accessibility feedback: /programs Bcc: victim@example.org');
    const [row] = await stack.sql(`select name, page from public.accessibility_feedback where id = $1`, [id]);
    expect(row).toEqual({ name: 'Eve X-Evil: 1', page: '/programs Bcc: victim@example.org' });

    for (const [args, hint] of [
      [{ p_name: 'Bell\u0007' }, 'feedback_name_invalid'],
      [{ p_page: '/x\u001by' }, 'feedback_page_invalid'],
    ] as const) {
      const res = await submit(fromIp(), { p_email: address('ctl'), p_message: 'x', ...args });
      expect(res.error).toMatchObject({ code: '22023', hint });
    }
    // The table refuses them too, whoever writes.
    await expect(
      stack.sql(`insert into public.accessibility_feedback (email, message, page) values ('a@b.ca', 'x', E'a\\nb')`),
    ).rejects.toThrow(/accessibility_feedback_text_clean/);
  });

  it('the sender strips control characters from subject, from, to and reply-to', async () => {
    const [row] = await stack.sql<{ id: string }>(
      `insert into public.email_outbox (to_email, language, template, subject, body)
       values ('family@example.org', 'en', 'custom_notice', E'Hello\\r\\nBcc: victim@example.org', 'Body')
       returning id`,
    );
    // Only this message is due, so one claim takes it.
    await stack.sql(
      `update public.email_outbox set next_attempt_at = now() + interval '1 day' where status = 'queued' and id <> $1`,
      [row.id],
    );
    const sent: OutgoingEmail[] = [];
    const config = {
      ...deliveryConfig(() => undefined),
      from: 'Org\r\nBcc: a@example.org <no-reply@example.org>',
      replyTo: 'help@example.org\nBcc: b@example.org',
    };
    await deliverBatch({
      service: stack.service() as never,
      config,
      send: async (email) => {
        sent.push(email);
        return { ok: true, providerMessageId: null };
      },
      loadData: async () => null,
    });
    const email = sent.find((e) => e.id === row.id)!;
    expect(email.subject).toBe('Hello Bcc: victim@example.org');
    for (const value of [email.subject, email.from, email.to, email.replyTo ?? '', ...Object.values(email.headers)]) {
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      expect(value).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    }
  });
});

describe('point 4: deleting an account leaves its name and address in no outbox row', () => {
  for (const by of ['self', 'admin'] as const) {
    it(`the organisation's copy of the account's feedback is redacted (deleted by ${by})`, async () => {
      await age();
      const email = `fam-${randomUUID()}@example.org`;
      const db = await stack.signUp(email, 'family-password-1', {
        role: 'parent_guardian',
        first_name: 'Nadia',
        last_name: 'Quillfeather',
      });
      const id = (await db.auth.getUser()).data.user!.id;
      const signedIn = await submit(db, { p_email: email, p_name: 'Nadia Quillfeather', p_message: 'Map unreadable' });
      expect(signedIn.error).toBeNull();
      // The same person, not signed in, from another client.
      const visitor = await submit(fromIp(), { p_email: email, p_name: 'Nadia Q', p_message: 'Again' });
      expect(visitor.error).toBeNull();
      expect((await orgCopy(signedIn.data as string)).body).toContain(email);

      const res =
        by === 'self'
          ? await db.rpc('delete_my_account', { p_confirmation: email })
          : await admin.rpc('admin_delete_account', { p_user_id: id, p_reason: 'Asked by phone' });
      expect(res.error).toBeNull();

      // Only the deletion notice to the old address is left (it is to them, kept 30 days).
      const holding = await stack.sql<{ template: string }>(
        `select template from public.email_outbox o
         where (o.to_email || o.subject || o.body || o.payload::text) ilike '%' || $1 || '%'
            or (o.to_email || o.subject || o.body || o.payload::text) ilike '%Quillfeather%'
            or (o.to_email || o.subject || o.body || o.payload::text) ilike '%Nadia Q%'`,
        [email],
      );
      expect(holding.map((r) => r.template)).toEqual(['account_deleted']);
      // The organisation still has the messages, without who sent them.
      const copy = await orgCopy(signedIn.data as string);
      expect(copy.to_email).toBe('accessibility@example.org');
      expect(copy.body).toContain('/admin/accessibility-feedback');
      const kept = await stack.sql(
        `select name, email, message from public.accessibility_feedback where id = any($1::uuid[]) order by message`,
        [[signedIn.data, visitor.data]],
      );
      expect(kept).toEqual([
        { name: null, email: `deleted-${id}@deleted.invalid`, message: 'Again' },
        { name: null, email: `deleted-${id}@deleted.invalid`, message: 'Map unreadable' },
      ]);
    });
  }
});
