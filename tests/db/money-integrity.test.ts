// Issue 33 points 1 and 7b: money history is written only by the payment, fulfilment and refund functions. A careless
// administrator tries the side doors through supabase-js (rewrite amount_paid and the payment ids, write or erase refund
// lines, zero a paid registration and delete it, set a family's Stripe customer); what an administrator may do instead
// goes through two functions that keep the old value and who changed it. Point 7a: money-integrity-refunds.test.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../support/stack.ts';
import {
  money,
  paidFamily,
  requestRefund,
  startStripeRefundStack,
  WEBHOOK_SECRET,
} from './money-integrity-fixtures.ts';
import type { FakeStripe } from './payments-fake-stripe.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let fake: FakeStripe;
let admin: SupabaseClient;
let coordinator: SupabaseClient;
let stopStack: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ fake, stack, admin, stop: stopStack } = await startStripeRefundStack(WEBHOOK_SECRET));
  coordinator = await stack.signIn(users.coordinator.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stopStack?.();
});

// The first payment starts the edge functions cold (Deno), slow on a busy machine.
describe('money columns and refund lines (issue 33 point 1)', { timeout: 90_000 }, () => {
  it('an administrator cannot rewrite what was paid nor the payment ids, so no refund passes what was paid', async () => {
    const family = await paidFamily(stack, fake, 'rewrite-paid');
    const before = (await money(stack, family.regId)).reg;
    expect(before.amount_paid).toBe(12000);
    for (const patch of [
      { amount_paid: 900000 },
      { payment_intent_id: 'pi_someone_else' },
      { payment_intent_id: null },
      { checkout_session_id: null },
      { stripe_session_id: 'cs_forged' },
      { refund_amount: 900000 },
    ]) {
      const { error } = await admin.from('registrations').update(patch).eq('id', family.regId);
      expect(error?.hint, JSON.stringify(patch)).toBe('money_columns_server_only');
    }
    expect((await money(stack, family.regId)).reg).toEqual(before);
    // Everything else an administrator does to a registration still works.
    const approved = await admin
      .from('registrations')
      .update({ status: 'approved', notes: null })
      .eq('id', family.regId);
    expect(approved.error).toBeNull();

    const { error } = await admin.rpc('begin_refund', {
      p_kind: 'registration',
      p_id: family.regId,
      p_amount: 800000,
      p_provider: 'stripe',
    });
    expect(error?.hint).toBe('exceeds_remaining');
  });

  it('nobody writes, changes or erases a refund line through the table, administrators included', async () => {
    const family = await paidFamily(stack, fake, 'refund-lines');
    await requestRefund(family.parent.client, family.regId);
    const lines = (await money(stack, family.regId)).logs;
    expect(lines).toHaveLength(1);

    for (const db of [admin, coordinator, family.parent.client]) {
      await db.from('refund_logs').insert({
        registration_id: family.regId,
        user_id: family.parent.id,
        action: 'refunded',
        refund_amount: 12000,
      });
      await db
        .from('refund_logs')
        .update({ refund_amount: 0, refund_reason: 'never asked' })
        .eq('registration_id', family.regId);
      await db.from('refund_logs').delete().eq('registration_id', family.regId);
    }
    expect((await money(stack, family.regId)).logs).toEqual(lines);
    const { error } = await admin.from('refund_logs').delete().eq('registration_id', family.regId);
    expect(error?.code).toBe('42501');
  });

  it('a paid registration cannot be deleted, even after an administrator tries to zero its money first', async () => {
    const family = await paidFamily(stack, fake, 'zero-then-delete');
    await admin
      .from('registrations')
      .update({ amount_paid: 0, payment_intent_id: null, checkout_session_id: null, stripe_session_id: null })
      .eq('id', family.regId);
    await admin.from('refund_logs').delete().eq('registration_id', family.regId);
    const { error } = await admin.from('registrations').delete().eq('id', family.regId);
    expect(error?.hint).toBe('registration_has_payment_history');
    expect((await money(stack, family.regId)).reg).toMatchObject({
      amount_paid: 12000,
      payment_intent_id: family.paymentIntent,
    });
  });

  it('records a refund made outside the site, with its note, who and when; never more than is left', async () => {
    const family = await paidFamily(stack, fake, 'outside-refund');
    for (const db of [family.parent.client, coordinator]) {
      const { error } = await db.rpc('admin_record_outside_refund', {
        p_registration_id: family.regId,
        p_amount: 100,
        p_note: 'x',
      });
      expect(error?.hint).toBe('admin_only');
    }
    const noNote = await admin.rpc('admin_record_outside_refund', {
      p_registration_id: family.regId,
      p_amount: 100,
      p_note: ' ',
    });
    expect(noNote.error?.hint).toBe('note_required');
    const { data, error } = await admin.rpc('admin_record_outside_refund', {
      p_registration_id: family.regId,
      p_amount: 3000,
      p_note: 'Cheque 1042 mailed on Nov 20',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ amount: 3000, left: 9000 });
    const m = await money(stack, family.regId);
    expect(m.reg.amount_refunded).toBe(3000);
    expect(m.refunds).toEqual([
      expect.objectContaining({
        amount: 3000,
        status: 'succeeded',
        provider: 'outside',
        created_by: users.admin.id,
        note: 'Cheque 1042 mailed on Nov 20',
      }),
    ]);
    expect(m.logs).toEqual([
      {
        action: 'refunded',
        refund_amount: 3000,
        refund_reason: 'Cheque 1042 mailed on Nov 20',
        processed_by: users.admin.id,
      },
    ]);
    expect(m.mails).toBe(1);
    const tooMuch = await admin.rpc('admin_record_outside_refund', {
      p_registration_id: family.regId,
      p_amount: 9001,
      p_note: 'x',
    });
    expect(tooMuch.error?.hint).toBe('exceeds_remaining');
  });

  it('corrects a mistaken amount with a reason as a new record that keeps the old value and who changed it', async () => {
    const family = await paidFamily(stack, fake, 'correct-amount');
    const { error: family_error } = await family.parent.client.rpc('admin_correct_amount_paid', {
      p_registration_id: family.regId,
      p_amount: 0,
      p_reason: 'mine',
    });
    expect(family_error?.hint).toBe('admin_only');
    const noReason = await admin.rpc('admin_correct_amount_paid', {
      p_registration_id: family.regId,
      p_amount: 10000,
      p_reason: '',
    });
    expect(noReason.error?.hint).toBe('reason_required');

    const reason = 'Paid 100.00 at the rink, the tier was wrong';
    const { error } = await admin.rpc('admin_correct_amount_paid', {
      p_registration_id: family.regId,
      p_amount: 10000,
      p_reason: reason,
    });
    expect(error).toBeNull();
    expect((await money(stack, family.regId)).reg.amount_paid).toBe(10000);
    const { data: seen } = await admin
      .from('money_corrections')
      .select('registration_id, field, old_value, new_value, reason, corrected_by');
    expect(seen).toContainEqual({
      registration_id: family.regId,
      field: 'amount_paid',
      old_value: 12000,
      new_value: 10000,
      reason,
      corrected_by: users.admin.id,
    });
    // Families do not read them; nobody writes or erases them through the table.
    expect((await family.parent.client.from('money_corrections').select('id')).data ?? []).toEqual([]);
    await admin.from('money_corrections').update({ old_value: 10000 }).eq('registration_id', family.regId);
    await admin.from('money_corrections').delete().eq('registration_id', family.regId);
    const forged = await admin
      .from('money_corrections')
      .insert({ registration_id: family.regId, field: 'amount_paid', old_value: 1, new_value: 2, reason: 'x' });
    expect(forged.error).not.toBeNull();
    const [kept] = await stack.sql(
      `select count(*)::int as n, min(old_value) as old from public.money_corrections where registration_id = $1`,
      [family.regId],
    );
    expect(kept).toEqual({ n: 1, old: 12000 });

    // Never below what was refunded or reserved.
    await admin.rpc('admin_record_outside_refund', { p_registration_id: family.regId, p_amount: 6000, p_note: 'Cash' });
    const below = await admin.rpc('admin_correct_amount_paid', {
      p_registration_id: family.regId,
      p_amount: 5999,
      p_reason: 'typo',
    });
    expect(below.error?.hint).toBe('below_refunded');
  });
});

describe("a family's Stripe customer (issue 33 point 7b)", () => {
  it('only the card functions (the server) set it, not an administrator', async () => {
    const family = await paidFamily(stack, fake, 'customer-id');
    const [before] = await stack.sql(`select stripe_customer_id from public.user_profiles where id = $1`, [
      family.parent.id,
    ]);
    const { error } = await admin
      .from('user_profiles')
      .update({ stripe_customer_id: 'cus_admins_own' })
      .eq('id', family.parent.id);
    expect(error?.hint).toBe('customer_id_server_only');
    const cleared = await admin.from('user_profiles').update({ stripe_customer_id: null }).eq('id', family.parent.id);
    expect(cleared.error?.hint).toBe('customer_id_server_only');
    const [after] = await stack.sql(`select stripe_customer_id from public.user_profiles where id = $1`, [
      family.parent.id,
    ]);
    expect(after).toEqual(before);
    // The rest of the profile stays an administrator's to edit.
    expect(
      (await admin.from('user_profiles').update({ phone: '5145550199' }).eq('id', family.parent.id)).error,
    ).toBeNull();
    // The server (service role, as save-payment-method and create-checkout-session use) still can.
    const server = await stack
      .service()
      .from('user_profiles')
      .update({ stripe_customer_id: 'cus_server' })
      .eq('id', family.parent.id);
    expect(server.error).toBeNull();
  });
});
