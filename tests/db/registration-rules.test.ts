// Registration integrity (issue 3 point 5) attacked with hand-made requests
// through supabase-js: whatever the browser sends, the database decides.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { consents, factories, type Factories, registerAs } from './db-helpers.ts';
import { DEMO_PASSWORD, participants, programs, questions, registrations, tiers, users } from './seed-ids.ts';

let stack: TestStack;
let f: Factories;
let parent: SupabaseClient;
let admin: SupabaseClient;
let coordinator: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  f = factories(stack);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  coordinator = await stack.signIn(users.coordinator.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

const row = async (sql: string, params: unknown[] = []) => (await stack.sql(sql, params))[0];
/** Each program's regular tier: a program with tiers needs one (issue 17 point 1). */
const REGULAR: Record<string, string> = {
  [programs.tryItFree]: tiers.tryItRegular,
  [programs.summerAssist]: tiers.summerRegular,
  [programs.springPaid]: tiers.springRegular,
  [programs.past]: tiers.pastRegular,
  [programs.inactive]: 'f0000000-0000-4000-8000-000000000007',
};
const register = (
  db: SupabaseClient,
  items: Record<string, unknown>[],
  programId = programs.tryItFree,
  answers = {},
  consent: Record<string, unknown> = consents(),
) =>
  registerAs(stack, db, {
    p_program_id: programId,
    p_answers: answers,
    p_consents: consent,
    p_items: items.map((i) =>
      'participant_id' in i && !('price_tier_id' in i) ? { ...i, price_tier_id: REGULAR[programId] } : i,
    ),
  });

describe('one active registration per person and program', () => {
  it('a second pending registration of the same participant gives 23505, even to the server', async () => {
    const { error } = await stack.service().rpc('create_registrations', {
      p_program_id: programs.tryItFree,
      p_items: [{ participant_id: participants.emma, price_tier_id: tiers.tryItRegular }],
      p_consents: consents(),
      p_payment: { user_id: users.parent.id, status: 'pending', amounts: {} },
    });
    expect(error?.code).toBe('23505');
  });

  it('the same through create_registrations gives 23505 and creates nothing', async () => {
    const before = await row(`select count(*)::int as n from public.registrations`);
    const { error } = await register(parent, [{ participant_id: participants.emma }]);
    expect(error?.code).toBe('23505');
    expect((await row(`select count(*)::int as n from public.registrations`)).n).toBe(before.n);
  });

  it('a cancelled or draft registration does not block a new one', async () => {
    const { data, error } = await register(parent, [{ participant_id: participants.liam }]); // Liam has a draft
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });
});

describe('the client cannot choose status, amount or owner', () => {
  it('status approved, amount_paid and user_id cannot be sent: no raw insert, and the gate sets them', async () => {
    const child = await f.child();
    const raw = await parent.from('registrations').insert({
      participant_id: child,
      program_id: programs.tryItFree,
      price_tier_id: tiers.tryItRegular,
      status: 'approved',
      amount_paid: 99999,
      user_id: users.player.id,
      ...consents(),
    });
    expect(raw.error?.code).toBe('42501');
    const { data, error } = await register(
      parent,
      [{ participant_id: child, status: 'approved', amount_paid: 99999 }],
      programs.tryItFree,
      {},
      { ...consents(), status: 'approved', user_id: users.player.id, amount_paid: 99999 },
    );
    expect(error).toBeNull();
    expect(
      await row(`select status, amount_paid, user_id from public.registrations where id = $1`, [data[0].id]),
    ).toEqual({ status: 'pending', amount_paid: 0, user_id: users.parent.id });
  });

  it('a paid tier cannot be registered from the browser (only the checkout creates paid rows)', async () => {
    const { error } = await register(
      parent,
      [{ participant_id: await f.child(), price_tier_id: tiers.springRegular }],
      programs.springPaid,
    );
    expect(error?.hint).toBe('payment_required');
  });

  it("the parent cannot register someone else's participant", async () => {
    const { error } = await parent
      .from('registrations')
      .insert({ participant_id: participants.alex, program_id: programs.tryItFree, ...consents() });
    expect(error).not.toBeNull();
    const rpc = await register(parent, [{ participant_id: participants.alex }]);
    expect(rpc.error?.code).toBe('42501');
  });

  it('only admins change a status: the owner and a coordinator update nothing', async () => {
    for (const db of [parent, coordinator]) {
      const { data } = await db
        .from('registrations')
        .update({ status: 'approved' })
        .eq('id', registrations.liamSummerPending)
        .select('id');
      expect(data ?? []).toHaveLength(0);
    }
    expect(
      (await row(`select status from public.registrations where id = $1`, [registrations.liamSummerPending])).status,
    ).toBe('pending');
  });

  it("an admin approval queues an e-mail in the account holder's language", async () => {
    const reg = await f.registration(await f.child(users.player.id));
    const { error } = await admin.from('registrations').update({ status: 'approved' }).eq('id', reg);
    expect(error).toBeNull();
    const mail = await row(
      `select to_email, language, subject, template from public.email_outbox where registration_id = $1`,
      [reg],
    );
    expect(mail).toMatchObject({ to_email: users.player.email, language: 'fr', template: 'registration_approved' });
    // The French recipient reads the program's French name (issue 22).
    expect(mail.subject).toBe('Inscription approuvée : Journée découverte');
  });
});

describe('program, consents and capacity', () => {
  it('a past program and an inactive program are closed', async () => {
    for (const programId of [programs.past, programs.inactive]) {
      const { error } = await register(parent, [{ participant_id: await f.child() }], programId);
      expect(error?.hint).toBe('program_closed');
    }
  });

  it('each of the three agreements is required', async () => {
    const child = await f.child();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ waiver_agreed: false, waiver_agreed_at: null }, 'waiver_required'],
      [{ media_consent_agreed: false, media_consent_agreed_at: null }, 'media_consent_required'],
    ];
    for (const [change, hint] of cases) {
      const { error } = await register(
        parent,
        [{ participant_id: child }],
        programs.tryItFree,
        {},
        { ...consents(), ...change },
      );
      expect(error?.hint).toBe(hint);
    }
    // The third, concussion awareness, is the yearly confirmation (issue 24), not the browser's flag.
    const unconfirmed = await f.child();
    const { error } = await parent.rpc('create_registrations', {
      p_program_id: programs.tryItFree,
      p_items: [{ participant_id: unconfirmed }],
      p_answers: {},
      p_consents: consents(),
    });
    expect(error?.hint).toBe('concussion_confirmation_required');
  });

  it("an agreement's time is the database's: a missing one is stamped, never left empty", async () => {
    const { data, error } = await register(
      parent,
      [{ participant_id: await f.child() }],
      programs.tryItFree,
      {},
      { ...consents(), waiver_agreed_at: null },
    );
    expect(error).toBeNull();
    expect(
      (
        await row(`select waiver_agreed_at is not null as stamped from public.registrations where id = $1`, [
          data[0].id,
        ])
      ).stamped,
    ).toBe(true);
  });

  it('concurrent registrations for the last spot of a tier: exactly one wins', async () => {
    const tier = await f.tier(programs.tryItFree, 1);
    const kids = [await f.child(), await f.child(), await f.child()];
    const results = await Promise.all(kids.map((k) => register(parent, [{ participant_id: k, price_tier_id: tier }])));
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expect(results.filter((r) => r.error?.hint === 'price_tier_sold_out')).toHaveLength(2);
    expect((await row(`select spots_taken from public.program_price_tiers where id = $1`, [tier])).spots_taken).toBe(1);
  });

  it('the seeded sold-out Early Bird tier is refused, and cancelling frees a spot', async () => {
    const { error } = await stack.service().rpc('create_registrations', {
      p_program_id: programs.springPaid,
      p_items: [{ participant_id: await f.child(), price_tier_id: tiers.springEarlyBird }],
      p_consents: consents(),
      p_payment: { user_id: users.parent.id, amounts: {} },
    });
    expect(error?.hint).toBe('price_tier_sold_out');
    const cancel = await admin.rpc('cancel_registration', {
      p_registration_id: registrations.alexSpringApproved,
      p_reason: 'schedule_conflict',
      p_refund: false,
    });
    expect(cancel.error).toBeNull();
    expect(
      (await row(`select spots_taken from public.program_price_tiers where id = $1`, [tiers.springEarlyBird]))
        .spots_taken,
    ).toBe(1);
    const retry = await stack.service().rpc('create_registrations', {
      p_program_id: programs.springPaid,
      p_items: [{ participant_id: await f.child(), price_tier_id: tiers.springEarlyBird }],
      p_consents: consents(),
      p_payment: { user_id: users.parent.id, amounts: {} },
    });
    expect(retry.error).toBeNull();
  });
});

describe('assistance codes', () => {
  const answers = { [questions.selectRequired]: 'Adult M' };

  it('a code at max_uses is refused, and nothing is created', async () => {
    const { error } = await register(
      parent,
      [{ participant_id: await f.child(), assistance_code: 'fullaid' }],
      programs.summerAssist,
      answers,
    );
    expect(error?.hint).toBe('assistance_code_exhausted');
  });

  it('a single-use free code works once, sets the code price and records the link', async () => {
    const code = await f.code(programs.summerAssist, 1, 0);
    const text = (await row(`select code from public.financial_assistance_codes where id = $1`, [code])).code;
    const first = await register(
      parent,
      [{ participant_id: await f.child(), assistance_code: text.toLowerCase() }],
      programs.summerAssist,
      answers,
    );
    expect(first.error).toBeNull();
    const reg = await row(
      `select amount_paid, financial_assistance_applied, financial_assistance_code_id
      from public.registrations where id = $1`,
      [first.data[0].id],
    );
    expect(reg).toEqual({ amount_paid: 0, financial_assistance_applied: true, financial_assistance_code_id: code });
    expect(
      await row(`select assistance_code_id from public.registration_assistance_codes where registration_id = $1`, [
        first.data[0].id,
      ]),
    ).toEqual({ assistance_code_id: code });
    const second = await register(
      parent,
      [{ participant_id: await f.child(), assistance_code: text }],
      programs.summerAssist,
      answers,
    );
    expect(second.error?.hint).toBe('assistance_code_exhausted');
    expect(
      (await row(`select current_uses from public.financial_assistance_codes where id = $1`, [code])).current_uses,
    ).toBe(1);
  });

  it('two children on one single-use code in the same request: refused as a whole', async () => {
    const code = await f.code(programs.summerAssist, 1, 0);
    const text = (await row(`select code from public.financial_assistance_codes where id = $1`, [code])).code;
    const { error } = await register(
      parent,
      [
        { participant_id: await f.child(), assistance_code: text },
        { participant_id: await f.child(), assistance_code: text },
      ],
      programs.summerAssist,
      answers,
    );
    expect(error?.hint).toBe('assistance_code_exhausted');
    expect(
      (await row(`select current_uses from public.financial_assistance_codes where id = $1`, [code])).current_uses,
    ).toBe(0);
  });

  it('check_assistance_code answers valid/invalid/exhausted without listing codes', async () => {
    const check = async (code: string) =>
      (await parent.rpc('check_assistance_code', { p_program_id: programs.summerAssist, p_code: code })).data;
    expect(await check(' assist50 ')).toMatchObject({ valid: true, price: 15000, remaining_uses: 1 });
    expect(await check('FULLAID')).toMatchObject({ valid: false, error: 'exhausted' });
    expect(await check('NOPE')).toEqual({ valid: false, error: 'invalid' });
    const anon = await stack
      .anon()
      .rpc('check_assistance_code', { p_program_id: programs.summerAssist, p_code: 'ASSIST50' });
    expect(anon.data).toBeNull();
    expect((await stack.anon().rpc('program_has_assistance_codes', { p_program_id: programs.summerAssist })).data).toBe(
      true,
    );
    expect((await stack.anon().rpc('program_has_assistance_codes', { p_program_id: programs.tryItFree })).data).toBe(
      false,
    );
  });

  it('increment_assistance_code_usage: users refused, admins refused past max_uses', async () => {
    expect((await parent.rpc('increment_assistance_code_usage', { code_id: await f.code() })).error?.code).toBe(
      '42501',
    );
    const code = await f.code(programs.summerAssist, 1);
    expect((await admin.rpc('increment_assistance_code_usage', { code_id: code })).data).toBe(1);
    expect((await admin.rpc('increment_assistance_code_usage', { code_id: code })).error?.hint).toBe(
      'assistance_code_exhausted',
    );
  });
});
