// What is owed to Stripe after a deletion here (issue 36 point 3, decision 0063;
// public.stripe_cleanups, supabase/schemas/507_stripe_cleanups.sql): a removed
// card is detached from its customer, a deleted account's customer is deleted.
// Rows are claimed (never by two runs at once) and their outcome recorded: done,
// pending again with Stripe's reason, or failed after the fifth attempt, which
// an administrator sees. Something Stripe no longer has counts as done.
import type { Db } from './clients.ts';
import type { Stripe } from './payments-stripe.ts';

/** Stripe's refusals that mean there is nothing left to remove. */
const GONE = new Set(['resource_missing', 'payment_method_unexpected_state']);

export type CleanupRun = { done: number; retried: number; failed: number };

async function removeAtStripe(stripe: Stripe, kind: string, stripeId: string): Promise<void> {
  try {
    if (kind === 'detach_payment_method') await stripe.paymentMethods.detach(stripeId);
    else if (kind === 'delete_customer') await stripe.customers.del(stripeId);
    else throw new Error(`unknown clean-up ${kind}`);
  } catch (err) {
    const e = err as { type?: unknown; code?: unknown } | null;
    if (e?.type === 'StripeInvalidRequestError' && typeof e.code === 'string' && GONE.has(e.code)) return;
    throw err;
  }
}

/** Runs the pending clean-ups (`ids`: only those). Without a Stripe key nothing is claimed: the work waits. */
export async function runStripeCleanups(service: Db, stripe: Stripe | null, ids?: string[]): Promise<CleanupRun> {
  const run: CleanupRun = { done: 0, retried: 0, failed: 0 };
  if (!stripe) return run;
  const claimed = await service.rpc('claim_stripe_cleanups', ids ? { p_ids: ids } : {});
  if (claimed.error) throw new Error(`claim_stripe_cleanups failed: ${claimed.error.message}`);
  for (const row of claimed.data ?? []) {
    let problem: string | null = null;
    try {
      await removeAtStripe(stripe, row.kind, row.stripe_id);
    } catch (err) {
      problem = err instanceof Error ? err.message : String(err);
      console.warn(`stripe clean-up ${row.kind} ${row.stripe_id} failed:`, problem);
    }
    const finished = await service.rpc('finish_stripe_cleanup', { p_id: row.id, p_error: problem ?? undefined });
    if (finished.error) throw new Error(`finish_stripe_cleanup failed: ${finished.error.message}`);
    if (finished.data === 'done') run.done += 1;
    else if (finished.data === 'failed') run.failed += 1;
    else run.retried += 1;
  }
  return run;
}
