// The local mail catcher: a real SMTP server on the stack (nodemailer is the client),
// /_dev/mail (list and detail), /_dev/mail.json, stop/start on the same port.
import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMail } from '../../local-supabase/src/mail/server.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(() => stack?.stop());

const transport = () =>
  nodemailer.createTransport({
    host: stack.mail.host,
    port: stack.mail.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 3000,
  });

interface JsonMessage {
  id: string;
  from: string;
  fromAddress: string;
  to: string[];
  subject: string;
  language: string | null;
  text: string | null;
  html: string | null;
  outboxId: string | null;
  outbox: { status: string | null; last_error: string | null } | null;
}
const listJson = async () =>
  (await (await fetch(`${stack.url}/_dev/mail.json`)).json()) as {
    smtp: { host: string; port: number; running: boolean };
    messages: JsonMessage[];
    pending: Array<{ id: string; status: string }>;
  };

describe('local SMTP server', () => {
  it('runs on a free port of 127.0.0.1 with the stack', async () => {
    expect(stack.mail.running).toBe(true);
    expect(stack.mail.host).toBe('127.0.0.1');
    expect(stack.mail.port).toBeGreaterThan(0);
    expect(stack.mail.port).not.toBe(54325);
    const { smtp } = await listJson();
    expect(smtp).toEqual({ host: '127.0.0.1', port: stack.mail.port, running: true });
  });

  it('receives an English and a French message (html + text) and parses them', async () => {
    const t = transport();
    await t.sendMail({
      from: 'Canadian Blind Hockey <no-reply@example.org>',
      to: 'parent@example.com',
      subject: 'Registration approved',
      text: 'Your registration is approved.',
      html: '<!doctype html><html lang="en"><body><p>Your registration is <b>approved</b>.</p></body></html>',
    });
    await t.sendMail({
      from: 'Hockey cécité Canada <no-reply@example.org>',
      to: ['parent@example.com', 'other@example.com'],
      subject: 'Inscription approuvée',
      headers: { 'Content-Language': 'fr' },
      text: 'Votre inscription est approuvée.',
      html: '<p>Votre inscription est <b>approuvée</b>.</p>',
    });
    t.close();
    const { messages } = await listJson();
    const en = messages.find((m) => m.subject === 'Registration approved')!;
    const fr = messages.find((m) => m.subject === 'Inscription approuvée')!;
    expect(en).toMatchObject({
      fromAddress: 'no-reply@example.org',
      to: ['parent@example.com'],
      language: 'en',
      text: 'Your registration is approved.',
    });
    expect(en.html).toContain('<b>approved</b>');
    expect(fr).toMatchObject({
      from: expect.stringContaining('Hockey cécité Canada'),
      to: ['parent@example.com', 'other@example.com'],
      language: 'fr',
      text: 'Votre inscription est approuvée.',
    });
    expect(stack.mail.messages().map((m) => m.subject)).toEqual(['Registration approved', 'Inscription approuvée']);
  });

  it('accepts any login', async () => {
    const t = nodemailer.createTransport({
      host: stack.mail.host,
      port: stack.mail.port,
      secure: false,
      ignoreTLS: true,
      auth: { user: 'anyone', pass: 'anything' },
    });
    await t.sendMail({ from: 'a@example.org', to: 'b@example.org', subject: 'With login', text: 'x' });
    t.close();
    await expect(stack.mail.waitFor((m) => m.subject === 'With login', 2000)).resolves.toBeTruthy();
  });

  it('shows the outbox status of a message that carries X-Outbox-Id, and queued/failed rows', async () => {
    const [row] = await stack.sql<{ id: string }>(
      `insert into public.email_outbox (to_email, template, subject, body, status, sent_at)
       values ('parent@example.com', 'test', 'Outbox message', 'Hello', 'sent', now()) returning id`,
    );
    const [failed] = await stack.sql<{ id: string }>(
      `insert into public.email_outbox (to_email, template, subject, body, status)
       values ('x@example.com', 'test', 'Failed <one>', 'Hello', 'failed') returning id`,
    );
    // The error column is "error" before the e-mail delivery migration and "last_error" after it.
    const [{ col }] = await stack.sql<{ col: string }>(
      `select column_name as col from information_schema.columns
       where table_schema = 'public' and table_name = 'email_outbox' and column_name in ('error', 'last_error')`,
    );
    await stack.sql(`update public.email_outbox set ${col} = 'ECONNREFUSED' where id = $1`, [failed.id]);
    const t = transport();
    await t.sendMail({
      from: 'a@example.org',
      to: 'parent@example.com',
      subject: 'Outbox message',
      text: 'Hello',
      headers: { 'X-Outbox-Id': row.id },
    });
    t.close();
    const { messages, pending } = await listJson();
    const m = messages.find((x) => x.subject === 'Outbox message')!;
    expect(m.outboxId).toBe(row.id);
    expect(m.outbox).toMatchObject({ status: 'sent', last_error: null });
    expect(pending).toEqual([expect.objectContaining({ id: failed.id, status: 'failed', last_error: 'ECONNREFUSED' })]);
    const page = await (await fetch(`${stack.url}/_dev/mail`)).text();
    expect(page).toContain('Failed &lt;one&gt;');
    expect(page).toContain('ECONNREFUSED');
  });
});

describe('/_dev/mail pages', () => {
  it('lists the messages in an accessible page (lang, h1, table with caption and column headers)', async () => {
    const res = await fetch(`${stack.url}/_dev/mail`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<caption>Delivered to the local SMTP server');
    for (const col of ['Received', 'From', 'To', 'Subject', 'Language', 'Outbox status'])
      expect(html).toContain(`<th scope="col">${col}</th>`);
    const fr = stack.mail.messages().find((m) => m.subject === 'Inscription approuvée')!;
    expect(html).toContain(`<a href="/_dev/mail/${fr.id}">Inscription approuvée</a>`);
  });

  it('shows one message: text part escaped, HTML in a sandboxed srcdoc iframe', async () => {
    const t = transport();
    await t.sendMail({
      from: 'a@example.org',
      to: 'b@example.org',
      subject: 'Tricky <script>alert(1)</script>',
      text: 'Text with <b>tags</b> & "quotes"',
      html: '<p onclick="x()">Hi "you" & <script>alert(2)</script></p>',
    });
    t.close();
    const m = await stack.mail.waitFor((x) => x.subject.startsWith('Tricky'), 2000);
    const html = await (await fetch(`${stack.url}/_dev/mail/${m.id}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h1>Tricky &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('<pre>Text with &lt;b&gt;tags&lt;/b&gt; &amp; &quot;quotes&quot;</pre>');
    expect(html).toContain(
      'sandbox="" referrerpolicy="no-referrer" title="HTML part of Tricky &lt;script&gt;alert(1)&lt;/script&gt;" srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hi &quot;you&quot; &amp; &lt;script&gt;alert(2)&lt;/script&gt;&lt;/p&gt;"',
    );
    const missing = await fetch(`${stack.url}/_dev/mail/00000000-0000-0000-0000-000000000000`);
    expect(missing.status).toBe(404);
    await missing.text();
  });
});

describe('stop and start', () => {
  it('refuses connections while stopped, and receives again on the same port once started', async () => {
    const port = stack.mail.port;
    await stack.mail.stop();
    expect(stack.mail.running).toBe(false);
    const down = transport();
    await expect(
      down.sendMail({ from: 'a@example.org', to: 'b@example.org', subject: 'While down', text: 'x' }),
    ).rejects.toThrow(/ECONNREFUSED/);
    down.close();
    expect((await listJson()).smtp.running).toBe(false);

    await stack.mail.start();
    expect(stack.mail.port).toBe(port);
    const up = transport();
    await up.sendMail({ from: 'a@example.org', to: 'b@example.org', subject: 'Back up', text: 'x' });
    up.close();
    const subjects = stack.mail.messages().map((m) => m.subject);
    expect(subjects).toContain('Back up');
    expect(subjects).not.toContain('While down');
  });
});

describe('a fixed SMTP port that is taken', () => {
  it('falls back to a free port instead of failing', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const taken = (blocker.address() as net.AddressInfo).port;
    const mail = await startMail({ port: taken, quiet: true });
    try {
      expect(mail.running).toBe(true);
      expect(mail.port).not.toBe(taken);
    } finally {
      await mail.stop();
      blocker.close();
    }
  });
});
