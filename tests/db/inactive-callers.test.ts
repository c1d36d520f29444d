// Issue 33 point 3: a deactivated (or deleted) account cannot pay through the
// edge functions. Each function acting for a signed-in user goes through one
// caller check (supabase/functions/_shared/clients.ts activeCaller) that
// refuses an inactive account with the database's own answer (403, code
// account_inactive, the message private.assert_active_account raises), and
// nothing is created: no card, no checkout, no charge, no registration, no e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import {
  call,
  checkoutBody,
  makeParent,
  makeProgram,
  registrationsOf,
  submitTestCheckout,
  type Answer,
  type Parent,
  type Program,
} from './payments-fixtures.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const sessionIdOf = (url: string) => /\/_dev\/checkout\/([0-9a-f-]{36})/.exec(url)![1];
const setActive = (id: string, active: boolean) =>
  stack.sql(`update public.user_profiles set is_active = $2 where id = $1`, [id, active]);

/** Everything a payment could leave behind for `userId`, to compare before and after a refused call. */
async function traces(userId: string) {
  const [t] = await stack.sql(
    `select (select count(*)::int from public.saved_payment_methods where user_id = $1) as cards,
            (select count(*)::int from public.checkout_sessions where user_id = $1) as sessions,
            (select count(*)::int from public.registrations where user_id = $1) as registrations,
            (select count(*)::int from public.email_outbox o join public.user_profiles u on u.email = o.to_email
               where u.id = $1) as emails,
            (select stripe_customer_id from public.user_profiles where id = $1) as customer,
            (select string_agg(status, ',' order by created_at) from public.checkout_sessions where user_id = $1)
              as statuses`,
    [userId],
  );
  return t;
}

/** The database's refusal of a write by this caller: what every function must answer too. */
async function databaseRefusal(parent: Parent) {
  const { error } = await parent.client.from('user_profiles').update({ first_name: 'Changed' }).eq('id', parent.id);
  expect(error).toMatchObject({ code: '42501', hint: 'account_inactive' });
  return error!.message;
}

function expectRefused(answer: Answer, message: string) {
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ code: 'account_inactive', error: message });
}

describe('a deactivated family through the payment functions', () => {
  let parent: Parent;
  let program: Program;
  let card: string;
  let paidSession: string;
  let registrationIds: string[];

  beforeAll(async () => {
    // While active: a saved card, a paid earlier order, and a checkout paid at the provider but not yet confirmed.
    parent = await makeParent(stack, 'inactive');
    program = await makeProgram(stack, 'inactive');
    const earlier = await makeProgram(stack, 'inactive-earlier');
    const saved = await call(parent.client, 'save-payment-method', { payment_method_id: 'pm_card_visa' });
    expect(saved.status).toBe(200);
    card = saved.body.payment_method.provider_payment_method_id;
    const paid = await call(parent.client, 'create-payment-intent', {
      ...checkoutBody(earlier, [parent.kids[0]], earlier.regular, 12000),
      payment_method_id: card,
    });
    expect(paid).toMatchObject({ status: 200, body: { success: true } });
    registrationIds = (await registrationsOf(stack, earlier.id)).map((r) => r.id);
    const started = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000),
    );
    expect(started.status).toBe(200);
    paidSession = sessionIdOf(started.body.url);
    expect((await submitTestCheckout(stack, paidSession, 'pay')).status).toBe(303);
    await setActive(parent.id, false);
  }, 90_000);

  it('is refused by every function with the database’s answer, and nothing is created', async () => {
    const message = await databaseRefusal(parent);
    const before = await traces(parent.id);
    const attempts: [string, unknown][] = [
      ['save-payment-method', { action: 'setup' }],
      ['save-payment-method', { payment_method_id: 'pm_card_mastercard', is_default: true }],
      ['create-checkout-session', checkoutBody(program, parent.kids, program.regular, 24000)],
      [
        'create-payment-intent',
        { ...checkoutBody(program, parent.kids, program.regular, 24000), payment_method_id: card },
      ],
      ['create-payment-intent', { registration_ids: registrationIds, payment_method_id: card }],
      ['confirm-checkout', { session_id: paidSession }],
      ['queue-registration-email', { registrationId: registrationIds[0] }],
    ];
    const answers: [string, number, string, string][] = [];
    for (const [name, body] of attempts) {
      const res = await call(parent.client, name, body);
      answers.push([name, res.status, res.body?.code, res.body?.error]);
    }
    expect(answers).toEqual(attempts.map(([name]) => [name, 403, 'account_inactive', message]));
    expect(await traces(parent.id)).toEqual(before);
    expect(await registrationsOf(stack, program.id)).toEqual([]);
    const [s] = await stack.sql(`select status from public.checkout_sessions where id = $1`, [paidSession]);
    expect(s.status).toBe('paid');
  }, 60_000);

  it('once reactivated, the same family pays and the paid checkout is confirmed', async () => {
    await setActive(parent.id, true);
    const confirmed = await call(parent.client, 'confirm-checkout', { session_id: paidSession });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'fulfilled', alreadyFulfilled: false } });
    expect(await registrationsOf(stack, program.id)).toHaveLength(2);
  });
});

describe('a deactivated administrator', () => {
  it('cannot refund through refund-payment', async () => {
    const admin = await makeParent(stack, 'inactive-admin', []);
    await stack.sql(`update public.user_profiles set role = 'admin' where id = $1`, [admin.id]);
    await setActive(admin.id, false);
    const message = await databaseRefusal(admin);
    const [before] = await stack.sql(`select count(*)::int as n from public.refund_logs`);
    const res = await call(admin.client, 'refund-payment', {
      kind: 'registration',
      id: '00000000-0000-0000-0000-000000000000',
      amount: 100,
    });
    expectRefused(res, message);
    expect(await stack.sql(`select count(*)::int as n from public.refund_logs`)).toEqual([before]);
  });
});

describe('a deleted (anonymised) account', () => {
  it('is refused by every function and nothing is created', async () => {
    const parent = await makeParent(stack, 'deleted', ['Del']);
    const program = await makeProgram(stack, 'deleted');
    const { error } = await parent.client.rpc('delete_my_account', { p_confirmation: parent.email });
    expect(error).toBeNull();
    const before = await traces(parent.id);
    for (const [name, body] of [
      ['save-payment-method', { payment_method_id: 'pm_card_visa' }],
      ['create-checkout-session', checkoutBody(program, parent.kids, program.regular, 12000)],
      [
        'create-payment-intent',
        { ...checkoutBody(program, parent.kids, program.regular, 12000), payment_method_id: 'pm_card_visa' },
      ],
    ] as const) {
      // Deletion ends the account's sessions (Auth refuses the token: 401); were one left, the profile refuses it.
      const res = await call(parent.client, name, body);
      expect([401, 403]).toContain(res.status);
      expect(['not_signed_in', 'account_inactive']).toContain(res.body.code);
    }
    expect(await traces(parent.id)).toEqual(before);
  });

  it('a profile marked deleted whose session is still open is refused with account_inactive', async () => {
    const parent = await makeParent(stack, 'half-deleted', ['Hal']);
    await stack.sql(`update public.user_profiles set deleted_at = now() where id = $1`, [parent.id]);
    const res = await call(parent.client, 'save-payment-method', { payment_method_id: 'pm_card_visa' });
    expect(res).toMatchObject({ status: 403, body: { code: 'account_inactive' } });
    expect((await traces(parent.id)).cards).toBe(0);
  });
});
