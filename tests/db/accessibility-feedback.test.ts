// Accessibility feedback (issue 25 point 5), through supabase-js as the /accessibility form and the admin list
// call it: a visitor (anon) or a signed-in user sends a message; it is stored, e-mailed to the organisation's
// configured address and, when the sender is signed in with that address, acknowledged in the sender's language
// (never repeating the free text); bad input is refused with the hints the form translates; the per-address and
// global rate limits hold (per client: tests/db/feedback-abuse.test.ts); nobody but an administrator reads the
// messages or changes their status, and nobody writes the table directly.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { loadEmailData } from '../../supabase/functions/_shared/email-delivery-data.ts';
import type { OutboxRow } from '../../supabase/functions/_shared/email-delivery.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let anon: SupabaseClient;
let admin: SupabaseClient;
let parent: SupabaseClient;
let coordinator: SupabaseClient;

const address = (tag: string) => `a11y-${tag}-${randomUUID().slice(0, 8)}@example.test`;

type Feedback = {
  id: string;
  user_id: string | null;
  name: string | null;
  email: string;
  page: string | null;
  message: string;
  language: string;
  status: string;
  handled_by: string | null;
  handled_at: string | null;
};

const submit = (db: SupabaseClient, args: Record<string, unknown>) => db.rpc('submit_accessibility_feedback', args);
let ip = 0;
/** A visitor who is not signed in, from an address of its own (X-Forwarded-For, as the proxy forwards it). */
const visitor = () =>
  createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: { headers: { 'x-forwarded-for': `192.0.2.${++ip}` } },
  });

async function stored(id: string): Promise<Feedback> {
  const [row] = await stack.sql<Feedback>(`select * from public.accessibility_feedback where id = $1`, [id]);
  return row;
}

async function outbox(feedbackId: string): Promise<OutboxRow[]> {
  return stack.sql<OutboxRow>(
    `select * from public.email_outbox where payload->>'feedback_id' = $1 order by template`,
    [feedbackId],
  );
}

beforeAll(async () => {
  stack = await startTestStack();
  anon = stack.anon();
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
  coordinator = await stack.signIn(users.coordinator.email, DEMO_PASSWORD);
});

afterAll(async () => {
  await stack?.stop();
});

describe('sending feedback', () => {
  it('a visitor who is not signed in sends a message: stored and e-mailed to the organisation, not acknowledged', async () => {
    const email = address('anon');
    const { data: id, error } = await submit(visitor(), {
      p_email: `  ${email} `,
      p_message: '  Le bouton « Suivant » n’est pas annoncé.  ',
      p_page: '/programs',
      p_name: 'Zoé',
      p_language: 'fr',
    });
    expect(error).toBeNull();
    const row = await stored(id as string);
    expect(row).toMatchObject({
      user_id: null,
      name: 'Zoé',
      email,
      page: '/programs',
      message: 'Le bouton « Suivant » n’est pas annoncé.',
      language: 'fr',
      status: 'new',
      handled_by: null,
    });

    // The organisation's copy only: nobody proved they own the address (issue 33 point 6).
    const [org, ...others] = await outbox(id as string);
    expect(others).toEqual([]);
    expect(org).toMatchObject({
      template: 'accessibility_feedback',
      to_email: 'accessibility@example.org',
      language: 'en',
      status: 'queued',
    });
    expect(org.body).toContain('Le bouton « Suivant » n’est pas annoncé.');
    expect(org.body).toContain(email);
    expect(org.body).toContain('Page: /programs');
    expect(org.body).toContain('Name: Zoé');
    expect(org.body).toContain('Account: not signed in');
    expect(org.subject).toBe('Accessibility feedback: /programs');
    // The sender sends the stored text (no renderer for this template).
    expect(await loadEmailData({ service: stack.service() as never, siteUrl: 'https://x.example' }, org)).toBeNull();
  });

  it('a signed-in user writing from the account’s address is acknowledged in the language asked', async () => {
    const { data: id, error } = await submit(parent, {
      p_email: users.parent.email,
      p_message: 'Le bouton « Suivant » n’est pas annoncé.',
      p_page: '/programs',
      p_name: 'Zoé',
      p_language: 'fr',
    });
    expect(error).toBeNull();
    const row = await stored(id as string);
    expect(row).toMatchObject({ user_id: users.parent.id, name: 'Zoé', page: '/programs', language: 'fr' });
    const [org, ack] = await outbox(id as string);
    expect(org.body).toContain('Account: signed in');
    expect(ack).toMatchObject({ template: 'accessibility_feedback_ack', to_email: users.parent.email, language: 'fr' });
    expect(ack.subject).toBe('Nous avons reçu votre commentaire sur l’accessibilité');
    expect(ack.body).toContain('Bonjour,');
    expect(ack.body).toContain('Hockey canadien pour aveugles');
    // The acknowledgement repeats none of the sender's free text (no relay of arbitrary text).
    expect(ack.body).not.toContain('Suivant');
    expect(ack.body).not.toContain('/programs');
    expect(ack.body).not.toContain('Zoé');
    expect(await loadEmailData({ service: stack.service() as never, siteUrl: 'https://x.example' }, ack)).toBeNull();

    const { data: en } = await submit(parent, { p_email: users.parent.email, p_message: 'The map is not usable.' });
    const [, enAck] = await outbox(en as string);
    expect(enAck.subject).toBe('We received your accessibility feedback');
    expect(enAck.body).toContain('Canadian Blind Hockey');

    // Signed in, but with another address: stored, not acknowledged.
    const other = address('parent');
    const { data: otherId } = await submit(parent, { p_email: other, p_message: 'The map is not usable.' });
    expect((await outbox(otherId as string)).map((r) => r.template)).toEqual(['accessibility_feedback']);
  });

  it('the organisation’s copy goes to the address set on /admin/settings, in the operator’s language', async () => {
    await stack.sql(`update private.accessibility_settings set organisation_language = 'fr'`);
    const { error: saved } = await admin.rpc('admin_save_organisation_settings', {
      p_settings: {
        name_en: 'Org',
        name_fr: 'Org FR',
        contact_email: 'info@example.org',
        accessibility_email: 'access@example.org',
      },
    });
    expect(saved).toBeNull();
    try {
      const { data: shown } = await anon.rpc('accessibility_contact_email');
      expect(shown).toBe('access@example.org');
      const { data: id, error } = await submit(visitor(), { p_email: address('org'), p_message: 'Hello' });
      expect(error).toBeNull();
      const [org] = await outbox(id as string);
      expect(org).toMatchObject({ to_email: 'access@example.org', language: 'fr' });
      expect(org.subject).toBe('Commentaire sur l’accessibilité');
      expect(org.body).toContain('Langue : anglais');
      expect(org.body).toMatch(/Org FR$/);

      // No accessibility address: the contact address; neither: stored, no copy queued.
      await admin.rpc('admin_save_organisation_settings', {
        p_settings: { name_en: 'Org', name_fr: 'Org FR', contact_email: 'info@example.org' },
      });
      expect((await anon.rpc('accessibility_contact_email')).data).toBe('info@example.org');
      await admin.rpc('admin_save_organisation_settings', { p_settings: { name_en: 'Org', name_fr: 'Org FR' } });
      expect((await anon.rpc('accessibility_contact_email')).data).toBeNull();
      const { data: none } = await submit(visitor(), { p_email: address('none'), p_message: 'Hello' });
      expect((await stored(none as string)).message).toBe('Hello');
      expect(await outbox(none as string)).toEqual([]);
    } finally {
      await stack.sql(`update private.accessibility_settings set organisation_language = 'en'`);
      await admin.rpc('admin_save_organisation_settings', {
        p_settings: {
          name_en: 'Canadian Blind Hockey',
          name_fr: 'Hockey canadien pour aveugles',
          contact_email: 'info@example.org',
          accessibility_email: 'accessibility@example.org',
        },
      });
    }
    const { data: back } = await anon.rpc('accessibility_contact_email');
    expect(back).toBe('accessibility@example.org');
  });

  it('refuses bad input with the hints the form translates, storing nothing', async () => {
    const before = (await stack.sql(`select count(*)::int as n from public.accessibility_feedback`))[0].n;
    const cases: [Record<string, unknown>, string][] = [
      [{ p_email: '', p_message: 'x' }, 'feedback_email_invalid'],
      [{ p_email: 'not-an-address', p_message: 'x' }, 'feedback_email_invalid'],
      [{ p_email: 'a@b', p_message: 'x' }, 'feedback_email_invalid'],
      [{ p_email: `${'a'.repeat(250)}@b.ca`, p_message: 'x' }, 'feedback_email_invalid'],
      [{ p_email: 'a@b.ca', p_message: '   ' }, 'feedback_message_required'],
      [{ p_email: 'a@b.ca', p_message: 'x'.repeat(4001) }, 'feedback_message_too_long'],
      [{ p_email: 'a@b.ca', p_message: 'x', p_page: 'p'.repeat(301) }, 'feedback_page_too_long'],
      [{ p_email: 'a@b.ca', p_message: 'x', p_name: 'n'.repeat(101) }, 'feedback_name_too_long'],
      [{ p_email: 'a@b.ca', p_message: 'x', p_language: 'de' }, 'feedback_language_invalid'],
    ];
    for (const [args, hint] of cases) {
      const { error } = await submit(visitor(), args);
      expect(error, hint).toMatchObject({ code: '22023', hint });
    }
    const after = (await stack.sql(`select count(*)::int as n from public.accessibility_feedback`))[0].n;
    expect(after).toBe(before);
    // The limits themselves are accepted.
    const { error } = await submit(visitor(), {
      p_email: address('max'),
      p_message: 'x'.repeat(4000),
      p_page: 'p'.repeat(300),
      p_name: 'n'.repeat(100),
    });
    expect(error).toBeNull();
  });
});

describe('rate limits', () => {
  it('at most 5 messages an hour from one address (any case), whichever clients send them; others still get through', async () => {
    const email = address('limit');
    for (let i = 0; i < 5; i++) {
      const { error } = await submit(visitor(), { p_email: i % 2 ? email.toUpperCase() : email, p_message: `m${i}` });
      expect(error).toBeNull();
    }
    const { error } = await submit(visitor(), { p_email: email, p_message: 'sixth' });
    expect(error).toMatchObject({ code: 'P0001', hint: 'feedback_too_many_from_email' });
    const kept = await stack.sql(`select 1 from public.accessibility_feedback where lower(email) = lower($1)`, [email]);
    expect(kept).toHaveLength(5);
    // An hour later the address may write again.
    await stack.sql(
      `update public.accessibility_feedback set created_at = created_at - interval '61 minutes' where lower(email) = lower($1)`,
      [email],
    );
    expect((await submit(visitor(), { p_email: email, p_message: 'later' })).error).toBeNull();
    expect((await submit(visitor(), { p_email: address('other'), p_message: 'other' })).error).toBeNull();
  });

  it('a shared cap per minute, a breaker against many clients at once, refuses everyone once reached (feedback_busy)', async () => {
    await stack.sql(`update public.accessibility_feedback set created_at = created_at - interval '2 minutes'`);
    await stack.sql(`update private.accessibility_settings set global_per_minute = 3`);
    try {
      for (let i = 0; i < 3; i++) {
        expect((await submit(visitor(), { p_email: address(`g${i}`), p_message: 'x' })).error).toBeNull();
      }
      const { error } = await submit(parent, { p_email: address('g4'), p_message: 'x' });
      expect(error).toMatchObject({ code: 'P0001', hint: 'feedback_busy' });
    } finally {
      await stack.sql(`update private.accessibility_settings set global_per_minute = 200`);
    }
  });
});

describe('who reads and handles feedback', () => {
  let id: string;
  beforeAll(async () => {
    await stack.sql(`update public.accessibility_feedback set created_at = created_at - interval '2 minutes'`);
    const { data, error } = await submit(visitor(), { p_email: address('read'), p_message: 'Secret-ish message' });
    expect(error).toBeNull();
    id = data as string;
  });

  it('only administrators read the messages; anon, a family (even its own) and a coordinator read nothing', async () => {
    const { data: adminRows, error } = await admin.from('accessibility_feedback').select('id, message').eq('id', id);
    expect(error).toBeNull();
    expect(adminRows).toEqual([{ id, message: 'Secret-ish message' }]);

    const { data: anonRows, error: anonError } = await anon.from('accessibility_feedback').select('id');
    expect(anonRows ?? []).toEqual([]);
    expect(anonError?.code).toBe('42501');
    for (const db of [parent, coordinator]) {
      const { data: rows, error: e } = await db.from('accessibility_feedback').select('id');
      expect(e).toBeNull();
      expect(rows).toEqual([]);
    }
    // The organisation's settings are not exposed at all.
    const { error: settingsError } = await anon
      .schema('private' as never)
      .from('accessibility_settings')
      .select('*');
    expect(settingsError).not.toBeNull();
  });

  it('nobody writes the table directly, not even an administrator', async () => {
    for (const db of [anon, parent, admin]) {
      const ins = await db.from('accessibility_feedback').insert({ email: 'x@y.ca', message: 'forged' });
      expect(ins.error?.code).toBe('42501');
      await db.from('accessibility_feedback').update({ status: 'resolved' }).eq('id', id);
      await db.from('accessibility_feedback').delete().eq('id', id);
    }
    expect(await stored(id)).toMatchObject({ status: 'new', message: 'Secret-ish message' });
  });

  it('an administrator marks a message read, then resolved, then new again; others are refused', async () => {
    for (const db of [anon, parent, coordinator]) {
      const { error } = await db.rpc('admin_set_feedback_status', { p_id: id, p_status: 'read' });
      expect(error?.code).toBe('42501');
    }
    expect((await stored(id)).status).toBe('new');

    expect((await admin.rpc('admin_set_feedback_status', { p_id: id, p_status: 'read' })).error).toBeNull();
    let row = await stored(id);
    expect(row).toMatchObject({ status: 'read', handled_by: users.admin.id });
    expect(row.handled_at).not.toBeNull();
    expect((await admin.rpc('admin_set_feedback_status', { p_id: id, p_status: 'resolved' })).error).toBeNull();
    expect((await stored(id)).status).toBe('resolved');
    expect((await admin.rpc('admin_set_feedback_status', { p_id: id, p_status: 'new' })).error).toBeNull();
    row = await stored(id);
    expect(row).toMatchObject({ status: 'new', handled_by: null, handled_at: null });

    const bad = await admin.rpc('admin_set_feedback_status', { p_id: id, p_status: 'deleted' });
    expect(bad.error).toMatchObject({ code: '22023', hint: 'feedback_status_invalid' });
    const missing = await admin.rpc('admin_set_feedback_status', { p_id: randomUUID(), p_status: 'read' });
    expect(missing.error).toMatchObject({ hint: 'feedback_not_found' });
  });
});
