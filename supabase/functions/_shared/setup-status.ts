// The launch checklist (issue 36 point 2): each thing a season needs, with a plain status, from the database
// (admin_setup_status(), which refuses anyone but an administrator) and from this server's environment. Names which
// settings are set and how, never their values: no key, secret or password leaves the function.
import type { Db, Env } from './clients.ts';
import { deliveryConfig } from './email-delivery.ts';
import { paymentsConfig } from './payments-config.ts';

/** ok: ready; test: works, in test mode; missing: to do; problem: set but failing; check: not visible here, do it by hand. */
export type CheckStatus = 'ok' | 'test' | 'missing' | 'problem' | 'check';
export type Check = { id: string; status: CheckStatus; facts: Record<string, unknown> };

/** The jobs supabase/schemas/990_schedules.sql schedules. */
export const EXPECTED_JOBS = [
  'deliver-emails',
  'process-waitlist-offers',
  'purge-expired-records',
  'stripe-cleanup',
] as const;

type DbStatus = {
  organisation: { missing: string[] };
  legal: { missing: { kind: string; language: string }[] };
  webhook: { last_received_at: string | null };
  mail: { last_sent_at: string | null; queued: number; failed_recently: number; held_receipts: number };
  schedules: {
    available: boolean;
    jobs: { name: string; active: boolean; last_run_at: string | null; last_status: string | null }[];
  };
};

const LOCAL_URL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function paymentChecks(env: Env, db: DbStatus): Check[] {
  const config = paymentsConfig(env);
  const key = config.stripeSecretKey;
  const mode = key?.startsWith('sk_live_') ? 'live' : key ? 'test' : config.devStack ? 'local' : null;
  const payments: Check = {
    id: 'payments',
    status: mode === 'live' ? 'ok' : mode ? 'test' : 'missing',
    facts: { mode },
  };
  const webhook: Check = {
    id: 'webhook',
    status: !key ? (config.devStack ? 'test' : 'missing') : config.webhookSecret ? 'ok' : 'missing',
    facts: { secretSet: Boolean(config.webhookSecret), lastReceivedAt: db.webhook.last_received_at, mode },
  };
  return [payments, webhook];
}

function mailChecks(env: Env, db: DbStatus): Check[] {
  const config = deliveryConfig(env);
  const devStack = paymentsConfig(env).devStack;
  const transport = config.transport?.kind ?? null;
  const mail: Check = {
    id: 'mail',
    status: !transport ? 'missing' : db.mail.failed_recently > 0 ? 'problem' : devStack ? 'test' : 'ok',
    facts: { transport, from: config.from, lastSentAt: db.mail.last_sent_at, ...db.mail, local: devStack },
  };
  // Auth's own e-mails (sign-up confirmation, password reset) are sent by Supabase Auth with its SMTP settings,
  // which no function can read: on a hosted project the operator confirms them by setting AUTH_EMAIL_SENDER.
  const sender = env('AUTH_EMAIL_SENDER')?.trim() || null;
  const authEmail: Check = {
    id: 'authEmail',
    status: devStack ? 'test' : sender ? 'ok' : 'check',
    facts: { sender, local: devStack },
  };
  const siteUrl = config.siteUrl;
  const siteSet = Boolean(env('SITE_URL')?.trim());
  const redirect: Check = {
    id: 'redirectUrl',
    status: !siteSet ? (devStack ? 'test' : 'missing') : LOCAL_URL.test(siteUrl) ? 'test' : 'ok',
    facts: { siteUrl: siteSet ? siteUrl : null },
  };
  return [mail, authEmail, redirect];
}

function scheduleCheck(db: DbStatus): Check {
  const jobs = EXPECTED_JOBS.map((name) => {
    const job = db.schedules.jobs.find((j) => j.name === name);
    return {
      name,
      scheduled: Boolean(job?.active),
      lastRunAt: job?.last_run_at ?? null,
      lastStatus: job?.last_status ?? null,
    };
  });
  const failing = jobs.some((j) => j.lastStatus === 'failed');
  return {
    id: 'schedules',
    status: !db.schedules.available || jobs.some((j) => !j.scheduled) ? 'missing' : failing ? 'problem' : 'ok',
    facts: { available: db.schedules.available, jobs },
  };
}

export type SetupStatus = { ready: boolean; checks: Check[] };

/** The checklist; throws the database's refusal (admin_only) as is. */
export async function setupStatus(env: Env, caller: Db): Promise<SetupStatus> {
  const { data, error } = await caller.rpc('admin_setup_status');
  if (error) throw error;
  const db = data as unknown as DbStatus;
  const checks: Check[] = [
    ...paymentChecks(env, db),
    ...mailChecks(env, db),
    scheduleCheck(db),
    { id: 'organisation', status: db.organisation.missing.length ? 'missing' : 'ok', facts: db.organisation },
    { id: 'legal', status: db.legal.missing.length ? 'missing' : 'ok', facts: db.legal },
  ];
  return { ready: checks.every((c) => c.status === 'ok' || c.status === 'test'), checks };
}
