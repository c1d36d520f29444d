// The SMTP transport of deliver-emails (self-hosting and local development;
// local-supabase's mail catcher): nodemailer, one connection per run.
import nodemailer from 'nodemailer';
import { classifySmtpError, type Sender, type SmtpSettings } from './email-delivery.ts';

export function smtpSender(s: SmtpSettings): { send: Sender; close: () => void } {
  const transporter = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.pass ?? '' } } : {}),
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(email.from)?.[1] ?? 'outbox.local';
      try {
        const info = await transporter.sendMail({
          from: email.from,
          to: email.to,
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          headers: email.headers,
          // The outbox id as Message-ID: a copy re-sent after a crash carries the same one.
          messageId: `<${email.id}@${domain}>`,
        });
        if (info.rejected?.length) {
          return { ok: false, permanent: true, error: `SMTP rejected ${info.rejected.join(', ')}: ${info.response}` };
        }
        return { ok: true, providerMessageId: info.messageId ?? null };
      } catch (err) {
        return { ok: false, ...classifySmtpError(err) };
      }
    },
    close: () => transporter.close(),
  };
}
