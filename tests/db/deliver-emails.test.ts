// deliver-emails (issue 19, "E-mail that arrives") against a real local-supabase
// stack and its SMTP server: a registration's e-mail arrives rendered in its
// language; an SMTP outage leaves messages queued with their error, then they
// arrive once each; two runs at once send each message once; a malformed
// address ends 'failed' with the reason; only the service role may call.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { factories } from './db-helpers.ts';
import { DEMO_PASSWORD, programs, users } from './seed-ids.ts';

let stack: TestStack;
let parent: SupabaseClient;

type Answer = { claimed: number; sent: number; failed: number; retried: number; transport: string };
type Row = {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
};

const deliver = async (key = stack.serviceRoleKey) => {
  const res = await fetch(`${stack.url}/functions/v1/deliver-emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as Answer };
};
const queue = async (n: number, to = (i: number) => `family${i}-${Date.now()}@example.org`) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const [row] = await stack.sql<{ id: string }>(
      `insert into public.email_outbox (to_email, language, template, subject, body)
       values ($1, 'en', 'custom_notice', $2, 'Plain body ' || $2) returning id`,
      [to(i), `Notice ${i} ${Date.now()}`],
    );
    ids.push(row.id);
  }
  return ids;
};
const rows = (ids: string[]) =>
  stack.sql<Row>(
    `select id, status, attempts, last_error, provider_message_id from public.email_outbox where id = any($1::uuid[])`,
    [ids],
  );
const copies = (id: string) => stack.mail.messages().filter((m) => m.outboxId === id).length;
const settle = async (ids: string[]) => {
  for (let i = 0; i < 100; i++) {
    if ((await rows(ids)).every((r) => r.status !== 'queued' && r.status !== 'sending')) return;
    await new Promise((r) => setTimeout(r, 100));
  }
};

beforeAll(async () => {
  stack = await startTestStack();
  parent = stack.anon();
  const { error } = await parent.auth.signInWithPassword({ email: users.parent.email, password: DEMO_PASSWORD });
  if (error) throw error;
});
afterAll(() => stack?.stop());

describe('deliver-emails', () => {
  it('answers only the service role key', async () => {
    expect((await deliver(stack.anonKey)).status).toBe(403);
    const { data } = await parent.auth.getSession();
    expect((await deliver(data.session!.access_token)).status).toBe(403);
    expect((await deliver('not-a-jwt')).status).toBe(401);
  });

  it('sends a free registration’s e-mail, rendered in French, once', async () => {
    const f = factories(stack);
    const child = await f.child(users.parent.id, 'Zoé');
    const reg = await f.registration(child, programs.tryItFree);
    await stack.sql(`update public.registrations set language = 'fr' where id = $1`, [reg]);
    const { data, error } = await parent.functions.invoke('queue-registration-email', {
      body: { registrationId: reg },
    });
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    // queue-registration-email triggers a run in the background; a direct run does the same work.
    const answer = await deliver();
    expect(answer.status).toBe(200);
    expect(answer.body.transport).toBe('smtp');
    const m = await stack.mail.waitFor((x) => x.outboxId === id, 15_000);
    await settle([id]);
    const [program] = await stack.sql<{ name: string; name_fr: string }>(
      `select name, name_fr from public.programs where id = $1`,
      [programs.tryItFree],
    );
    expect(m.language).toBe('fr');
    expect(m.to).toEqual([users.parent.email]);
    // The program's French name in a French message (issue 22; the seed has both).
    expect(program.name_fr).toBeTruthy();
    expect(m.subject).toContain(program.name_fr);
    expect(m.text).toContain(program.name_fr);
    expect(m.text).not.toContain(program.name);
    expect(m.html).toContain('lang="fr-CA"');
    expect(m.text).toContain('Pat');
    expect(m.text).toContain('Zoé Child');
    expect(m.headers['content-language']).toBe('fr');
    const [row] = await rows([id]);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.provider_message_id).toContain(id);
    await deliver();
    expect(copies(id)).toBe(1);
  });

  it('marks, in a French e-mail’s HTML, a program name and place that have no French as English (issue 22)', async () => {
    const f = factories(stack);
    const program = await f.program();
    const name = `English only ${program.slice(0, 8)}`;
    await stack.sql(
      `update public.programs set name = $2, location = 'Bell Sensplex', name_fr = null, location_fr = null where id = $1`,
      [program, name],
    );
    const reg = await f.registration(await f.child(users.parent.id, 'Léon'), program);
    await stack.sql(`update public.registrations set language = 'fr' where id = $1`, [reg]);
    const { data, error } = await parent.functions.invoke('queue-registration-email', {
      body: { registrationId: reg },
    });
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    await deliver();
    const m = await stack.mail.waitFor((x) => x.outboxId === id, 15_000);
    await settle([id]);
    expect(m.language).toBe('fr');
    expect(m.html).toContain('lang="fr-CA"');
    // The paragraph and the details list: the English name in an element that says it is English.
    expect((m.html ?? '').match(new RegExp(`<span lang="en">${name}</span>`, 'g'))?.length).toBeGreaterThanOrEqual(2);
    expect(m.html).toContain('<span lang="en">Bell Sensplex</span>');
    // The subject and the text part name it as it is, without markup.
    expect(m.subject).toContain(name);
    expect(m.text).toContain(`Programme : ${name}`);
    expect(m.text).toContain('Lieu : Bell Sensplex');
    expect(m.text).not.toContain('<span');
  });

  it('is triggered right after queue-registration-email queues a message (no direct call)', async () => {
    const f = factories(stack);
    const reg = await f.registration(await f.child(users.parent.id, 'Noah'), programs.tryItFree);
    const { data, error } = await parent.functions.invoke('queue-registration-email', {
      body: { registrationId: reg },
    });
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    const m = await stack.mail.waitFor((x) => x.outboxId === id, 20_000);
    expect(m.language).toBe('en');
    expect(m.text).toContain('Noah Child');
    await settle([id]);
    expect((await rows([id]))[0].status).toBe('sent');
    expect(copies(id)).toBe(1);
  });

  it('keeps messages queued with the error while SMTP is down, then sends each once', async () => {
    const ids = await queue(3);
    await stack.mail.stop();
    try {
      const down = await deliver();
      expect(down.body).toMatchObject({ claimed: 3, sent: 0, retried: 3, failed: 0 });
    } finally {
      await stack.mail.start();
    }
    for (const r of await rows(ids)) {
      expect(r).toMatchObject({ status: 'queued', attempts: 1 });
      expect(r.last_error).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET|connect/i);
    }
    // Not due yet (backoff): a run now takes nothing.
    expect((await deliver()).body.claimed).toBe(0);
    await stack.sql(`update public.email_outbox set next_attempt_at = now() where id = any($1::uuid[])`, [ids]);
    expect((await deliver()).body).toMatchObject({ claimed: 3, sent: 3 });
    for (const r of await rows(ids)) expect(r).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    for (const id of ids) expect(copies(id)).toBe(1);
    expect(stack.mail.messages().find((m) => m.outboxId === ids[0])?.text).toContain('Plain body');
  });

  it('sends each message once when two runs go at once', async () => {
    const ids = await queue(12);
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect(a.body.sent + b.body.sent).toBe(12);
    expect(a.body.claimed + b.body.claimed).toBe(12);
    for (const r of await rows(ids)) expect(r.status).toBe('sent');
    for (const id of ids) expect(copies(id)).toBe(1);
  });

  it('gives up at once on a malformed address, with the reason', async () => {
    const [bad] = await queue(1, () => 'not an address@@example');
    expect((await deliver()).body).toMatchObject({ claimed: 1, failed: 1 });
    const [r] = await rows([bad]);
    expect(r).toMatchObject({ status: 'failed', attempts: 1 });
    expect(r.last_error).toContain('Invalid recipient address');
    expect(copies(bad)).toBe(0);
  });
});
