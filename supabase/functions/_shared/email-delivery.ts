// Delivery of the e-mail outbox (issue 19, "E-mail that arrives"), used by the
// deliver-emails edge function: the transport chosen from the environment, the
// message built from a claimed email_outbox row, the send, the classification
// of a failure (permanent or worth a retry) and the record of the result.
//
// Never twice: claim_email_batch() takes rows `for update skip locked`, so two
// runs never hold the same message; the outbox row id is the provider's
// idempotency key (Resend's Idempotency-Key header; the SMTP Message-ID), so a
// message re-sent after a crash between send and record is not delivered twice
// by Resend (SMTP has no such key: the Message-ID lets mail clients drop it).
import type { Database } from './database.types.ts';
import type { Db, Env } from './clients.ts';
import {
  isEmailTemplate,
  organisationFor,
  renderEmail,
  type EmailDataMap,
  type EmailTemplate,
  type OrganisationDetails,
} from './email/templates.ts';

export type OutboxRow = Database['public']['Tables']['email_outbox']['Row'];

export type SmtpSettings = { host: string; port: number; user?: string; pass?: string; secure: boolean };
export type Transport = { kind: 'resend'; apiKey: string; url: string } | { kind: 'smtp'; smtp: SmtpSettings };

export type DeliveryConfig = {
  transport: Transport | null;
  from: string;
  replyTo: string | null;
  siteUrl: string;
};

export const DEFAULT_EMAIL_FROM = 'Canadian Blind Hockey <no-reply@canadianblindhockey.ca>';
export const RESEND_API_URL = 'https://api.resend.com';

const value = (env: Env, name: string) => env(name)?.trim() || undefined;

/**
 * The transport: Resend when RESEND_API_KEY is set, else SMTP when SMTP_HOST is
 * set (local-supabase sets it to its mail catcher), else none (messages stay queued).
 */
export function deliveryConfig(env: Env): DeliveryConfig {
  const apiKey = value(env, 'RESEND_API_KEY');
  const host = value(env, 'SMTP_HOST');
  let transport: Transport | null = null;
  if (apiKey) {
    transport = { kind: 'resend', apiKey, url: (value(env, 'RESEND_API_URL') ?? RESEND_API_URL).replace(/\/$/, '') };
  } else if (host) {
    const secure = /^(1|true|yes)$/i.test(value(env, 'SMTP_SECURE') ?? '');
    const port = Number(value(env, 'SMTP_PORT') ?? (secure ? 465 : 587));
    transport = {
      kind: 'smtp',
      smtp: {
        host,
        port: Number.isInteger(port) && port > 0 ? port : 587,
        user: value(env, 'SMTP_USER'),
        pass: env('SMTP_PASS') || undefined,
        secure,
      },
    };
  }
  return {
    transport,
    from: value(env, 'EMAIL_FROM') ?? DEFAULT_EMAIL_FROM,
    replyTo: value(env, 'EMAIL_REPLY_TO') ?? null,
    siteUrl: (value(env, 'SITE_URL') ?? 'http://localhost:5173').replace(/\/$/, ''),
  };
}

export type OutgoingEmail = {
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  language: string;
  headers: Record<string, string>;
};

/** A plausible single address: no spaces, quotes, angle brackets or commas; one @; a dotted domain. */
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isDeliverableAddress(address: string): boolean {
  return address.length <= 254 && ADDRESS.test(address) && !address.includes('..');
}

/** C0 and C1 control characters, DEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HEADER_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * A header value on one line: each run of control characters (CR and LF above all, which would start a new header
 * such as Bcc: in SMTP) becomes one space. Every value this module puts in a header goes through it (issue 33 7c).
 */
export function headerValue(value: string): string {
  return value.replace(HEADER_CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * The message of a row: the template rendered in the row's language when the
 * template is known and its data could be gathered, else the row's own
 * subject and plain-text body.
 */
export function buildEmail(
  row: OutboxRow,
  config: DeliveryConfig,
  data: unknown | null,
  organisation?: OrganisationDetails,
): OutgoingEmail {
  const language = row.language === 'fr' ? 'fr' : 'en';
  let rendered: { subject: string; html: string | null; text: string } = {
    subject: row.subject,
    html: null,
    text: row.body,
  };
  if (data && isEmailTemplate(row.template)) {
    try {
      rendered = renderEmail(row.template, language, data as EmailDataMap[EmailTemplate], {
        organisation: organisation && organisationFor(organisation, language),
      });
    } catch (err) {
      console.warn(`deliver-emails: ${row.id}: template ${row.template} not rendered, sending the stored text:`, err);
    }
  }
  // Subject, from, to, reply-to and the extra headers: one line each, whatever the row or the settings hold.
  return {
    id: headerValue(row.id),
    from: headerValue(config.from),
    to: headerValue(row.to_email),
    replyTo: config.replyTo === null ? null : headerValue(config.replyTo),
    subject: headerValue(rendered.subject),
    text: rendered.text,
    html: rendered.html,
    language,
    headers: { 'X-Outbox-Id': headerValue(row.id), 'Content-Language': language },
  };
}

export type SendResult =
  { ok: true; providerMessageId: string | null } | { ok: false; error: string; permanent: boolean };

export type Sender = (email: OutgoingEmail) => Promise<SendResult>;

/** Resend (https://resend.com/docs/api-reference/emails/send-email), the outbox id as Idempotency-Key. */
export function resendSender(t: { apiKey: string; url: string }, fetcher: typeof fetch = fetch): Sender {
  return async (email) => {
    let res: Response;
    try {
      res = await fetcher(`${t.url}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${t.apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': email.id,
        },
        body: JSON.stringify({
          from: email.from,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          ...(email.replyTo ? { reply_to: email.replyTo } : {}),
          headers: email.headers,
        }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      return { ok: false, permanent: false, error: `Resend unreachable: ${errorText(err)}` };
    }
    const body = (await res.json().catch(() => null)) as { id?: unknown; message?: unknown; name?: unknown } | null;
    if (res.ok) return { ok: true, providerMessageId: typeof body?.id === 'string' ? body.id : null };
    const detail = [body?.name, body?.message].filter((v) => typeof v === 'string' && v).join(': ');
    return {
      ok: false,
      // 422: the message itself is refused (invalid address, fields); 400 a malformed request.
      // 401/403 (key), 409 (a concurrent request with the same key), 429 and 5xx may pass later.
      permanent: res.status === 422 || res.status === 400,
      error: `Resend answered ${res.status}${detail ? ` (${detail})` : ''}`,
    };
  };
}

/** A nodemailer error: SMTP reply code, nodemailer's code, message. */
export function classifySmtpError(err: unknown): { error: string; permanent: boolean } {
  const e = (err ?? {}) as { responseCode?: unknown; code?: unknown; response?: unknown; message?: unknown };
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : null;
  const code = typeof e.code === 'string' ? e.code : '';
  const text = typeof e.response === 'string' && e.response ? e.response : errorText(err);
  const permanent = (responseCode !== null && responseCode >= 500 && responseCode < 600) || code === 'EENVELOPE';
  return { error: `SMTP ${[code, responseCode].filter(Boolean).join(' ') || 'error'}: ${text}`, permanent };
}

export function errorText(err: unknown): string {
  if (err instanceof Error) return err.message;
  return typeof err === 'string' ? err : JSON.stringify(err);
}

export type DeliveryCounts = { claimed: number; sent: number; failed: number; retried: number };

/**
 * Claims a batch and delivers it: each row built (data from `loadData`), its
 * address checked, sent, and its result recorded with record_email_result().
 */
export async function deliverBatch(opts: {
  service: Db;
  config: DeliveryConfig;
  send: Sender;
  loadData: (row: OutboxRow) => Promise<unknown | null>;
  /** The organisation's details (organisation_details()), as known. */
  organisation?: OrganisationDetails;
  /**
   * Or read once per batch, after the claim: the claim holds receipts back while the address is incomplete, so the
   * details must be read after it, or a receipt released by an address saved in between went out without it.
   */
  loadOrganisation?: () => Promise<OrganisationDetails>;
  limit?: number;
}): Promise<DeliveryCounts> {
  const { data: rows, error } = await opts.service.rpc('claim_email_batch', { p_limit: opts.limit ?? 20 });
  if (error) throw new Error(`claim_email_batch failed: ${error.message}`);
  const counts: DeliveryCounts = { claimed: rows.length, sent: 0, failed: 0, retried: 0 };
  const organisation = rows.length && opts.loadOrganisation ? await opts.loadOrganisation() : opts.organisation;
  for (const row of rows) {
    let result: SendResult;
    try {
      if (!isDeliverableAddress(row.to_email.trim())) {
        result = { ok: false, permanent: true, error: `Invalid recipient address: ${JSON.stringify(row.to_email)}` };
      } else {
        const data = await opts.loadData(row).catch((err) => {
          console.warn(`deliver-emails: ${row.id}: template data not found, sending the stored text:`, err);
          return null;
        });
        result = await opts.send(buildEmail(row, opts.config, data, organisation));
      }
    } catch (err) {
      result = { ok: false, permanent: false, error: errorText(err) };
    }
    const recorded = await opts.service.rpc('record_email_result', {
      p_id: row.id,
      p_attempt: row.attempts,
      p_ok: result.ok,
      p_provider_message_id: result.ok ? (result.providerMessageId ?? undefined) : undefined,
      p_error: result.ok ? undefined : result.error.slice(0, 2000),
      p_permanent: result.ok ? false : result.permanent,
    });
    if (recorded.error) throw new Error(`record_email_result failed: ${recorded.error.message}`);
    if (recorded.data === 'sent') counts.sent++;
    else if (recorded.data === 'failed') counts.failed++;
    else counts.retried++;
    if (!result.ok) console.warn(`deliver-emails: ${row.id} not sent (${recorded.data}): ${result.error}`);
  }
  return counts;
}
