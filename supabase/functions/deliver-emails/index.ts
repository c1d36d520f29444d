// POST (service role only) -> { claimed, sent, failed, retried, transport }
//   | { transport: null, queued, message } when no transport is configured.
// Drains the e-mail outbox (issue 19): claims a batch of due messages, renders
// each in its language, sends it through Resend (RESEND_API_KEY) or SMTP
// (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE), and records the
// result (sent, retried with backoff, or failed). EMAIL_FROM, EMAIL_REPLY_TO
// and SITE_URL (the link in the messages) are configurable. Called right after
// the app queues a message (_shared/email-delivery-trigger.ts) and every minute
// by pg_cron on hosted Supabase (migration 20261125310000), every few seconds
// by local-supabase.
import { isServiceCaller, serviceClient } from '../_shared/clients.ts';
import { deliverBatch, deliveryConfig, resendSender, type Sender } from '../_shared/email-delivery.ts';
import { loadEmailData } from '../_shared/email-delivery-data.ts';
import { smtpSender } from '../_shared/email-delivery-smtp.ts';
import { loadOrganisation } from '../_shared/organisation-details.ts';
import { fail, json, postHandler } from '../_shared/http.ts';
import { paymentsConfig } from '../_shared/payments-config.ts';
import { makeStripe } from '../_shared/payments-stripe.ts';

const env = (name: string) => Deno.env.get(name);

export const NO_TRANSPORT_MESSAGE =
  'No e-mail transport configured: set RESEND_API_KEY, or SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE). Messages stay queued.';

Deno.serve(
  postHandler(async (req) => {
    if (!isServiceCaller(req, env)) return fail(403, 'forbidden', 'Only the server can deliver e-mail');
    const service = serviceClient(env);
    const config = deliveryConfig(env);
    if (!config.transport) {
      const { count, error } = await service
        .from('email_outbox')
        .select('id', { count: 'exact', head: true })
        .eq('status', 'queued');
      if (error) throw error;
      console.warn(`deliver-emails: ${NO_TRANSPORT_MESSAGE} (${count ?? 0} queued)`);
      return json(200, { transport: null, queued: count ?? 0, message: NO_TRANSPORT_MESSAGE });
    }
    // Stripe, when configured, tells a receipt the card's last four digits.
    const stripe = makeStripe(paymentsConfig(env));
    let send: Sender;
    let close = () => {};
    if (config.transport.kind === 'resend') send = resendSender(config.transport);
    else ({ send, close } = smtpSender(config.transport.smtp));
    try {
      const counts = await deliverBatch({
        service,
        config,
        send,
        loadOrganisation: () => loadOrganisation(service),
        loadData: (row) => loadEmailData({ service, siteUrl: config.siteUrl, stripe }, row),
      });
      if (counts.claimed) console.log(`deliver-emails (${config.transport.kind}):`, JSON.stringify(counts));
      return json(200, { ...counts, transport: config.transport.kind });
    } finally {
      close();
    }
  }),
);
