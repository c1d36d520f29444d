// The local mail catcher: a real SMTP server (npm smtp-server) on 127.0.0.1, no TLS,
// any AUTH (or none) accepted, every message parsed with mailparser and kept in
// memory (the last MAIL_CAP), for tests (stack.mail) and the project's developer
// pages (src/dev/pages.ts). Like the Supabase CLI's inbucket.
import { randomUUID } from 'node:crypto';
import type net from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const MAIL_CAP = 500;

export interface MailMessage {
  id: string;
  receivedAt: string; // ISO time the SMTP server accepted it
  envelope: { from: string | null; to: string[] };
  from: string; // header, as text ("Name <a@b>")
  fromAddress: string | null;
  to: string[]; // header addresses
  cc: string[];
  subject: string;
  date: string | null;
  language: string | null; // Content-Language, else <html lang>
  messageId: string | null;
  outboxId: string | null; // X-Outbox-Id header
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
  size: number;
}

export interface LocalMail {
  host: string;
  /** The port (kept across stop()/start()). 0 only if the server never managed to listen. */
  readonly port: number;
  readonly running: boolean;
  /** Received messages, oldest first. */
  messages(): MailMessage[];
  message(id: string): MailMessage | undefined;
  clear(): void;
  /** Resolves with the first message (new or already there) that matches, or rejects after timeoutMs. */
  waitFor(match: (m: MailMessage) => boolean, timeoutMs?: number): Promise<MailMessage>;
  /** Stop accepting connections (senders get "connection refused"); messages are kept. */
  stop(): Promise<void>;
  /** Listen again on the same port. */
  start(): Promise<void>;
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address ?? '').filter(Boolean));

const headerText = (v: unknown): string => {
  if (v == null) return '';
  if (typeof v === 'string') return v;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object' && 'text' in v) return String((v as { text: unknown }).text);
  if (typeof v === 'object' && 'value' in v) return String((v as { value: unknown }).value);
  return String(v);
};

export function languageOf(parsed: Pick<ParsedMail, 'headers' | 'html'>): string | null {
  const h = headerText(parsed.headers.get('content-language')).trim();
  if (h) return h.split(',')[0].trim();
  const m =
    typeof parsed.html === 'string'
      ? /<html\b[^>]*?\slang\s*=\s*["']?([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*)/i.exec(parsed.html)
      : null;
  return m ? m[1] : null;
}

function toMessage(parsed: ParsedMail, envelope: MailMessage['envelope'], size: number): MailMessage {
  const headers: Record<string, string> = {};
  for (const [k, v] of parsed.headers) headers[k] = headerText(v);
  const outbox = headerText(parsed.headers.get('x-outbox-id')).trim();
  return {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    envelope,
    from: parsed.from?.text ?? '',
    fromAddress: parsed.from?.value[0]?.address ?? null,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    subject: parsed.subject ?? '',
    date: parsed.date ? parsed.date.toISOString() : null,
    language: languageOf(parsed),
    messageId: parsed.messageId ?? null,
    outboxId: outbox || null,
    text: parsed.text ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    headers,
    size,
  };
}

export interface MailOptions {
  port?: number; // 0 / undefined = a free port
  host?: string;
  cap?: number;
  quiet?: boolean;
}

/** Never throws: if the port is taken it falls back to a free one; if nothing works, running is false. */
export async function startMail(o: MailOptions = {}): Promise<LocalMail> {
  const host = o.host ?? '127.0.0.1';
  const cap = o.cap ?? MAIL_CAP;
  const store: MailMessage[] = [];
  const waiters = new Set<(m: MailMessage) => void>();
  let port = o.port ?? 0;
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      banner: 'local-supabase mail catcher',
      size: 25 * 1024 * 1024,
      logger: false,
      closeTimeout: 1000,
      onAuth(auth, _session, cb) {
        cb(null, { user: auth.username ?? 'local' });
      },
      onData(stream, session, cb) {
        let size = 0;
        stream.on('data', (c: Buffer) => (size += c.length));
        simpleParser(stream)
          .then((parsed) => {
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              to: session.envelope.rcptTo.map((r) => r.address),
            };
            const m = toMessage(parsed, envelope, size);
            store.push(m);
            if (store.length > cap) store.splice(0, store.length - cap);
            if (!o.quiet) console.log(`local-supabase: mail "${m.subject}" to ${m.to.join(', ')}`);
            for (const w of waiters) w(m);
            cb();
          })
          .catch((err: Error) => cb(err));
      },
    });

  const listen = (p: number) =>
    new Promise<SMTPServer>((resolve, reject) => {
      const s = create();
      let listening = false;
      // smtp-server re-emits the net server's errors (EADDRINUSE included) on itself.
      s.on('error', (err: Error) => {
        if (!listening) reject(err);
        else if (!o.quiet) console.warn('local-supabase: SMTP:', err.message);
      });
      s.listen(p, host, () => {
        listening = true;
        resolve(s);
      });
    });

  const start = async () => {
    if (server) return;
    server = await listen(port);
    port = (server.server.address() as net.AddressInfo).port;
  };

  try {
    await start();
  } catch (err) {
    const msg = (err as Error).message;
    if (port !== 0) {
      console.warn(`local-supabase: SMTP port ${port} unavailable (${msg}); using a free port instead`);
      port = 0;
      await start().catch((e) => console.warn(`local-supabase: SMTP server not started: ${(e as Error).message}`));
    } else console.warn(`local-supabase: SMTP server not started: ${msg}`);
  }

  return {
    host,
    get port() {
      return port;
    },
    get running() {
      return server !== null;
    },
    messages: () => [...store],
    message: (id) => store.find((m) => m.id === id),
    clear: () => void store.splice(0),
    waitFor(match, timeoutMs = 10_000) {
      const found = store.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const w = (m: MailMessage) => {
          if (!match(m)) return;
          waiters.delete(w);
          clearTimeout(t);
          resolve(m);
        };
        const t = setTimeout(() => {
          waiters.delete(w);
          reject(new Error(`no matching e-mail arrived within ${timeoutMs} ms (${store.length} received)`));
        }, timeoutMs);
        waiters.add(w);
      });
    },
    async stop() {
      const s = server;
      if (!s) return;
      server = null;
      await new Promise<void>((r) => s.close(() => r()));
    },
    start,
  };
}
