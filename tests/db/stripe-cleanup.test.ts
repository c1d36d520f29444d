// Issue 36 point 3: what Stripe is owed after a deletion here (public.stripe_cleanups,
// supabase/schemas/507_stripe_cleanups.sql; decision 0063). A card removed through the
// function that owns cards is detached from the family's Stripe customer; a deleted
// account's customer is deleted by stripe-cleanup, which the database starts through
// pg_net (local-supabase's stand-in here); what Stripe refuses is kept with its reason
// and, after five attempts, marked failed for an administrator to see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { startFakeStripe, type FakeStripe } from './payments-fake-stripe.ts';
import { call, makeParent, type Parent } from './payments-fixtures.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  stack = await startTestStack({
    functionsEnv: { STRIPE_SECRET_KEY: 'sk_test_local_fake', STRIPE_API_BASE: fake.url },
  });
});
afterAll(async () => {
  await stack?.stop();
  await fake?.stop();
});

/** A family with one card saved at Stripe (a SetupIntent's card of their own customer, as /profile saves it). */
async function familyWithCard(tag: string) {
  const parent = await makeParent(stack, tag, ['Kim']);
  await call(parent.client, 'save-payment-method', { action: 'setup' });
  const [{ customer }] = await stack.sql<{ customer: string }>(
    `select stripe_customer_id as customer from public.user_profiles where id = $1`,
    [parent.id],
  );
  const saved = await call(parent.client, 'save-payment-method', { payment_method_id: `pm_setup_${customer}` });
  expect(saved.body.success).toBe(true);
  return { parent, customer, card: saved.body.payment_method as { id: string; provider_payment_method_id: string } };
}

const cleanup = async (stripeId: string) =>
  (
    await stack.sql(
      `select kind, status, attempts, last_error, user_id from public.stripe_cleanups where stripe_id = $1`,
      [stripeId],
    )
  )[0];
const runCleanup = async () => {
  const res = await fetch(`${stack.url}/functions/v1/stripe-cleanup`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, body: await res.json() };
};
const removeCard = (parent: Parent, id: string) =>
  call(parent.client, 'save-payment-method', { action: 'remove', method_id: id });

describe('removing a saved card', () => {
  it('detaches it at Stripe; another family cannot remove it', async () => {
    const { parent, card } = await familyWithCard('detach');
    const stranger = await makeParent(stack, 'detach-stranger', ['Sam']);
    expect(await removeCard(stranger, card.id)).toMatchObject({
      status: 404,
      body: { code: 'payment_method_not_found' },
    });
    expect(fake.requests.some((r) => r.path === `/v1/payment_methods/${card.provider_payment_method_id}/detach`)).toBe(
      false,
    );

    expect(await removeCard(parent, card.id)).toMatchObject({ status: 200, body: { success: true, detached: true } });
    expect(
      fake.requests.filter((r) => r.path === `/v1/payment_methods/${card.provider_payment_method_id}/detach`),
    ).toHaveLength(1);
    expect(await stack.sql(`select id from public.saved_payment_methods where id = $1`, [card.id])).toEqual([]);
    expect(await cleanup(card.provider_payment_method_id)).toMatchObject({
      kind: 'detach_payment_method',
      status: 'done',
      attempts: 1,
      user_id: parent.id,
    });
  });

  it('a card deleted through the API (as RLS allows its owner) is owed too, and stripe-cleanup detaches it', async () => {
    const { parent, card } = await familyWithCard('detach-api');
    const { error } = await parent.client.from('saved_payment_methods').delete().eq('id', card.id);
    expect(error).toBeNull();
    expect(await cleanup(card.provider_payment_method_id)).toMatchObject({ status: 'pending' });
    expect((await runCleanup()).status).toBe(200);
    expect(await cleanup(card.provider_payment_method_id)).toMatchObject({ status: 'done' });
  });

  it('what Stripe refuses is kept with its reason, retried, and failed after five attempts; admins alone read it', async () => {
    const { parent, card } = await familyWithCard('detach-refused');
    fake.refuseRemoval.set(card.provider_payment_method_id, 'Stripe is having a bad day');
    expect(await removeCard(parent, card.id)).toMatchObject({ status: 200, body: { success: true, detached: false } });
    expect(await cleanup(card.provider_payment_method_id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Stripe is having a bad day',
    });
    for (let i = 2; i <= 5; i++) await runCleanup();
    expect(await cleanup(card.provider_payment_method_id)).toMatchObject({ status: 'failed', attempts: 5 });

    const admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
    const seen = await admin
      .from('stripe_cleanups')
      .select('status, last_error')
      .eq('stripe_id', card.provider_payment_method_id);
    expect(seen.data).toEqual([{ status: 'failed', last_error: 'Stripe is having a bad day' }]);
    expect((await parent.client.from('stripe_cleanups').select('id')).data).toEqual([]);
    fake.refuseRemoval.clear();
  });

  it('the side doors: a family can neither write the clean-ups nor claim or finish them', async () => {
    const parent = await makeParent(stack, 'cleanup-side-door', ['Sid']);
    const insert = await parent.client
      .from('stripe_cleanups')
      .insert({ kind: 'delete_customer', stripe_id: 'cus_someone_else' });
    expect(insert.error).not.toBeNull();
    const claim = await parent.client.rpc('claim_stripe_cleanups', {});
    expect(claim.error?.code).toMatch(/42501|PGRST202/);
    const finish = await parent.client.rpc('finish_stripe_cleanup', { p_id: crypto.randomUUID() });
    expect(finish.error?.code).toMatch(/42501|PGRST202/);
    const run = await call(parent.client, 'stripe-cleanup', {});
    expect(run.status).toBe(403);
  });
});

describe('deleting an account', () => {
  it("deletes the family's Stripe customer, started by the database through pg_net", async () => {
    const { parent, customer } = await familyWithCard('delete-customer');
    const { error } = await parent.client.rpc('delete_my_account', { p_confirmation: parent.email });
    expect(error).toBeNull();
    const [profile] = await stack.sql(`select stripe_customer_id from public.user_profiles where id = $1`, [parent.id]);
    expect(profile.stripe_customer_id).toBeNull();
    expect(await cleanup(customer)).toMatchObject({ kind: 'delete_customer', status: 'pending' });

    // The request the insert queued (net.http_post), sent as pg_net would.
    const run = await stack.cron.runDueJobs(new Date());
    expect(run.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', url: `${stack.url}/functions/v1/stripe-cleanup`, status: 200 }),
    );
    expect(await cleanup(customer)).toMatchObject({ status: 'done' });
    expect(fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customer}`)).toHaveLength(
      1,
    );
  });
});
