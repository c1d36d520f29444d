// "Right after anything is queued" (issue 19): a function that has just queued
// an e-mail starts a deliver-emails run in the background, with the service
// role key, without waiting for it. Best effort: a failure is logged and the
// caller's answer is unchanged; the schedule (pg_cron every minute, or
// local-supabase every few seconds) sends the message anyway.
import type { Env } from './clients.ts';

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil?: (p: Promise<unknown>) => void } };
type DenoGlobal = { Deno?: { env?: { get(name: string): string | undefined } } };

const denoEnv: Env = (name) => (globalThis as DenoGlobal).Deno?.env?.get(name);

/** Starts a delivery run and returns at once (never throws). Outside Deno without `env`, does nothing. */
export function triggerEmailDelivery(env: Env = denoEnv): void {
  try {
    const url = env('SUPABASE_URL');
    const key = env('SUPABASE_SERVICE_ROLE_KEY');
    if (!url || !key) return;
    const run = fetch(`${url.replace(/\/$/, '')}/functions/v1/deliver-emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{}',
    })
      .then(async (res) => {
        const body = await res.text();
        if (!res.ok) console.warn(`deliver-emails trigger: HTTP ${res.status} ${body.slice(0, 300)}`);
      })
      .catch((err) => console.warn('deliver-emails trigger failed (the schedule will send the message):', err));
    // Hosted edge runtime: keep the worker alive until the run ends, after the answer is sent.
    (globalThis as EdgeRuntimeGlobal).EdgeRuntime?.waitUntil?.(run);
  } catch (err) {
    console.warn('deliver-emails trigger failed (the schedule will send the message):', err);
  }
}
