// Financial-aid requests (issue 25 point 6), as families, a coordinator and an
// administrator would call them with supabase-js: a family asks for its own
// participants, the admin approves (one code bound to the family, priced at
// what it pays, e-mailed in its language) or rejects; the code works only for
// that family at every door (the screen's check, the free path, the checkout,
// the server's fulfilment, any insert); nobody but the family and admins reads
// anything about a request.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { consents, registerAs } from './db-helpers.ts';
import {
  call,
  checkoutBody,
  makeProgram,
  registrationsOf,
  submitTestCheckout,
  type Program,
} from './payments-fixtures.ts';
import { DEMO_PASSWORD, programs, users } from './seed-ids.ts';

let stack: TestStack;
let admin: SupabaseClient;
let coordinator: SupabaseClient;

type Family = { id: string; email: string; db: SupabaseClient; kids: { id: string; name: string }[] };

let n = 0;
/** A new family account (its own language) with children whose yearly concussion confirmation is valid. */
async function newFamily(language: 'en' | 'fr', kids = ['Ava']): Promise<Family> {
  n += 1;
  const email = `aid-${n}-${randomUUID().slice(0, 8)}@example.org`;
  const db = await stack.signUp(email, 'aid-password-1', {
    role: 'parent_guardian',
    first_name: language === 'fr' ? 'Élise' : 'Fran',
    last_name: `Family${n}`,
    preferred_language: language,
  });
  const id = (await db.auth.getUser()).data.user!.id;
  const rows = await stack.sql<{ id: string; first_name: string; last_name: string }>(
    `insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth)
     select $1, $1, k, 'Kid${n}', current_date - 3650 from unnest($2::text[]) k returning id, first_name, last_name`,
    [id, kids],
  );
  await stack.sql(
    `insert into public.concussion_confirmations (participant_id, user_id, role, awareness_document_id,
       code_of_conduct_document_id, guardian_id, language, confirmed_by, valid_until)
     select i, null, 'athlete', private.legal_document_in_force_or_english('concussion_awareness', null, $2),
       private.legal_document_in_force_or_english('concussion_code_of_conduct', null, $2), $3, $2, $3,
       (private.toronto_today() + interval '12 months')::date
     from unnest($1::uuid[]) i`,
    [rows.map((r) => r.id), language, id],
  );
  return { id, email, db, kids: rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}` })) };
}

/** A program without price options at `price` cents, financial assistance off (the family's code works all the same). */
async function plainProgram(price: number): Promise<string> {
  const [p] = await stack.sql<{ id: string }>(
    `insert into public.programs (name, name_fr, start_date, end_date, price, is_active, financial_assistance_enabled)
     values ($1, $2, current_date + 20, current_date + 21, $3, true, false) returning id`,
    [`Aid camp ${randomUUID().slice(0, 6)}`, `Camp d’aide ${randomUUID().slice(0, 6)}`, price],
  );
  return p.id;
}

const row = async (sql: string, params: unknown[] = []) => (await stack.sql(sql, params))[0];
const ask = (f: Family, programId: string, kids = [f.kids[0].id], canPay = 2000, note: string | null = null) =>
  f.db.rpc('request_financial_aid', {
    p_program_id: programId,
    p_participant_ids: kids,
    p_can_pay_cents: canPay,
    p_note: note,
  });
const decide = (id: string, approve: boolean, price: number | null = null, note: string | null = null) =>
  admin.rpc('admin_decide_financial_aid', {
    p_request_id: id,
    p_approve: approve,
    p_price_cents: price,
    p_note: note,
  });
const codesOf = (requestId: string) =>
  stack.sql<{ id: string; code: string; price: number; max_uses: number; current_uses: number; user_id: string }>(
    `select id, code, price, max_uses, current_uses, user_id from public.financial_assistance_codes where request_id = $1`,
    [requestId],
  );

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  coordinator = await stack.signIn(users.coordinator.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

describe('asking', () => {
  let fam: Family;
  let program: string;
  beforeAll(async () => {
    fam = await newFamily('en', ['Ava', 'Ben']);
    program = await plainProgram(9000);
  });

  it('stores a pending request for the family’s own participants, in its language, and lists it back', async () => {
    const { data: id, error } = await ask(
      fam,
      program,
      [fam.kids[0].id, fam.kids[1].id],
      2500,
      '  Two kids, one income. ',
    );
    expect(error).toBeNull();
    expect(
      await row(
        `select user_id, program_id, participant_ids, can_pay_cents, note, language, status, code_id
         from public.financial_aid_requests where id = $1`,
        [id],
      ),
    ).toEqual({
      user_id: fam.id,
      program_id: program,
      participant_ids: [fam.kids[0].id, fam.kids[1].id],
      can_pay_cents: 2500,
      note: 'Two kids, one income.',
      language: 'en',
      status: 'pending',
      code_id: null,
    });
    const mine = await fam.db.rpc('my_financial_aid_requests', { p_program_id: program });
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([
      expect.objectContaining({
        id,
        program_id: program,
        program_price_cents: 9000,
        participants: fam.kids,
        can_pay_cents: 2500,
        note: 'Two kids, one income.',
        status: 'pending',
        decided_at: null,
        approved_price_cents: null,
        code: null,
        code_uses_left: null,
      }),
    ]);
    expect((await fam.db.rpc('my_financial_aid_requests', { p_program_id: programs.summerAssist })).data).toEqual([]);
  });

  it('refuses a second open request for the same participant and program (already_requested)', async () => {
    const { error } = await ask(fam, program, [fam.kids[1].id]);
    expect(error?.hint).toBe('already_requested');
  });

  it.each([
    ['no participant', () => ask(fam, program, []), 'no_participants'],
    ['another family’s child', () => ask(fam, program, ['b0000000-0000-4000-8000-000000000001']), 'not_owner'],
    ['a negative amount', () => ask(fam, program, [fam.kids[0].id], -1), 'invalid_amount'],
    ['a note over 1000 characters', () => ask(fam, program, [fam.kids[0].id], 0, 'x'.repeat(1001)), 'note_too_long'],
    ['a free program', () => ask(fam, programs.tryItFree), 'program_free'],
    ['a finished program', () => ask(fam, programs.past), 'program_closed'],
    ['an unpublished program', () => ask(fam, programs.inactive), 'program_closed'],
  ])('refuses %s', async (_name, run, hint) => {
    const before = await row(`select count(*)::int as n from public.financial_aid_requests where user_id = $1`, [
      fam.id,
    ]);
    const { error } = await run();
    expect(error?.hint).toBe(hint);
    expect(
      await row(`select count(*)::int as n from public.financial_aid_requests where user_id = $1`, [fam.id]),
    ).toEqual(before);
  });

  it('refuses anonymous callers', async () => {
    const { error } = await stack.anon().rpc('request_financial_aid', {
      p_program_id: program,
      p_participant_ids: [fam.kids[0].id],
      p_can_pay_cents: 0,
    });
    expect(error).not.toBeNull();
  });

  it('lets the family withdraw a pending request, once, and only its own', async () => {
    const other = await newFamily('en');
    const p = await plainProgram(5000);
    const { data: id } = await ask(fam, p, [fam.kids[0].id]);
    expect((await other.db.rpc('withdraw_financial_aid_request', { p_request_id: id })).error?.hint).toBe('not_found');
    expect((await fam.db.rpc('withdraw_financial_aid_request', { p_request_id: id })).error).toBeNull();
    expect((await row(`select status from public.financial_aid_requests where id = $1`, [id])).status).toBe(
      'withdrawn',
    );
    expect((await fam.db.rpc('withdraw_financial_aid_request', { p_request_id: id })).error?.hint).toBe('not_pending');
    // Withdrawn, the participant may ask again.
    expect((await ask(fam, p, [fam.kids[0].id])).error).toBeNull();
  });

  it('has no side door: a family cannot write the table, nor read another family’s requests', async () => {
    const other = await newFamily('en');
    const ins = await other.db.from('financial_aid_requests').insert({
      user_id: other.id,
      program_id: program,
      participant_ids: [other.kids[0].id],
      can_pay_cents: 0,
      status: 'approved',
      approved_price_cents: 0,
    });
    expect(ins.error?.code).toBe('42501');
    const upd = await fam.db
      .from('financial_aid_requests')
      .update({ status: 'approved' })
      .eq('user_id', fam.id)
      .select();
    expect(upd.error?.code).toBe('42501');
    const del = await fam.db.from('financial_aid_requests').delete().eq('user_id', fam.id).select();
    expect(del.error?.code).toBe('42501');
    expect((await other.db.from('financial_aid_requests').select('id')).data).toEqual([]);
    expect((await other.db.rpc('my_financial_aid_requests')).data).toEqual([]);
    expect((await fam.db.rpc('admin_financial_aid_page')).error?.code).toBe('42501');
    const [{ id }] = await stack.sql<{ id: string }>(
      `select id from public.financial_aid_requests where user_id = $1 and status = 'pending' limit 1`,
      [fam.id],
    );
    const self = await fam.db.rpc('admin_decide_financial_aid', {
      p_request_id: id,
      p_approve: true,
      p_price_cents: 0,
    });
    expect(self.error?.code).toBe('42501');
    expect((await row(`select status from public.financial_aid_requests where id = $1`, [id])).status).toBe('pending');
  });
});

describe('approval: one code, bound to the family, e-mailed in its language', () => {
  let fam: Family;
  let other: Family;
  let program: string;
  let requestId: string;
  let code: { id: string; code: string; price: number; max_uses: number; current_uses: number; user_id: string };

  beforeAll(async () => {
    fam = await newFamily('fr', ['Zoé']);
    other = await newFamily('en', ['Olly']);
    program = await plainProgram(9000);
    // The coordinator coordinates this program: they still read nothing about the request.
    await stack.sql(`insert into public.program_coordinators (program_id, user_id, is_active) values ($1, $2, true)`, [
      program,
      users.coordinator.id,
    ]);
    requestId = (await ask(fam, program, [fam.kids[0].id], 0, 'Perte d’emploi')).data;
  });

  it('checks the price: required, 0 to the program’s price', async () => {
    expect((await decide(requestId, true, null)).error?.hint).toBe('price_required');
    expect((await decide(requestId, true, 9001)).error?.hint).toBe('price_out_of_range');
    expect((await decide(requestId, true, -1)).error?.hint).toBe('price_out_of_range');
    expect(await codesOf(requestId)).toEqual([]);
  });

  it('approves free of charge: exactly one code for the family, one use, naming its participant; the program is unchanged', async () => {
    const { data, error } = await decide(requestId, true, 0, 'Bonne saison !');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: requestId,
      status: 'approved',
      approved_price_cents: 0,
      decided_by: users.admin.id,
      decision_note: 'Bonne saison !',
      family_email: fam.email,
      family_language: 'fr',
      code_uses_left: 1,
    });
    const codes = await codesOf(requestId);
    expect(codes).toHaveLength(1);
    code = codes[0];
    expect(code).toMatchObject({ price: 0, max_uses: 1, current_uses: 0, user_id: fam.id });
    expect(code.code).toMatch(/^FA-[2-9A-HJ-NP-Z]{6}$/);
    expect(data.code).toBe(code.code);
    expect(
      (await row(`select financial_assistance_enabled from public.programs where id = $1`, [program]))
        .financial_assistance_enabled,
    ).toBe(false); // issue 33 point 7e: approval leaves the program's assistance as it was
    expect(
      (await row(`select participant_ids from public.financial_assistance_codes where id = $1`, [code.id]))
        .participant_ids,
    ).toEqual([fam.kids[0].id]);
    // Decided once.
    expect((await decide(requestId, true, 0)).error?.hint).toBe('not_pending');
    expect((await decide(requestId, false)).error?.hint).toBe('not_pending');
    expect(await codesOf(requestId)).toHaveLength(1);
    expect((await fam.db.rpc('withdraw_financial_aid_request', { p_request_id: requestId })).error?.hint).toBe(
      'not_pending',
    );
  });

  it('queues one e-mail in French with the code, the price, the program’s French name and the registration path', async () => {
    const mails = await stack.sql<{ template: string; language: string; subject: string; body: string }>(
      `select template, language, subject, body from public.email_outbox where to_email = $1`,
      [fam.email],
    );
    expect(mails).toHaveLength(1);
    const [m] = mails;
    const { name_fr: nameFr } = await row(`select name_fr from public.programs where id = $1`, [program]);
    expect(m.template).toBe('financial_aid_approved');
    expect(m.language).toBe('fr');
    expect(m.subject).toBe(`Aide financière accordée : ${nameFr}`);
    expect(m.body).toContain(code.code);
    expect(m.body).toContain('Prix à payer : 0,00 $');
    expect(m.body).toContain(nameFr);
    expect(m.body).toContain(`/programs/${program}/register`);
    expect(m.body).toContain('Votre demande d’aide financière');
    expect(m.body).toContain('Bonne saison !');
    expect(m.body).not.toMatch(/[a-z]'[a-zé]/i);
    expect(m.body).toMatch(/Hockey canadien pour aveugles$/);
  });

  it('the family sees its code; the screen’s check accepts it for the family only', async () => {
    const mine = (await fam.db.rpc('my_financial_aid_requests', { p_program_id: program })).data;
    expect(mine).toEqual([
      expect.objectContaining({ id: requestId, status: 'approved', code: code.code, code_uses_left: 1 }),
    ]);
    expect((await fam.db.rpc('program_has_assistance_codes', { p_program_id: program })).data).toBe(true);
    expect((await other.db.rpc('program_has_assistance_codes', { p_program_id: program })).data).toBe(false);
    expect((await stack.anon().rpc('program_has_assistance_codes', { p_program_id: program })).data).toBe(false);

    const mineCheck = await fam.db.rpc('check_assistance_code', { p_program_id: program, p_code: code.code });
    expect(mineCheck.data).toMatchObject({ valid: true, code: code.code, price: 0, remaining_uses: 1 });

    const attempts = `select count(*)::int as n from public.assistance_code_attempts where user_id = $1`;
    const unknown = await other.db.rpc('check_assistance_code', { p_program_id: program, p_code: 'FA-NOPE22' });
    const theirs = await other.db.rpc('check_assistance_code', { p_program_id: program, p_code: code.code });
    // Exactly an unknown code: same answer, counted as a wrong attempt.
    expect(theirs.data).toEqual(unknown.data);
    expect(theirs.data).toEqual({ valid: false, error: 'invalid' });
    expect((await row(attempts, [other.id])).n).toBe(2);
    // The server (checkout) checks on behalf of a family: only that family.
    const svc = stack.service();
    const forOther = await svc.rpc('check_assistance_code', {
      p_program_id: program,
      p_code: code.code,
      p_user_id: other.id,
    });
    expect(forOther.data).toEqual({ valid: false, error: 'invalid' });
    const forNobody = await svc.rpc('check_assistance_code', { p_program_id: program, p_code: code.code });
    expect(forNobody.data).toEqual({ valid: false, error: 'invalid' });
    const forFam = await svc.rpc('check_assistance_code', {
      p_program_id: program,
      p_code: code.code,
      p_user_id: fam.id,
    });
    expect(forFam.data).toMatchObject({ valid: true, code_id: code.id });
  });

  it('another family is refused at registration exactly as for an unknown code, and by the server and the gate', async () => {
    const args = (f: Family, text: string) => ({
      p_program_id: program,
      p_items: [{ participant_id: f.kids[0].id, assistance_code: text }],
      p_answers: {},
      p_consents: consents(),
    });
    const unknown = await registerAs(stack, other.db, args(other, 'FA-NOPE22'));
    const theirs = await registerAs(stack, other.db, args(other, code.code.toLowerCase()));
    expect(theirs).toEqual(unknown);
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual({ error: { hint: 'invalid_assistance_code', message: 'Invalid assistance code' } });

    // The server's fulfilment for the other family (create_registrations with p_payment).
    const server = await stack.service().rpc('create_registrations', {
      ...args(other, code.code),
      p_payment: { user_id: other.id, status: 'approved', amounts: { [other.kids[0].id]: 0 } },
    });
    expect(server.error?.hint).toBe('invalid_assistance_code');

    // Any other insert naming the code for another account.
    await expect(
      stack.sql(
        `insert into public.registrations (participant_id, program_id, user_id, status, financial_assistance_code_id,
           waiver_agreed, media_consent_agreed, concussion_awareness_agreed)
         values ($1, $2, $3, 'approved', $4, true, true, true)`,
        [other.kids[0].id, program, other.id, code.id],
      ),
    ).rejects.toThrow(/Invalid assistance code/);

    expect(await registrationsOf(stack, program)).toEqual([]);
    expect(
      (await row(`select current_uses from public.financial_assistance_codes where id = $1`, [code.id])).current_uses,
    ).toBe(0);
  });

  it('the family registers free with it, once; then the code is used up', async () => {
    const res = await registerAs(stack, fam.db, {
      p_program_id: program,
      p_items: [{ participant_id: fam.kids[0].id, assistance_code: code.code }],
      p_answers: {},
      p_consents: { ...consents(), language: 'fr' },
    });
    expect(res.error).toBeNull();
    expect(res.data).toEqual([
      expect.objectContaining({ participant_id: fam.kids[0].id, status: 'pending', amount_paid: 0 }),
    ]);
    expect(
      await row(`select financial_assistance_code_id, user_id from public.registrations where participant_id = $1`, [
        fam.kids[0].id,
      ]),
    ).toEqual({ financial_assistance_code_id: code.id, user_id: fam.id });
    expect(
      (await row(`select current_uses from public.financial_assistance_codes where id = $1`, [code.id])).current_uses,
    ).toBe(1);
    const mine = (await fam.db.rpc('my_financial_aid_requests', { p_program_id: program })).data;
    expect(mine[0]).toMatchObject({ code: code.code, code_uses_left: 0 });
    const again = await fam.db.rpc('check_assistance_code', { p_program_id: program, p_code: code.code });
    expect(again.data).toMatchObject({ valid: false, error: 'exhausted' });
  });

  it('coordinators read nothing about it, even of a program they coordinate', async () => {
    expect((await coordinator.from('financial_aid_requests').select('*')).data).toEqual([]);
    expect((await coordinator.from('financial_assistance_codes').select('*').eq('program_id', program)).data).toEqual(
      [],
    );
    expect((await coordinator.rpc('my_financial_aid_requests')).data).toEqual([]);
    expect((await coordinator.rpc('admin_financial_aid_page')).error?.code).toBe('42501');
    expect(
      (await coordinator.rpc('admin_decide_financial_aid', { p_request_id: requestId, p_approve: false })).error?.code,
    ).toBe('42501');
    expect((await coordinator.from('email_outbox').select('id').eq('to_email', fam.email)).data).toEqual([]);
    const roster = await coordinator.rpc('coordinator_roster', { p_program_id: program });
    expect(roster.error).toBeNull();
    const text = JSON.stringify(roster.data);
    expect(text).toContain(fam.kids[0].id);
    expect(text).not.toContain(code.code);
    expect(text).not.toMatch(/financial|assistance|aid_request/i);
  });
});

describe('rejection and the admin list', () => {
  it('rejects with a note, e-mailed in English; lists pending first with the family; filters by status', async () => {
    const fam = await newFamily('en', ['Rory']);
    const program = await plainProgram(4000);
    const { data: rejectedId } = await ask(fam, program, [fam.kids[0].id], 1000, 'Please help');
    const { data, error } = await decide(rejectedId, false, null, 'The fund is spent for this season.');
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'rejected', decision_note: 'The fund is spent for this season.', code: null });
    expect(await codesOf(rejectedId)).toEqual([]);
    const mails = await stack.sql(
      `select template, language, subject, body from public.email_outbox where to_email = $1`,
      [fam.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].template).toBe('financial_aid_rejected');
    expect(mails[0].language).toBe('en');
    expect(mails[0].subject).toMatch(/^Financial assistance request: Aid camp /);
    expect(mails[0].body).toContain('was not approved');
    expect(mails[0].body).toContain('The fund is spent for this season.');
    expect(mails[0].body).toContain(`/programs/${program}/register`);
    // Rejected, the family may ask again.
    const { data: pendingId } = await ask(fam, program, [fam.kids[0].id], 500);

    const all = (
      (await admin.rpc('admin_financial_aid_page', { p_limit: 100 })).data as {
        rows: { id: string; status: string }[];
      }
    ).rows;
    const firstDecided = all.findIndex((r) => r.status !== 'pending');
    expect(all.slice(firstDecided).some((r) => r.status === 'pending')).toBe(false);
    expect(all.find((r) => r.id === pendingId)).toMatchObject({
      status: 'pending',
      family_name: expect.stringMatching(/^Fran Family\d+$/),
      family_email: fam.email,
      family_language: 'en',
      can_pay_cents: 500,
      participants: fam.kids,
      program_price_cents: 4000,
    });
    const rejected = (
      (await admin.rpc('admin_financial_aid_page', { p_status: 'rejected', p_limit: 100 })).data as {
        rows: { id: string; status: string }[];
      }
    ).rows;
    expect(rejected.map((r) => r.id)).toContain(rejectedId);
    expect(rejected.every((r) => r.status === 'rejected')).toBe(true);
    expect((await admin.rpc('admin_financial_aid_page', { p_status: 'nope' })).error?.hint).toBe('invalid_status');
  });
});

describe('the paid checkout', () => {
  let program: Program;
  let fam: Family;
  let other: Family;
  let codeText: string;

  beforeAll(async () => {
    program = await makeProgram(stack, 'aid');
    fam = await newFamily('en', ['Pia', 'Quin']);
    other = await newFamily('en', ['Olga']);
    // The fixture's program: options Regular 120.00 and Last spot 80.00 → the program's price is 120.00.
    const { data: id } = await ask(fam, program.id, [fam.kids[0].id], 3000);
    const { data } = await decide(id, true, 3000);
    expect(data.program_price_cents).toBe(12000);
    codeText = data.code;
  });

  it('refuses the family’s code to another family before charging (invalid_code)', async () => {
    const res = await call(
      other.db,
      'create-checkout-session',
      checkoutBody(program, other.kids, program.regular, 3000, {
        financialAssistanceCodes: { [other.kids[0].id]: codeText },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual([{ code: 'invalid_code', participantId: other.kids[0].id }]);
    expect(await stack.sql(`select id from public.checkout_sessions where user_id = $1`, [other.id])).toEqual([]);
  });

  it('prices the family’s order at the approved price, and fulfilment records the code', async () => {
    const kid = fam.kids[0];
    const res = await call(
      fam.db,
      'create-checkout-session',
      checkoutBody(program, [kid], program.regular, 3000, { financialAssistanceCodes: { [kid.id]: codeText } }),
    );
    expect(res.status).toBe(200);
    const sessionId = /\/_dev\/checkout\/([0-9a-f-]{36})/.exec(res.body.url)![1];
    expect(
      (await row(`select amount_total from public.checkout_sessions where id = $1`, [sessionId])).amount_total,
    ).toBe(3000);
    await submitTestCheckout(stack, sessionId, 'pay');
    const done = await call(fam.db, 'confirm-checkout', { session_id: sessionId });
    expect(done.status).toBe(200);
    const [reg] = await stack.sql(
      `select r.amount_paid, f.code from public.registrations r
       join public.financial_assistance_codes f on f.id = r.financial_assistance_code_id
       where r.participant_id = $1`,
      [kid.id],
    );
    expect(reg).toEqual({ amount_paid: 3000, code: codeText });
  });
});
