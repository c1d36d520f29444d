// The local stand-in for the hosted pg_cron job of migration
// 20261125310000_schedule_email_delivery.sql (issue 19): every few seconds,
// POST /functions/v1/deliver-emails with the service role key, like pg_net
// does every minute on a hosted project. One run at a time; a failed run is
// logged once until a run succeeds again. Off in tests (StackOptions.deliverEmailsEveryMs
// unset): they call the function themselves, so what is sent is deterministic.
// Before each run it also stands in for the pg_cron job of 20261127110000
// (issue 24): POST /rest/v1/rpc/process_waitlist_offers, so waiting-list offers
// that lapsed pass to the next in line and their e-mails go out in the same run.
import fs from 'node:fs';
import path from 'node:path';

export interface EmailSchedule {
  /** One run now (waits for a run in progress first); resolves with the function's JSON answer or null. */
  runNow(): Promise<unknown>;
  stop(): Promise<void>;
}

export function startEmailSchedule(o: {
  url: () => string;
  serviceRoleKey: string;
  everyMs: number;
  functionsDir: string;
  quiet?: boolean;
}): EmailSchedule {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve(null);
  let failing = false;
  let waitlistFailing = false;

  /** Lapsed waiting-list offers move on (a failure is logged once and never stops the e-mails). */
  const processWaitlist = async (): Promise<void> => {
    try {
      const res = await fetch(`${o.url()}/rest/v1/rpc/process_waitlist_offers`, {
        method: 'POST',
        headers: {
          apikey: o.serviceRoleKey,
          Authorization: `Bearer ${o.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: '{}',
        signal: AbortSignal.timeout(60_000),
      });
      const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (!res.ok) throw new Error(`HTTP ${res.status} ${JSON.stringify(body)}`);
      if (waitlistFailing && !o.quiet) console.log('local-supabase: waiting-list offers run again');
      waitlistFailing = false;
      if (!o.quiet && body && Number(body.offered) > 0) {
        console.log('local-supabase: process_waitlist_offers', JSON.stringify(body));
      }
    } catch (err) {
      if (!waitlistFailing && !stopped)
        console.warn('local-supabase: scheduled process_waitlist_offers failed:', String(err));
      waitlistFailing = true;
    }
  };

  const once = async (): Promise<unknown> => {
    await processWaitlist();
    if (!fs.existsSync(path.join(o.functionsDir, 'deliver-emails', 'index.ts'))) return null;
    try {
      const res = await fetch(`${o.url()}/functions/v1/deliver-emails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${o.serviceRoleKey}`, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(170_000),
      });
      const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (!res.ok) throw new Error(`HTTP ${res.status} ${JSON.stringify(body)}`);
      if (failing && !o.quiet) console.log('local-supabase: e-mail delivery runs again');
      failing = false;
      if (!o.quiet && body && (Number(body.claimed) > 0 || body.transport === null)) {
        console.log('local-supabase: deliver-emails', JSON.stringify(body));
      }
      return body;
    } catch (err) {
      if (!failing && !stopped) console.warn('local-supabase: scheduled deliver-emails failed:', String(err));
      failing = true;
      return null;
    }
  };
  const runNow = () => (current = current.then(once, once));
  const tick = () => {
    if (stopped) return;
    void runNow().finally(() => {
      if (!stopped) timer = setTimeout(tick, o.everyMs).unref();
    });
  };
  timer = setTimeout(tick, o.everyMs).unref();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current.catch(() => {});
    },
  };
}
