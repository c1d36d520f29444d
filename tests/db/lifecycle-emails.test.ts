// The messages the database queues over a registration's life (issue 19,
// point 6), sent by deliver-emails through the local SMTP server: one payment
// receipt per paid checkout (number, lines, total, card digits), the rejection,
// the cancellation with or without a refund request, each in the recipient's
// language; nothing for a participant the family deleted; and the delivery run
// the database requests through pg_net where it exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fr from '../../supabase/functions/_shared/email/strings.fr.json' with { type: 'json' };
import en from '../../supabase/functions/_shared/email/strings.en.json' with { type: 'json' };
import { startTestStack, type TestStack } from '../support/stack.ts';
import { factories } from './db-helpers.ts';
import { call, checkoutBody, makeParent, makeProgram, submitTestCheckout, type Parent } from './payments-fixtures.ts';
import { DEMO_PASSWORD, programs, users } from './seed-ids.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

type Outbox = { id: string; template: string; language: string; to_email: string; payload: Record<string, unknown> };

const deliver = async () => {
  const res = await fetch(`${stack.url}/functions/v1/deliver-emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(200);
};
const outboxFor = (registrationId: string) =>
  stack.sql<Outbox>(
    `select id, template, language, to_email, payload from public.email_outbox where registration_id = $1 order by created_at`,
    [registrationId],
  );
const delivered = async (id: string) => {
  await deliver();
  return stack.mail.waitFor((m) => m.outboxId === id, 15_000);
};
const text = (s: string) => s.replace(/\{\{\s*\w+\s*\}\}/g, '').trim();

describe('payment receipt', () => {
  let parent: Parent;
  let sessionId: string;

  beforeAll(async () => {
    parent = await makeParent(stack, 'receipt');
    const program = await makeProgram(stack, 'receipt');
    const res = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000, { language: 'fr' }),
    );
    expect(res.status).toBe(200);
    sessionId = /\/_dev\/checkout\/([0-9a-f-]{36})/.exec(res.body.url)![1];
    expect((await submitTestCheckout(stack, sessionId, 'pay')).status).toBe(303);
    expect((await call(parent.client, 'confirm-checkout', { session_id: sessionId })).status).toBe(200);
  });

  it('sends one receipt for the payment, in the language of the checkout, with every line', async () => {
    const rows = await stack.sql<Outbox>(
      `select id, template, language, to_email, payload from public.email_outbox
       where payload ->> 'checkout_session_id' = $1`,
      [sessionId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: 'payment_receipt', language: 'fr', to_email: parent.email });
    const [s] = await stack.sql<{ receipt_number: string }>(
      `select receipt_number from public.checkout_sessions where id = $1`,
      [sessionId],
    );
    const m = await delivered(rows[0].id);
    expect(m.language).toBe('fr');
    expect(m.subject).toContain(s.receipt_number);
    expect(m.html).toContain('lang="fr-CA"');
    // A table only for the lines, with column headers.
    expect(m.html).toMatch(/<table[^>]*>[\s\S]*<th[^>]*scope="col"[^>]*>/);
    for (const body of [m.text, m.html]) {
      expect(body).toContain(s.receipt_number);
      expect(body).toContain(parent.kids[0].name);
      expect(body).toContain(parent.kids[1].name);
      expect(body).toContain('Pat Payer');
      // fr-CA money: 240,00 $ (narrow no-break space before $).
      expect(body).toMatch(/240,00\s\$/);
      expect(body).toContain('4242');
      // Issued by the organisation, named in the receipt's language, at its address.
      expect(body).toContain('Hockey canadien pour aveugles');
      expect(body).toContain('100 Test Arena Road');
      expect(body).toContain('Toronto ON M5V 3L9');
    }
    expect(m.text).toContain(text(fr['receipt.total']));
  });

  it('numbers receipts once: a second confirmation queues nothing more', async () => {
    expect((await call(parent.client, 'confirm-checkout', { session_id: sessionId })).body.alreadyFulfilled).toBe(true);
    const rows = await stack.sql(`select id from public.email_outbox where payload ->> 'checkout_session_id' = $1`, [
      sessionId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('a cancellation with a refund request says the amount and the 5 to 10 business days', async () => {
    const [reg] = await stack.sql<{ id: string }>(
      `select id from public.registrations where checkout_session_id = $1 and participant_id = $2`,
      [sessionId, parent.kids[0].id],
    );
    await stack.sql(`update public.user_profiles set preferred_language = 'fr' where id = $1`, [parent.id]);
    const { error } = await parent.client.rpc('cancel_registration', {
      p_registration_id: reg.id,
      p_reason: 'Déménagement',
      p_refund: true,
    });
    expect(error).toBeNull();
    const [row] = (await outboxFor(reg.id)).filter((r) => r.template === 'registration_cancelled');
    expect(row).toMatchObject({ language: 'fr', to_email: parent.email });
    expect(row.payload.refund_requested).toBe(12000);
    const m = await delivered(row.id);
    expect(m.subject).toBe(fr['cancelled.subject'].replace('{{program}}', (row.payload.program_name as string) ?? ''));
    expect(m.text).toContain(parent.kids[0].name);
    expect(m.text).toMatch(/120,00\s\$/);
    expect(m.text).toContain('5 à 10 jours ouvrables');
  });
});

describe('rejection and cancellation without refund', () => {
  it('an administrator’s rejection reaches the family in their language', async () => {
    const admin = stack.anon();
    const signedIn = await admin.auth.signInWithPassword({ email: users.admin.email, password: DEMO_PASSWORD });
    expect(signedIn.error).toBeNull();
    const f = factories(stack);
    const reg = await f.registration(await f.child(users.parent.id, 'Rémi'), programs.tryItFree);
    await stack.sql(`update public.user_profiles set preferred_language = 'fr' where id = $1`, [users.parent.id]);
    try {
      const { error } = await admin.from('registrations').update({ status: 'rejected' }).eq('id', reg);
      expect(error).toBeNull();
      const rows = await outboxFor(reg);
      expect(rows.map((r) => [r.template, r.language, r.to_email])).toEqual([
        ['registration_rejected', 'fr', users.parent.email],
      ]);
      const m = await delivered(rows[0].id);
      expect(m.subject).toContain(text(fr['rejected.title']));
      expect(m.text).toContain('Rémi Child');
      expect(m.html).toContain('lang="fr-CA"');
      // Rejecting again (no change of status) queues nothing more.
      await admin.from('registrations').update({ status: 'rejected' }).eq('id', reg);
      expect(await outboxFor(reg)).toHaveLength(1);
    } finally {
      await stack.sql(`update public.user_profiles set preferred_language = 'en' where id = $1`, [users.parent.id]);
    }
  });

  it('a cancellation without refund confirms it, in English, with no refund sentence', async () => {
    const parent = stack.anon();
    await parent.auth.signInWithPassword({ email: users.parent.email, password: DEMO_PASSWORD });
    const f = factories(stack);
    const reg = await f.registration(await f.child(users.parent.id, 'Chloe'), programs.tryItFree);
    const { error } = await parent.rpc('cancel_registration', {
      p_registration_id: reg,
      p_reason: 'Schedule conflict',
      p_refund: false,
    });
    expect(error).toBeNull();
    const rows = await outboxFor(reg);
    expect(rows.map((r) => [r.template, r.language])).toEqual([['registration_cancelled', 'en']]);
    const m = await delivered(rows[0].id);
    expect(m.subject).toContain(text(en['cancelled.title']));
    expect(m.text).toContain('Chloe Child');
    expect(m.text).not.toContain('business days');
  });

  it('deleting a participant (the family confirmed it on screen) queues no cancellation message', async () => {
    const f = factories(stack);
    const child = await f.child(users.parent.id, 'Gone');
    const reg = await f.registration(child, programs.tryItFree);
    await stack.sql(`delete from public.participants where id = $1`, [child]);
    const [r] = await stack.sql(`select status from public.registrations where id = $1`, [reg]);
    expect(r.status).toBe('cancelled');
    expect(await outboxFor(reg)).toEqual([]);
  });
});

describe('the database asks for a delivery run', () => {
  // pg_net and Vault are local-supabase's stand-ins here (local-supabase/sql/bootstrap.sql), with their
  // signatures: net.http_post queues the request in net.http_request_queue, which this stack sends only on its
  // timer or runDueJobs() (neither here), so what the trigger asks stays there to read. Hosted Supabase has the
  // real ones. The stack put its own address and key in Vault when it started: removed first.
  beforeAll(async () => {
    await stack.sql(`delete from vault.secrets; delete from net.http_request_queue`);
  });

  const calls = () =>
    stack.sql<{ url: string; headers: Record<string, string> }>(
      `select url, headers, body, timeout_milliseconds as timeout from net.http_request_queue order by id`,
    );
  const queueTwo = () =>
    stack.sql(`insert into public.email_outbox (to_email, template, subject, body)
               values ('a@example.org', 'custom', 'S', 'B'), ('b@example.org', 'custom', 'S', 'B')`);

  it('asks nothing until the project URL and service key are in Vault', async () => {
    await queueTwo();
    expect(await calls()).toEqual([]);
  });

  it('POSTs deliver-emails once per statement that queues, with the service key', async () => {
    await stack.sql(`select vault.create_secret('https://ref.supabase.co', 'project_url'),
                            vault.create_secret('service-key-from-vault', 'service_role_key')`);
    await queueTwo();
    expect(await calls()).toEqual([
      {
        url: 'https://ref.supabase.co/functions/v1/deliver-emails',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer service-key-from-vault' },
        body: {},
        timeout: 60000,
      },
    ]);
  });
});
