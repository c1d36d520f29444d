// Refunds through the real refund-payment function (Deno) and the local test
// provider (issue 20 points 1-2): a family's refund request refunded once even
// when two administrators click at once, partial refunds up to what was paid,
// a checkout that could not be fulfilled, what the list shows, the side doors a
// hostile signed-in user (or administrator) might try, and the answer of a
// server with neither a Stripe key nor the development flag.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromExport } from '../../src/features/admin-registrations/api/export-row.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import {
  call,
  checkoutBody,
  makeParent,
  makeProgram,
  PASSWORD,
  registrationsOf,
  submitTestCheckout,
  type Parent,
} from './payments-fixtures.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let admin: SupabaseClient;
let admin2: SupabaseClient;
let admin2Id: string;
beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  const second = await makeParent(stack, 'second-admin', []);
  await stack.sql(`update public.user_profiles set role = 'admin' where id = $1`, [second.id]);
  admin2 = await stack.signIn(second.email, PASSWORD);
  admin2Id = second.id;
});
afterAll(async () => {
  await stack?.stop();
});

const sessionIdOf = (url: string) => /\/_dev\/checkout\/([0-9a-f-]{36})/.exec(url)![1];

/** A family that paid 120.00 per child through the test checkout; their registrations. */
async function paidFamily(tag: string, kids = ['Ava']) {
  const parent = await makeParent(stack, tag, kids);
  const program = await makeProgram(stack, tag);
  const started = await call(
    parent.client,
    'create-checkout-session',
    checkoutBody(program, parent.kids, program.regular, 12000 * kids.length),
  );
  expect(started.status).toBe(200);
  const sessionId = sessionIdOf(started.body.url);
  await submitTestCheckout(stack, sessionId, 'pay');
  const confirmed = await call(parent.client, 'confirm-checkout', { session_id: sessionId });
  expect(confirmed.body.status).toBe('fulfilled');
  return { parent, program, sessionId, regs: await registrationsOf(stack, program.id) };
}

/** The family cancels one registration and asks for the refund. */
async function requestRefund(parent: Parent, registrationId: string) {
  const { error } = await parent.client.rpc('cancel_registration', {
    p_registration_id: registrationId,
    p_reason: 'schedule_conflict',
    p_refund: true,
  });
  expect(error).toBeNull();
}

const refund = (client: SupabaseClient, body: Record<string, unknown>) => call(client, 'refund-payment', body);

async function state(registrationId: string) {
  const [reg] = await stack.sql(
    `select status, amount_paid, amount_refunded, refund_processed_at, refund_processed_by, provider_refund_id
     from public.registrations where id = $1`,
    [registrationId],
  );
  const refunds = await stack.sql(
    `select amount, status, provider, provider_refund_id, created_by from public.refunds
     where registration_id = $1 order by created_at`,
    [registrationId],
  );
  const logs = await stack.sql(
    `select refund_amount, refund_reason, processed_by, provider_refund_id, refund_id from public.refund_logs
     where registration_id = $1 and action = 'refunded' order by processed_at`,
    [registrationId],
  );
  const mails = await stack.sql(
    `select to_email, language, subject, payload from public.email_outbox
     where template = 'refund_processed' and registration_id = $1 order by created_at`,
    [registrationId],
  );
  return { reg, refunds, logs, mails };
}

type ListRow = { kind: string; id: string; state: string; amount_left: number; amount_refunded: number };
async function listed(client: SupabaseClient, filter: string, limit = 500) {
  const { data, error } = await client.rpc('admin_refunds', { p_filter: filter, p_limit: limit, p_offset: 0 });
  if (error) throw error;
  return data as { total: number; counts: Record<string, number>; rows: ListRow[] };
}

describe('a family’s refund request', () => {
  let family: Awaited<ReturnType<typeof paidFamily>>;
  let regId: string;
  beforeAll(async () => {
    family = await paidFamily('request');
    regId = family.regs[0].id;
    await requestRefund(family.parent, regId);
  });

  it('is listed as waiting with the participant, program, amount and reason', async () => {
    const list = await listed(admin, 'waiting');
    const row = list.rows.find((r) => r.id === regId) as unknown as Record<string, unknown>;
    expect(row).toMatchObject({
      kind: 'registration',
      state: 'waiting',
      person_name: family.parent.kids[0].name,
      program_name: family.program.name,
      amount_paid: 12000,
      amount_requested: 12000,
      amount_refunded: 0,
      amount_left: 12000,
      reason: 'schedule_conflict',
      has_payment: true,
    });
    expect(row.requested_at).toBeTruthy();
    expect(list.counts.waiting).toBeGreaterThanOrEqual(1);
  });

  it('is refunded once when two administrators click at the same time', async () => {
    const body = { kind: 'registration', id: regId, amount: 12000, note: 'Family moved' };
    const answers = await Promise.all([refund(admin, body), refund(admin2, body)]);
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(1);
    expect(ok[0].body).toMatchObject({ status: 'succeeded', amount: 12000, left: 0, provider: 'test' });
    expect(ok[0].body.providerRefundId).toMatch(/^re_test_[0-9a-f]{32}$/);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ status: 409, body: { code: 'nothing_left' } });

    const s = await state(regId);
    expect(s.reg).toMatchObject({
      status: 'refunded',
      amount_refunded: 12000,
      provider_refund_id: ok[0].body.providerRefundId,
    });
    expect([users.admin.id, admin2Id]).toContain(s.reg.refund_processed_by);
    expect(s.reg.refund_processed_at).toBeTruthy();
    expect(s.refunds).toEqual([expect.objectContaining({ amount: 12000, status: 'succeeded', provider: 'test' })]);
    expect(s.logs).toEqual([
      expect.objectContaining({
        refund_amount: 12000,
        refund_reason: 'Family moved',
        processed_by: s.reg.refund_processed_by,
        provider_refund_id: ok[0].body.providerRefundId,
      }),
    ]);
    expect(s.mails).toHaveLength(1);
    expect(s.mails[0]).toMatchObject({ to_email: family.parent.email, language: 'en' });
    expect(s.mails[0].subject).toBe(`Refund processed: ${family.program.name}`);
    expect(s.mails[0].payload).toMatchObject({ amount_refunded: 12000 });
  });

  it('then shows under Refunded, not Waiting, and cannot be refunded again', async () => {
    expect((await listed(admin, 'waiting')).rows.map((r) => r.id)).not.toContain(regId);
    const row = (await listed(admin, 'refunded')).rows.find((r) => r.id === regId);
    expect(row).toMatchObject({ state: 'refunded', amount_refunded: 12000, amount_left: 0 });
    const again = await refund(admin, { kind: 'registration', id: regId, amount: 1 });
    expect(again).toMatchObject({ status: 409, body: { code: 'nothing_left' } });
    expect((await state(regId)).refunds).toHaveLength(1);
  });

  it('gives Export All the amount asked, the reason and the amount refunded', async () => {
    const { data, error } = await admin.rpc('admin_registrations_export', {
      p_program_id: family.program.id,
      p_status: 'all',
      p_search: '',
    });
    expect(error).toBeNull();
    const [row] = fromExport(data);
    expect(row.refund).toMatchObject({ requested: 12000, reason: 'schedule_conflict', refunded: 12000 });
    expect(row.refund?.refundedAt).toBeTruthy();
  });

  it('sends the refund e-mail rendered from the refund: amount, date, card', async () => {
    const [row] = await stack.sql(
      `select id from public.email_outbox where template = 'refund_processed' and registration_id = $1`,
      [regId],
    );
    const m = await stack.mail.waitFor((x) => x.outboxId === row.id, 20_000);
    expect(m.subject).toBe(`Refund processed: ${family.program.name}`);
    expect(m.text).toContain('$120.00');
    expect(m.text).toContain(family.parent.kids[0].name);
    expect(m.text).toContain('4242');
  });
});

describe('partial refunds', () => {
  it('refunds 50.00 then 70.00 of 120.00, and refuses a third', async () => {
    const family = await paidFamily('partial');
    const regId = family.regs[0].id;
    await requestRefund(family.parent, regId);

    const tooMuch = await refund(admin, { kind: 'registration', id: regId, amount: 12001 });
    expect(tooMuch).toMatchObject({ status: 409, body: { code: 'exceeds_remaining', details: { left: 12000 } } });

    const first = await refund(admin, { kind: 'registration', id: regId, amount: 5000 });
    expect(first).toMatchObject({ status: 200, body: { amount: 5000, left: 7000 } });
    expect((await listed(admin, 'refunded')).rows.find((r) => r.id === regId)).toMatchObject({
      state: 'partial',
      amount_refunded: 5000,
      amount_left: 7000,
    });

    const over = await refund(admin, { kind: 'registration', id: regId, amount: 7001 });
    expect(over).toMatchObject({ status: 409, body: { code: 'exceeds_remaining', details: { left: 7000 } } });

    const second = await refund(admin2, { kind: 'registration', id: regId, amount: 7000 });
    expect(second).toMatchObject({ status: 200, body: { amount: 7000, left: 0 } });

    const third = await refund(admin, { kind: 'registration', id: regId, amount: 100 });
    expect(third).toMatchObject({ status: 409, body: { code: 'nothing_left' } });

    const s = await state(regId);
    expect(s.reg.amount_refunded).toBe(12000);
    expect(s.refunds.map((r) => [r.amount, r.status])).toEqual([
      [5000, 'succeeded'],
      [7000, 'succeeded'],
    ]);
    expect(s.logs.map((l) => l.refund_amount)).toEqual([5000, 7000]);
    expect(s.mails.map((m) => m.payload.amount_refunded)).toEqual([5000, 7000]);
    expect((await listed(admin, 'refunded')).rows.find((r) => r.id === regId)).toMatchObject({ state: 'refunded' });
  });
});

describe('a paid checkout that could not be fulfilled', () => {
  it('is listed with the payer and refunded in full', async () => {
    const parent = await makeParent(stack, 'unfulfilled', ['Cy', 'Di']);
    const program = await makeProgram(stack, 'unfulfilled');
    const started = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000),
    );
    const sessionId = sessionIdOf(started.body.url);
    await submitTestCheckout(stack, sessionId, 'pay');
    // As fulfil_checkout_session leaves it when the last spot went to someone else meanwhile.
    await stack.sql(
      `update public.checkout_sessions set status = 'refund_needed', error = 'This program is full',
         payload = payload || '{"failure_code": "sold_out_after_payment"}'::jsonb
       where id = $1`,
      [sessionId],
    );
    const row = (await listed(admin, 'waiting')).rows.find((r) => r.id === sessionId) as unknown as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      kind: 'checkout',
      state: 'waiting',
      person_name: parent.kids.map((k) => k.name).join(', '),
      payer_email: parent.email,
      program_name: program.name,
      amount_paid: 24000,
      amount_left: 24000,
      failure_code: 'sold_out_after_payment',
    });

    const done = await refund(admin, { kind: 'checkout', id: sessionId, amount: 24000 });
    expect(done).toMatchObject({ status: 200, body: { status: 'succeeded', amount: 24000, left: 0 } });
    const [s] = await stack.sql(
      `select status, amount_refunded, refund_processed_by, provider_refund_id from public.checkout_sessions where id = $1`,
      [sessionId],
    );
    expect(s).toMatchObject({
      status: 'refund_needed',
      amount_refunded: 24000,
      refund_processed_by: users.admin.id,
      provider_refund_id: done.body.providerRefundId,
    });
    const logs = await stack.sql(
      `select user_id, refund_amount from public.refund_logs where checkout_session_id = $1 and action = 'refunded'`,
      [sessionId],
    );
    expect(logs).toEqual([{ user_id: parent.id, refund_amount: 24000 }]);
    const mails = await stack.sql(
      `select to_email, payload from public.email_outbox where template = 'refund_processed'
         and payload ->> 'checkout_session_id' = $1`,
      [sessionId],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].to_email).toBe(parent.email);
    expect((await listed(admin, 'refunded')).rows.find((r) => r.id === sessionId)).toMatchObject({
      state: 'refunded',
    });
    expect(await refund(admin, { kind: 'checkout', id: sessionId, amount: 1 })).toMatchObject({
      status: 409,
      body: { code: 'nothing_left' },
    });
  });

  it('a fulfilled checkout is refunded through its registrations, not as a whole', async () => {
    const family = await paidFamily('fulfilled');
    expect(await refund(admin, { kind: 'checkout', id: family.sessionId, amount: 100 })).toMatchObject({
      status: 409,
      body: { code: 'not_refundable' },
    });
  });
});

describe('side doors', () => {
  let family: Awaited<ReturnType<typeof paidFamily>>;
  let regId: string;
  beforeAll(async () => {
    family = await paidFamily('hostile');
    regId = family.regs[0].id;
    await requestRefund(family.parent, regId);
  });

  it('a family cannot refund itself, through the function or the database', async () => {
    const res = await refund(family.parent.client, { kind: 'registration', id: regId, amount: 12000 });
    expect(res).toMatchObject({ status: 403, body: { code: 'admin_only' } });
    const begin = await family.parent.client.rpc('begin_refund', {
      p_kind: 'registration',
      p_id: regId,
      p_amount: 12000,
    });
    expect(begin.error?.code).toBe('42501');
    const finish = await family.parent.client.rpc('finish_refund', { p_refund_id: regId, p_ok: true });
    expect(finish.error).not.toBeNull();
    const list = await family.parent.client.rpc('admin_refunds', { p_filter: 'all' });
    expect(list.error?.code).toBe('42501');
    const { data } = await family.parent.client.from('refunds').select('id');
    expect(data ?? []).toEqual([]);
    expect((await state(regId)).reg.amount_refunded).toBe(0);
  });

  it('an anonymous caller is refused', async () => {
    const res = await refund(stack.anon(), { kind: 'registration', id: regId, amount: 12000 });
    expect(res.status).toBe(401);
  });

  it('an administrator cannot record a refund without the provider, nor write the refund columns', async () => {
    const finish = await admin.rpc('finish_refund', { p_refund_id: regId, p_ok: true, p_provider_refund_id: 're_x' });
    expect(finish.error?.code).toBe('42501');
    const provider = await admin.rpc('record_provider_refund', {
      p_payment_intent_id: family.regs[0].payment_intent_id!,
      p_provider_refund_id: 're_forged',
      p_amount: 12000,
    });
    expect(provider.error?.code).toBe('42501');
    const direct = await admin.from('registrations').update({ amount_refunded: 12000 }).eq('id', regId);
    expect(direct.error).toMatchObject({ code: '42501', hint: 'refund_columns_server_only' });
    const insert = await admin.from('refunds').insert({
      registration_id: regId,
      payment_intent_id: 'pi_x',
      amount: 1,
      provider: 'test',
    });
    expect(insert.error).not.toBeNull();
    expect((await state(regId)).reg.amount_refunded).toBe(0);
    // An administrator still changes what RLS lets them (the status, for example).
    const allowed = await admin.from('registrations').update({ refund_reason: 'other' }).eq('id', regId);
    expect(allowed.error).toBeNull();
  });

  it('refuses malformed requests and unknown targets', async () => {
    expect((await refund(admin, { kind: 'registration', id: regId, amount: 0 })).body.code).toBe('bad_request');
    expect((await refund(admin, { kind: 'registration', id: regId, amount: 10.5 })).body.code).toBe('bad_request');
    expect((await refund(admin, { kind: 'invoice', id: regId, amount: 100 })).body.code).toBe('bad_request');
    expect(
      (await refund(admin, { kind: 'registration', id: regId, amount: 100, note: 'x'.repeat(501) })).body.code,
    ).toBe('bad_request');
    const missing = await refund(admin, {
      kind: 'registration',
      id: '00000000-0000-4000-8000-000000000000',
      amount: 100,
    });
    expect(missing).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('a registration without a card payment is not refunded through the provider', async () => {
    // The demo's Spring camp request: paid outside the app (no payment intent).
    const seeded = '90000000-0000-4000-8000-000000000007';
    expect(await refund(admin, { kind: 'registration', id: seeded, amount: 100 })).toMatchObject({
      status: 409,
      body: { code: 'no_payment' },
    });
  });

  it('the list is bounded: at most 500 rows per call', async () => {
    const one = await listed(admin, 'all', 1);
    expect(one.rows).toHaveLength(1);
    expect(one.total).toBeGreaterThan(1);
    const many = await listed(admin, 'all', 100000);
    expect(many.rows.length).toBeLessThanOrEqual(500);
    const bad = await admin.rpc('admin_refunds', { p_filter: 'everything' });
    expect(bad.error?.hint).toBe('invalid_filter');
  });
});

describe('a server with no Stripe key and no development flag', () => {
  let bare: TestStack;
  beforeAll(async () => {
    bare = await startTestStack({ functionsEnv: { SUPABASE_LOCAL_DEV_STACK: '0' } });
  });
  afterAll(async () => {
    await bare?.stop();
  });

  it('answers payments_not_configured and changes nothing', async () => {
    const client = await bare.signIn(users.admin.email, DEMO_PASSWORD);
    const seeded = '90000000-0000-4000-8000-000000000007';
    const res = await call(client, 'refund-payment', { kind: 'registration', id: seeded, amount: 100 });
    expect(res).toMatchObject({ status: 503, body: { code: 'payments_not_configured' } });
    expect(await bare.sql(`select count(*)::int as n from public.refunds`)).toEqual([{ n: 0 }]);
  });
});
